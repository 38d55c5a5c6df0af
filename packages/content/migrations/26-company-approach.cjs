// A company page says how the company does what it does (one sentence), between what it does
// and why it is in the fund: with the measurable result, four sentences (issue 25's 3-4).
module.exports = function (migration) {
  const company = migration.editContentType('company');
  company.createField('approach').name('How it works (one sentence)').type('Text').localized(true).required(true);
};
