// The reviews' average and count were worked out from the dozen review entries ('4.0 from 12
// reviews' beside 250,000 customers). They are the platform's own figures for all its reviews,
// entered on the reviews' figure source with the date they are as of.
module.exports = function (migration) {
  const type = migration.editContentType('figureSource');
  type.createField('ratingAverage').name('Average rating, 1 to 5 (reviews only)').type('Number').validations([{ range: { min: 1, max: 5 } }]);
  type.createField('ratingCount').name('Number of reviews on the platform (reviews only)').type('Integer').validations([{ range: { min: 0 } }]);
};
