// Advice for the 16 cases of the 50-30-20 check: essentials share (<= 50 % or over) x fun share
// (<= 30 % or over) x savings rate (negative, 0 to < 10 %, 10 to < 20 %, 20 % and more).
module.exports = function (migration) {
  const type = migration.createContentType('budgetAdvice').name('Budget check advice').displayField('caseKey');
  type.createField('caseKey').name('Case key').type('Symbol').required(true).validations([{ unique: true }]);
  type.createField('essentials').name('Essentials share').type('Symbol').required(true).validations([{ in: ['within', 'over'] }]);
  type.createField('fun').name('Fun share').type('Symbol').required(true).validations([{ in: ['within', 'over'] }]);
  type.createField('savings').name('Savings rate').type('Symbol').required(true).validations([{ in: ['negative', 'low', 'medium', 'high'] }]);
  type.createField('headline').name('Headline').type('Symbol').localized(true).required(true);
  type.createField('advice').name('Advice').type('Text').localized(true).required(true);
};
