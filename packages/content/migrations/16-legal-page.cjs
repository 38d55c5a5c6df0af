// Legal texts: imprint (with the structured § 5 DDG fields), privacy policy, terms, accessibility statement.
module.exports = function (migration) {
  const type = migration.createContentType('legalPage').name('Legal page').displayField('title');
  type.createField('kind').name('Kind').type('Symbol').required(true).validations([{ unique: true }, { in: ['imprint', 'privacy', 'terms', 'accessibility'] }]);
  type.createField('slug').name('Slug').type('Symbol').localized(true).required(true);
  type.createField('title').name('Title').type('Symbol').localized(true).required(true);
  type.createField('body').name('Body').type('RichText').localized(true).required(true);
  type.createField('lastUpdated').name('Last updated').type('Date').required(true);
  // § 5 DDG fields, required by the mapper when kind is "imprint".
  type.createField('companyName').name('Company name and legal form').type('Symbol');
  type.createField('street').name('Street and number').type('Symbol');
  type.createField('postalCode').name('Postal code').type('Symbol');
  type.createField('city').name('City').type('Symbol');
  type.createField('country').name('Country').type('Symbol').localized(true);
  type.createField('representatives').name('Authorised representatives').type('Array').items({ type: 'Symbol' });
  type.createField('email').name('E-mail').type('Symbol');
  type.createField('phone').name('Phone').type('Symbol');
  type.createField('registerCourt').name('Register court').type('Symbol').localized(true);
  type.createField('registerNumber').name('Register number').type('Symbol');
  type.createField('vatId').name('VAT identification number').type('Symbol');
  type.createField('supervisoryAuthority').name('Supervisory authority').type('Text').localized(true);
};
