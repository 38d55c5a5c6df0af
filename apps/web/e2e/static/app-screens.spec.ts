import { expect, test } from '@playwright/test';
import { href } from '@site/config/routes';
import { all, attr, builtPage } from '../builtPages';
import { locales } from '../helpers';

// The app's screens in the exported HTML, without a browser (what a person sees of them, in both
// locales: app-screens.spec.ts).

test('the two locales show different pictures: each is drawn with its own texts', async ({ request }) => {
  const sources: Record<string, string[]> = {};
  for (const locale of locales) {
    const { document } = builtPage(href('home', locale));
    sources[locale] = all(document, 'main img[src^="/app-screens/"]').map((img) => attr(img, 'src')!);
    expect(sources[locale]).toHaveLength(4);
  }
  const [de, en] = [sources['de-DE']!, sources['en-EU']!];
  for (const [i, src] of de.entries()) expect(src).not.toBe(en[i]);
  const [deBytes, enBytes] = await Promise.all([de[0]!, en[0]!].map(async (src) => (await request.get(src)).body()));
  expect(deBytes!.equals(enBytes!)).toBe(false);
});
