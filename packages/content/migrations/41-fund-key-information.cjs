// The fund's key information document (PRIIPs KID) is the fund company's document, not the
// site's: the fund links it as a PDF asset per language (the field is localized: each language
// links its own file), with the date and version printed in it, which the fund page and the
// factsheet show beside the link. The site draws no KID of its own. A production build refuses a
// fund without one in every language. The factsheet names where the fund company publishes the
// prospectus, and in which languages (ESMA's guidelines on marketing communications).
module.exports = function (migration) {
  const type = migration.editContentType('fund');
  type
    .createField('keyInformationDocument')
    .name("Key information document (the fund company's PDF; one per language, required for a release)")
    .type('Link')
    .linkType('Asset')
    .localized(true)
    .validations([{ linkMimetypeGroup: ['pdfdocument'] }]);
  type.createField('keyInformationDate').name('Key information document: its date (as printed in it)').type('Date');
  type
    .createField('keyInformationVersion')
    .name('Key information document: its version (as printed in it)')
    .type('Symbol')
    .validations([{ size: { max: 40 } }]);
  type
    .createField('prospectusUrl')
    .name("Prospectus: the fund company's page with it (https)")
    .type('Symbol')
    .required(true)
    .validations([{ regexp: { pattern: '^https://' } }]);
  type
    .createField('prospectusLanguages')
    .name('Prospectus: its languages (ISO 639-1 codes, e.g. de)')
    .type('Array')
    .required(true)
    .items({ type: 'Symbol', validations: [{ regexp: { pattern: '^[a-z]{2}$' } }] });
};
