// Where a published figure comes from: the bank comparator's ratings and each group of impact
// figures name their source, how it was measured, a link to it and the date it is as of.
module.exports = function (migration) {
  const type = migration.createContentType('figureSource').name('Figure source').displayField('key');
  type
    .createField('key')
    .name('Figures')
    .type('Symbol')
    .required(true)
    .validations([{ unique: true }, { in: ['bankComparison', 'impact.customers', 'impact.climate', 'impact.bonds', 'impact.restoration'] }]);
  type.createField('source').name('Source (who measured or rated)').type('Symbol').localized(true).required(true);
  type.createField('method').name('Method').type('Text').localized(true).required(true);
  type.createField('url').name('Link to the source').type('Symbol').required(true).validations([{ regexp: { pattern: '^https://' } }]);
  type.createField('asOf').name('As of').type('Date').required(true);
};
