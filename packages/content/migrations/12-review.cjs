// Customer reviews from the review service, rated 1..5 out of 5 stars.
module.exports = function (migration) {
  const type = migration.createContentType('review').name('Review').displayField('title');
  type.createField('author').name('Author').type('Symbol').required(true);
  type.createField('rating').name('Rating').type('Integer').required(true).validations([{ range: { min: 1, max: 5 } }]);
  type.createField('title').name('Title').type('Symbol').localized(true).required(true);
  type.createField('text').name('Text').type('Text').localized(true).required(true);
  type.createField('date').name('Date').type('Date').required(true);
  type.createField('source').name('Review service').type('Symbol').required(true);
};
