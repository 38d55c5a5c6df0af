// The 15 sustainability categories of the bank comparator (SPEC §3), with names and explanations.
module.exports = function (migration) {
  const type = migration.createContentType('bankCategory').name('Bank comparator category').displayField('key');
  type.createField('key').name('Key').type('Symbol').required(true).validations([{ unique: true }, {
    in: ['arms', 'climateProtection', 'corruption', 'food', 'forestry', 'genderEquality', 'humanRights', 'labourRights',
      'manufacturingIndustry', 'mining', 'natureAndEnvironment', 'oilAndGas', 'powerGeneration', 'taxes', 'transparencyAndAccountability'],
  }]);
  type.createField('name').name('Name').type('Symbol').localized(true).required(true);
  type.createField('explanation').name('Explanation').type('Text').localized(true).required(true);
  type.createField('order').name('Order').type('Integer').required(true);
};
