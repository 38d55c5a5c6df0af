import { expect, expectNoAxeViolations, test } from '@site/testing';
import { href, localizedPath } from '@site/config/routes';
import { detailPath } from '../../src/lib/detailRoutes';
import { text } from '../helpers';
import { content } from './content';

const locale = 'de-DE';

// A returning visitor: the suite's `test` stores essential consent first (the consent dialog,
// tested in consent*.spec.ts, would cover the page).

test('show more reveals the next teasers, moves focus to the first new one, then shows the end message; an article page renders its rich text and ends with the newsletter message', async ({ page }) => {
  const articles = [...(await content(locale)).articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  await page.goto(href('magazine', locale));
  const items = page.locator('.magazine-list__items > li');
  await expect(items).toHaveCount(Math.min(6, articles.length));
  const more = page.getByRole('button', { name: text(locale, 'MagazinePage', 'showMore') });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(articles.length);
  await expect(page.getByRole('link', { name: articles[6]!.title })).toBeFocused();
  await expect(more).toHaveCount(0);
  const end = page.getByRole('region', { name: text(locale, 'MagazinePage', 'endHeading') });
  await expect(end.getByRole('link', { name: text(locale, 'MagazinePage', 'newsletterLink') })).toHaveAttribute(
    'href',
    href('newsletter', locale),
  );
  await expectNoAxeViolations(page);

  const article = (await content(locale)).articles[0]!;
  await page.goto(localizedPath(locale, detailPath('article', article.slug)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  const firstParagraph = article.body.content.find((node) => node.nodeType === 'paragraph');
  const firstText = (firstParagraph as { content: { value?: string }[] } | undefined)?.content[0]?.value ?? '';
  await expect(page.getByRole('main')).toContainText(firstText.slice(0, 40));
  await expect(page.getByRole('link', { name: text(locale, 'MagazinePage', 'newsletterLink') })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every teaser is reachable and the end message shows, with no dead show-more button', async ({ page }) => {
    const articles = (await content(locale)).articles;
    expect(articles.length).toBeGreaterThan(6);
    await page.goto(href('magazine', locale));
    await expect(page.locator('.magazine-list__items > li')).toHaveCount(articles.length);
    for (const article of articles) {
      await expect(page.getByRole('link', { name: article.title })).toHaveAttribute(
        'href',
        localizedPath(locale, detailPath('article', article.slug)),
      );
    }
    await expect(page.getByRole('button', { name: text(locale, 'MagazinePage', 'showMore') })).toHaveCount(0);
    await expect(page.getByRole('link', { name: text(locale, 'MagazinePage', 'newsletterLink') })).toBeVisible();
  });
});
