// Crowd-investing rounds (SPEC §1): 2021 (8 million euros), 2022 and the ongoing round.
module.exports = function (migration) {
  const type = migration.createContentType('crowdinvestingBanner').name('Crowd-investing banner').displayField('key');
  type.createField('key').name('Key').type('Symbol').required(true).validations([{ unique: true }]);
  type.createField('year').name('Year').type('Integer').required(true);
  type.createField('status').name('Status').type('Symbol').required(true).validations([{ in: ['completed', 'ongoing'] }]);
  type.createField('headline').name('Headline').type('Symbol').localized(true).required(true);
  type.createField('text').name('Text').type('Text').localized(true).required(true);
  type.createField('amountCollected').name('Amount collected (EUR)').type('Number');
  type.createField('investorCount').name('Investors').type('Integer');
  type.createField('buttonLabel').name('Button label').type('Symbol').localized(true).required(true);
  type.createField('buttonHref').name('Button link').type('Symbol');
  type.createField('buttonDisabled').name('Button disabled').type('Boolean').required(true);
  type.createField('image').name('Image').type('Link').linkType('Asset').required(true);
};
