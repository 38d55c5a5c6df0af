// The consent dialog and the registration app link a partners page and an app privacy notice
// (the legal routes of @site/config), so the legal page kinds grow by those two.
module.exports = function (migration) {
  const type = migration.editContentType('legalPage');
  type
    .editField('kind')
    .validations([{ unique: true }, { in: ['imprint', 'privacy', 'terms', 'accessibility', 'partners', 'appPrivacy'] }]);
};
