// The registration app's footer marks (SPEC §1: a certified-company logo and an 'empowered by'
// partner logo) name who certified the company and who the partner is, so a visitor can check
// them. The logo files are configuration (CERTIFICATION_LOGO, PARTNER_BANK_LOGO); who and what
// they stand for is content. The organisation may say {partnerBank}.
module.exports = function (migration) {
  const type = migration.createContentType('trustMark').name('Trust mark').displayField('organisation');
  type.createField('key').name('Key').type('Symbol').required(true).validations([{ unique: true }, { in: ['certification', 'partner'] }]);
  type.createField('title').name('Caption (e.g. Certified B Corporation, empowered by)').type('Symbol').localized(true).required(true);
  type.createField('organisation').name('Organisation (the certifier or the partner)').type('Symbol').required(true);
  type.createField('url').name('Link (the certificate or the partner)').type('Symbol').validations([{ regexp: { pattern: '^https://' } }]);
};
