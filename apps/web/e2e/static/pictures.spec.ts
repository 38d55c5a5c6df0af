import { expect, test } from '@playwright/test';
import { localizedPath } from '@site/config/routes';
import { locales } from '@site/i18n';
import { all, attr, builtPage, type Element } from '../builtPages';
import { content } from '../pages/content';
import { candidateUrl, pagesOf } from '../pages/contentPictures';

// Every content image of home and the content pages goes through the image pipeline: a
// <picture> with webp + jpeg, its intrinsic size, alt and a blurred placeholder; the page's LCP
// picture eager with high priority and preloaded, every other one lazy; every file served. Read
// from the exported HTML with parse5 (the markup a browser parses), the files fetched from the
// server. Themes, axe and the placeholder on screen: pages/pictures.spec.ts.

/** The content pictures of the page's main (not the app screens under /app-screens/). */
function picturesOf(document: Element | Parameters<typeof all>[0]) {
  return all(document, 'main picture')
    .filter((picture) => !all(picture, 'img[src^="/app-screens/"]').length)
    .map((picture) => {
      const img = all(picture, 'img')[0];
      const style = img ? (attr(img, 'style') ?? '') : '';
      return {
        sources: all(picture, 'source').map((s) => ({ type: attr(s, 'type') ?? null, srcset: attr(s, 'srcset') ?? null })),
        src: img ? (attr(img, 'src') ?? null) : null,
        alt: img ? (attr(img, 'alt') ?? null) : null,
        width: img ? (attr(img, 'width') ?? null) : null,
        height: img ? (attr(img, 'height') ?? null) : null,
        loading: img ? (attr(img, 'loading') ?? null) : null,
        fetchpriority: img ? (attr(img, 'fetchpriority') ?? null) : null,
        // The inline style's background-image (the placeholder), as img.style.backgroundImage has it.
        placeholder: /background-image:\s*([^;]+)/.exec(style)?.[1] ?? '',
      };
    });
}

for (const locale of locales) {
  test(`every picture of home and the content pages is a webp + jpeg <picture> with its size, alt and loading (${locale})`, async ({ request }) => {
    const c = await content(locale);
    const fetched = new Set<string>();
    for (const spec of pagesOf(c, locale)) {
      const { document } = builtPage(localizedPath(locale, spec.path));
      const pictures = picturesOf(document);
      expect(pictures.length, spec.path).toBeGreaterThan(0);
      for (const picture of pictures) {
        // One candidate: the file, with its width when the picture is shown at `sizes`.
        expect(picture.sources, spec.path).toEqual([{ type: 'image/webp', srcset: expect.stringMatching(/^\/media\/.+\.webp( \d+w)?$/) }]);
        expect(picture.src, spec.path).toMatch(/^\/media\/.+\.jpg$/);
        expect(Number(picture.width), spec.path).toBeGreaterThan(0);
        expect(Number(picture.height), spec.path).toBeGreaterThan(0);
        expect(picture.alt, `${spec.path} ${picture.src}`).not.toBeNull();
        const isLcp = picture.src === spec.lcp?.jpeg;
        // A lazy picture has its blurred placeholder; the LCP picture none (its paint would be the
        // page's LCP element, and the picture's own paint of the same size no new candidate).
        if (isLcp) expect(picture.placeholder, `${spec.path} ${picture.src}`).not.toContain('data:image/svg+xml');
        else expect(picture.placeholder, `${spec.path} ${picture.src}`).toContain('data:image/svg+xml');
        expect(picture.loading, `${spec.path} ${picture.src}`).toBe(isLcp ? 'eager' : 'lazy');
        expect(picture.fetchpriority, `${spec.path} ${picture.src}`).toBe(isLcp ? 'high' : null);
        for (const file of [candidateUrl(picture.sources[0]!.srcset!), picture.src!]) {
          if (fetched.has(file)) continue;
          fetched.add(file);
          const response = await request.get(file);
          expect(response.status(), file).toBe(200);
          expect(response.headers()['content-type'], file).toBe(file.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
        }
      }
      for (const { image, alt } of [...spec.shows, ...(spec.lcp && !spec.shows.some((shown) => shown.image === spec.lcp) ? [{ image: spec.lcp, alt: spec.lcp.alt }] : [])]) {
        const shown = pictures.find((p) => p.src === image.jpeg);
        expect(shown, `${spec.path} shows ${image.id}`).toBeDefined();
        expect(shown).toMatchObject({ alt, width: String(image.width), height: String(image.height) });
        expect(candidateUrl(shown!.sources[0]!.srcset!)).toBe(image.webp);
      }
      const preloads = all(document, 'head link[rel="preload"][as="image"]');
      if (spec.lcp) {
        expect(preloads, spec.path).toHaveLength(1);
        expect(attr(preloads[0]!, 'href')).toBe(spec.lcp.webp);
        expect(attr(preloads[0]!, 'fetchpriority')).toBe('high');
        expect(attr(preloads[0]!, 'type')).toBe('image/webp');
      } else {
        expect(preloads, spec.path).toHaveLength(0);
      }
    }
  });
}
