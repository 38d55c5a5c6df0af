// A company page says what the company achieved, not only what it does: one measurable result
// (a figure with its unit and year) from the company's own reporting, in each locale.
module.exports = function (migration) {
  const company = migration.editContentType('company');
  company
    .createField('measurableResult')
    .name('Measurable result (one sentence with a figure and its year)')
    .type('Text')
    .localized(true)
    .required(true)
    .validations([{ regexp: { pattern: '\\d' } }]);
};
