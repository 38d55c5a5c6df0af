// The reviews' average and count name where they come from, with a link to the platform's page
// of them: a figure source with the key 'reviews'.
module.exports = function (migration) {
  const type = migration.editContentType('figureSource');
  type
    .editField('key')
    .validations([{ unique: true }, { in: ['bankComparison', 'impact.customers', 'impact.climate', 'impact.bonds', 'impact.restoration', 'reviews'] }]);
};
