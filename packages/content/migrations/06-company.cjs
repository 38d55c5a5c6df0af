// Companies the fund invests in, one of the 11 categories of SPEC §3.
module.exports = function (migration) {
  const type = migration.createContentType('company').name('Company').displayField('name');
  type.createField('slug').name('Slug').type('Symbol').required(true).validations([{ unique: true }, { regexp: { pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } }]);
  type.createField('name').name('Name').type('Symbol').required(true);
  type.createField('category').name('Category').type('Symbol').required(true).validations([{
    in: ['OTHER', 'HEALTH_CARE', 'INDUSTRIALS', 'REAL_ESTATE', 'INFORMATION_TECHNOLOGY', 'COMMUNICATION_SERVICES',
      'CONSUMER_DISCRETIONARY', 'CONSUMER_STAPLES', 'UTILITIES', 'MATERIALS', 'FINANCIALS'],
  }]);
  type.createField('country').name('Country (ISO 3166-1 alpha-2)').type('Symbol').required(true).validations([{ regexp: { pattern: '^[A-Z]{2}$' } }]);
  type.createField('description').name('Description').type('Text').localized(true).required(true);
  type.createField('sustainabilityReason').name('Why it is in the fund').type('Text').localized(true).required(true);
  type.createField('website').name('Website').type('Symbol');
  type.createField('portfolioWeight').name('Portfolio weight (%)').type('Number').required(true).validations([{ range: { min: 0, max: 100 } }]);
};
