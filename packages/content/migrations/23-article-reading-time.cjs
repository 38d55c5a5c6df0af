// An article's reading time is computed from its words when the site is built; the typed-in
// minutes went stale (about 200 words said '5 min read').
module.exports = function (migration) {
  migration.editContentType('magazineArticle').deleteField('readingTimeMinutes');
};
