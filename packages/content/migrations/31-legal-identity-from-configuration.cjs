// Who offers the account (the company's name, address, register, representatives, e-mail, phone
// and VAT id) is configuration now (README: Configuration, @site/config's legalIdentity), so the
// imprint keeps only its wording: the supervisory text and the body. The depositor information
// sheet ('Informationsbogen für den Einleger') is a legal page of its own.
module.exports = function (migration) {
  const type = migration.editContentType('legalPage');
  for (const field of ['companyName', 'street', 'postalCode', 'city', 'country', 'representatives', 'email', 'phone', 'registerCourt', 'registerNumber', 'vatId']) {
    type.deleteField(field);
  }
  type
    .editField('kind')
    .validations([{ unique: true }, { in: ['imprint', 'privacy', 'terms', 'accessibility', 'partners', 'appPrivacy', 'depositorInformation'] }]);
};
