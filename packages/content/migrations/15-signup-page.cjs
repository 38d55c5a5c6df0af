// Copy of the four sign-ups (SPEC §3 signup types); form labels and errors live in the catalogues.
module.exports = function (migration) {
  const type = migration.createContentType('signupPage').name('Sign-up page').displayField('type');
  type.createField('type').name('Type').type('Symbol').required(true).validations([{ unique: true }, { in: ['crowdinvesting', 'investing', 'iou', 'newsletter'] }]);
  type.createField('headline').name('Headline').type('Symbol').localized(true).required(true);
  type.createField('intro').name('Intro').type('Text').localized(true).required(true);
  type.createField('submitLabel').name('Submit label').type('Symbol').localized(true).required(true);
  type.createField('successHeadline').name('Success headline').type('Symbol').localized(true).required(true);
  type.createField('successText').name('Success text').type('Text').localized(true).required(true);
  type.createField('asksForName').name('Asks for the name').type('Boolean').required(true);
};
