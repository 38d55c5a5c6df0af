import { expect, test } from '@playwright/test';
import { localizedPath } from '@site/config/routes';
import { pageSectionImage } from '@site/content';
import { detailPath } from '../../src/lib/detailRoutes';
import { locales } from '../helpers';
import { content } from '../pages/content';

// Files the content makes, as the server answers them: no browser (no `page` in these tests).

test('every company has a static page in both locales', async ({ request }) => {
  for (const locale of locales) {
    for (const company of (await content(locale)).companies) {
      expect((await request.get(localizedPath(locale, detailPath('company', company.slug)))).status()).toBe(200);
    }
  }
});

test('German job detail pages exist for every German job', async ({ request }) => {
  for (const job of (await content('de-DE')).jobs) {
    expect((await request.get(localizedPath('de-DE', detailPath('job', job.slug)))).status()).toBe(200);
  }
});

test('the home LCP image is at most 60 KB as webp', async ({ request }) => {
  const hero = pageSectionImage(await content('en-EU'), 'home.hero')!;
  const response = await request.get(hero.webp);
  expect(response.status()).toBe(200);
  expect((await response.body()).length).toBeLessThanOrEqual(60 * 1024);
});
