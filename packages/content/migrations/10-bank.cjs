// Banks for the comparator. `ratings` maps every category key to a score from 1 to 5
// (1 no policy, 2 weak, 3 partial, 4 good, 5 leading); the README documents the scale.
module.exports = function (migration) {
  const type = migration.createContentType('bank').name('Bank').displayField('name');
  type.createField('slug').name('Slug').type('Symbol').required(true).validations([{ unique: true }]);
  type.createField('name').name('Name').type('Symbol').required(true);
  type.createField('bankType').name('Type').type('Symbol').localized(true).required(true);
  type.createField('description').name('Description').type('Text').localized(true).required(true);
  type.createField('ratings').name('Ratings (category key -> 1..5)').type('Object').required(true);
  type.createField('isOwnOffer').name('Our own offer').type('Boolean').required(true);
};
