// Video and podcast embeds for magazine articles (VIDEO and PODCAST consent, §3): rendered click-to-load, so the
// provider gets no request before the visitor asks for it. The URL must be a player origin that
// the site's CSP frame-src allows (packages/security embedHosts); the preview is a self-hosted
// asset shown until then.
module.exports = function (migration) {
  const type = migration
    .createContentType('mediaEmbed')
    .name('Media embed')
    .description('A video or podcast player shown click-to-load in an article.')
    .displayField('title');
  type.createField('kind').name('Kind').type('Symbol').required(true).validations([{ in: ['VIDEO', 'PODCAST'] }]);
  type.createField('title').name('Title').type('Symbol').localized(true).required(true);
  type.createField('url').name('Player URL').type('Symbol').required(true)
    .validations([{ regexp: { pattern: '^https://(www\\.youtube-nocookie\\.com|player\\.vimeo\\.com|open\\.spotify\\.com)/' } }]);
  type.createField('preview').name('Preview image').type('Link').linkType('Asset').required(true);
};
