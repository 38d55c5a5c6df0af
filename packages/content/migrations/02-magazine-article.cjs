// Magazine articles with rich-text bodies (rendered through the rich-text renderer, never raw HTML).
module.exports = function (migration) {
  const type = migration
    .createContentType('magazineArticle')
    .name('Magazine article')
    .description('An article of the magazine: teaser for the list, rich-text body for the article page.')
    .displayField('title');
  type.createField('slug').name('Slug').type('Symbol').required(true).validations([{ unique: true }, { regexp: { pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } }]);
  type.createField('title').name('Title').type('Symbol').localized(true).required(true);
  type.createField('teaser').name('Teaser').type('Text').localized(true).required(true).validations([{ size: { max: 400 } }]);
  type.createField('body').name('Body').type('RichText').localized(true).required(true)
    .validations([{ enabledNodeTypes: ['heading-2', 'heading-3', 'ordered-list', 'unordered-list', 'blockquote', 'hr', 'hyperlink'] }]);
  type.createField('category').name('Category').type('Symbol').localized(true).required(true);
  type.createField('author').name('Author').type('Symbol').required(true);
  type.createField('publishedAt').name('Published at').type('Date').required(true);
  type.createField('readingTimeMinutes').name('Reading time (minutes)').type('Integer').required(true).validations([{ range: { min: 1, max: 60 } }]);
  type.createField('embeds').name('Video and podcast embeds').type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['mediaEmbed'] }] })
    .validations([{ size: { max: 4 } }]);
  type.createField('heroImage').name('Hero image').type('Link').linkType('Asset').required(true);
};
