import { renderToStaticMarkup } from 'react-dom/server';
import { BLOCKS } from '@contentful/rich-text-types';
import { doc, h2, p, ul } from '../source/define';
import { Picture, RichText } from './react';
import type { ContentImage } from './types';

describe('RichText', () => {
  it('renders headings, paragraphs, lists and links as elements, never as injected HTML', () => {
    const html = renderToStaticMarkup(
      <RichText document={doc(h2('Schritt 1'), p('Mehr auf [Investieren](/de-DE/investing/) und [extern](https://example.org).'), ul(['eins', '<script>alert(1)</script>']))} />,
    );
    expect(html).toContain('<h2>Schritt 1</h2>');
    expect(html).toContain('<a href="/de-DE/investing/">Investieren</a>');
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">extern</a>');
    expect(html).toContain('<ul><li><p>eins</p></li>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('takes overrides per node type', () => {
    const html = renderToStaticMarkup(
      <RichText document={doc(h2('Titel'))} options={{ renderNode: { [BLOCKS.HEADING_2]: (_, children) => <h3 className="x">{children}</h3> } }} />,
    );
    expect(html).toBe('<h3 class="x">Titel</h3>');
  });
});

describe('Picture', () => {
  const image: ContentImage = {
    id: 'img', alt: 'Grüne Hügel', width: 1000, height: 563, webp: '/media/img-1.webp', jpeg: '/media/img-1.jpg', placeholder: 'data:image/webp;base64,AAAA',
  };

  it('offers webp and jpeg with the size set and the blurred placeholder behind', () => {
    const html = renderToStaticMarkup(<Picture image={image} />);
    expect(html).toMatch(/^<picture><source type="image\/webp" srcSet="\/media\/img-1.webp"\/><img src="\/media\/img-1.jpg" alt="Grüne Hügel" width="1000" height="563" loading="lazy" decoding="async"/);
    expect(html).toContain('background-image:url(&quot;data:image/svg+xml');
    expect(html).toContain(encodeURIComponent('feGaussianBlur').slice(0, 10));
  });

  it('names the width of every srcset candidate when it is shown at `sizes` (valid HTML)', () => {
    const html = renderToStaticMarkup(<Picture image={image} sizes="(min-width: 60rem) 50vw, 100vw" />);
    expect(html).toContain('<source type="image/webp" srcSet="/media/img-1.webp 1000w" sizes="(min-width: 60rem) 50vw, 100vw"/>');
    expect(html).toContain('<img src="/media/img-1.jpg" srcSet="/media/img-1.jpg 1000w"');
    expect(html).toMatch(/<img [^>]*sizes="\(min-width: 60rem\) 50vw, 100vw"/);
  });

  it('offers the larger renderings of an image that has them (app screens): by width with `sizes`, by density without', () => {
    const screen: ContentImage = {
      ...image,
      width: 240,
      height: 492,
      webp: '/s/a-240.webp',
      jpeg: '/s/a-240.jpg',
      variants: [{ width: 480, height: 984, webp: '/s/a-480.webp', jpeg: '/s/a-480.jpg' }],
    };
    const bySize = renderToStaticMarkup(<Picture image={screen} sizes="15rem" />);
    expect(bySize).toContain('<source type="image/webp" srcSet="/s/a-240.webp 240w, /s/a-480.webp 480w" sizes="15rem"/>');
    expect(bySize).toMatch(/<img src="\/s\/a-240.jpg" srcSet="\/s\/a-240.jpg 240w, \/s\/a-480.jpg 480w" alt="Grüne Hügel" width="240" height="492" sizes="15rem"/);
    const byDensity = renderToStaticMarkup(<Picture image={screen} />);
    expect(byDensity).toContain('srcSet="/s/a-240.webp 1x, /s/a-480.webp 2x"');
    expect(byDensity).toContain('srcSet="/s/a-240.jpg 1x, /s/a-480.jpg 2x"');
    expect(renderToStaticMarkup(<Picture image={screen} sizes="15rem" priority />)).toMatch(
      /<link rel="preload" [^>]*imageSrcSet="\/s\/a-240.webp 240w, \/s\/a-480.webp 480w" imageSizes="15rem"/,
    );
  });

  it('gives the screens where the page hides the picture an empty image, and preloads it only for the others', () => {
    const html = renderToStaticMarkup(<Picture image={image} priority shownWhen="(min-width: 59.375rem)" />);
    expect(html).toMatch(/<picture><source media="not all and \(min-width: 59.375rem\)" srcSet="data:image\/gif;base64,[^"]+"\/><source type="image\/webp" srcSet="\/media\/img-1.webp"\/>/);
    expect(html).toMatch(/<link rel="preload" href="\/media\/img-1.webp" as="image" [^>]*media="\(min-width: 59.375rem\)"/);
    expect(html).toContain('loading="eager"');
    expect(renderToStaticMarkup(<Picture image={image} />)).not.toContain('media=');
    // A picture with width descriptors: the empty source has one too, and sizes (valid HTML).
    const screen: ContentImage = { ...image, width: 240, height: 492, variants: [{ width: 480, height: 984, webp: '/s/a-480.webp', jpeg: '/s/a-480.jpg' }] };
    expect(renderToStaticMarkup(<Picture image={screen} sizes="16rem" shownWhen="(min-width: 59.375rem)" />)).toMatch(
      /<source media="not all and \(min-width: 59.375rem\)" srcSet="data:image\/gif;base64,[^" ]+ 1w" sizes="16rem"\/>/,
    );
  });

  it('loads eagerly with high priority above the fold, and takes an alt override', () => {
    const html = renderToStaticMarkup(<Picture image={image} priority alt="" />);
    expect(html).toContain('alt=""');
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });

  it('preloads the webp of a priority image with high fetch priority, and nothing for the others', () => {
    const preloadLink = /<link rel="preload" href="\/media\/img-1.webp" as="image" type="image\/webp" fetchPriority="high"\/>/;
    expect(renderToStaticMarkup(<Picture image={image} priority />)).toMatch(preloadLink);
    expect(renderToStaticMarkup(<Picture image={image} />)).not.toContain('rel="preload"');
  });

  it('gives a priority picture no placeholder: painted first at the same size, it would be the LCP in its place', () => {
    expect(renderToStaticMarkup(<Picture image={image} priority />)).not.toContain('background-image');
    expect(renderToStaticMarkup(<Picture image={image} priority style={{ borderRadius: '1rem' }} />)).toContain('border-radius:1rem');
  });
});
