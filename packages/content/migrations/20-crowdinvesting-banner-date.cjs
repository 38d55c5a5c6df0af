// A round's year was typed in by hand and went stale (the ongoing round kept saying 2026). The
// banner now has the round's date, and the site shows that date's year.
module.exports = function (migration) {
  const type = migration.editContentType('crowdinvestingBanner');
  type.createField('date').name('Round date').type('Date').required(true);
  type.deleteField('year');
};
