// FAQ entries, grouped by topic (the jobs page shows the "jobs" topic as its FAQ teaser).
module.exports = function (migration) {
  const type = migration.createContentType('faqEntry').name('FAQ entry').displayField('question');
  type.createField('topic').name('Topic').type('Symbol').required(true).validations([{ in: ['account', 'investing', 'jobs', 'crowdinvesting', 'general'] }]);
  type.createField('question').name('Question').type('Symbol').localized(true).required(true);
  type.createField('answer').name('Answer').type('RichText').localized(true).required(true);
  type.createField('order').name('Order').type('Integer').required(true);
};
