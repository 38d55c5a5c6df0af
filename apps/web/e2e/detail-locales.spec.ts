import { getContent } from '@site/content';
import { expect, test } from '@site/testing';
import { detailRoutes, type DetailKind } from '../src/lib/detailRoutes';
import { localizedPath } from '@site/config/routes';
import { text } from './helpers';

// Jobs, companies and articles translate their slug, so "the same path in the other locale"
// is a 404 for them: the switch must open the item's path in that locale. (The canonical, the
// alternates and the switch's href in the static HTML of every detail page:
// static/page-tags.spec.ts.) The suite's `test` stores essential consent first: the consent
// dialog would cover the page.

const names: Record<DetailKind, (c: Awaited<ReturnType<typeof getContent>>, id: string) => string> = {
  job: (c, id) => c.jobs.find((j) => j.id === id)!.name,
  company: (c, id) => c.companies.find((j) => j.id === id)!.name,
  article: (c, id) => c.articles.find((j) => j.id === id)!.title,
};

test('the language switch on a job, a company and an article page opens the same item in the other locale', async ({ page }) => {
  test.slow(); // six page loads
  for (const kind of ['job', 'company', 'article'] as const) {
    await test.step(kind, async () => {
      // Prefer an item whose slug is translated; the bundled content shares slugs today.
      const candidates = (await detailRoutes()).filter((r) => r.kind === kind);
      const route = candidates.find((r) => r.paths['de-DE'] !== r.paths['en-EU']) ?? candidates[0]!;
      expect(route).toBeDefined();
      await page.goto(localizedPath('en-EU', route.paths['en-EU']));
      await page.getByRole('banner').getByRole('link', { name: text('en-EU', 'LocaleSwitcher', 'switchToLabel') }).click();
      await expect(page).toHaveURL(localizedPath('de-DE', route.paths['de-DE']));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[kind](await getContent('de-DE'), route.id));
      await page.getByRole('banner').getByRole('link', { name: text('de-DE', 'LocaleSwitcher', 'switchToLabel') }).click();
      await expect(page).toHaveURL(localizedPath('en-EU', route.paths['en-EU']));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[kind](await getContent('en-EU'), route.id));
    });
  }
});
