// Impact figures (SPEC §3 Impact data) with the units of §9.
module.exports = function (migration) {
  const type = migration.createContentType('impactMetric').name('Impact metric').displayField('key');
  type.createField('key').name('Key').type('Symbol').required(true).validations([{ unique: true }, {
    in: ['customerBalance', 'totalDeposits', 'forestArea', 'trees', 'co2Offset', 'customerCount', 'generalBonds',
      'greenBonds', 'blueBonds', 'socialBonds', 'restorationLand', 'restorationHabitat', 'restorationWheelbarrows',
      'restorationSeedlings', 'restorationWater'],
  }]);
  type.createField('group').name('Group').type('Symbol').required(true).validations([{ in: ['customers', 'climate', 'bonds', 'restoration'] }]);
  type.createField('label').name('Label').type('Symbol').localized(true).required(true);
  type.createField('description').name('Description').type('Text').localized(true).required(true);
  type.createField('value').name('Value').type('Number').required(true);
  type.createField('unit').name('Unit').type('Symbol').required(true).validations([{
    in: ['CUBIC_METER', 'SQUARE_METER', 'SQUARE_CENTIMETRE', 'KILO_CO2', 'LITER', 'ROUNDED', 'ROUNDED_MILLION', 'ROUNDED_EURO_MILLION'],
  }]);
  type.createField('userCount').name('User count (customer balance only)').type('Integer');
  type.createField('order').name('Order').type('Integer').required(true);
};
