// Page sections: short editorial blocks the pages place by key (home hero, "what the account is", ...).
module.exports = function (migration) {
  const type = migration
    .createContentType('pageSection')
    .name('Page section')
    .description('A headline, copy and optional image and call to action, placed on a page by its key.')
    .displayField('key');
  type.createField('key').name('Key').type('Symbol').required(true).validations([{ unique: true }, { regexp: { pattern: '^[a-z0-9]+(\\.[a-zA-Z0-9-]+)*$' } }]);
  type.createField('page').name('Page').type('Symbol').required(true)
    .validations([{ in: ['home', 'investing', 'impact', 'jobs', 'magazine', 'reviews', 'crowdinvesting', 'accounts', 'banks', 'budget'] }]);
  type.createField('eyebrow').name('Eyebrow').type('Symbol').localized(true);
  type.createField('heading').name('Heading').type('Symbol').localized(true).required(true);
  type.createField('body').name('Body').type('Text').localized(true).required(true);
  type.createField('ctaLabel').name('Call to action label').type('Symbol').localized(true);
  type.createField('ctaHref').name('Call to action link').type('Symbol');
  type.createField('image').name('Image').type('Link').linkType('Asset');
  type.createField('order').name('Order').type('Integer').required(true);
};
