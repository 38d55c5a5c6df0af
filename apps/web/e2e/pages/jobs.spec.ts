// The suite's test: fails on CSP violations and stores essential consent first.
import { expect, test } from '@site/testing';
import { expectNoAxeViolations } from '@site/testing';
import { linkedInShareUrl } from '../../src/lib/share';
import { href, localizedPath } from '@site/config/routes';
import { detailPath } from '../../src/lib/detailRoutes';
import { siteConfig, text } from '../helpers';
import { content } from './content';

const locale = 'en-EU';

test('the jobs page: the speculative application and the FAQ accordion; filters that combine, live in the URL and survive a reload; a shared link with no matching job shows the empty state and resets', async ({ page }) => {
  test.slow(); // two pages and a reload, two axe runs
  await page.goto(href('jobs', locale));

  await test.step('the jobs page has the speculative application and the FAQ accordion', async () => {
    await expect(page.getByRole('link', { name: text(locale, 'JobsPage', 'speculativeCta') })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${siteConfig.contactEmail}`),
    );
    const faq = page.getByRole('region', { name: text(locale, 'JobsPage', 'faqHeading') });
    const first = faq.getByRole('button').first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
  });

  await test.step('job filters combine, live in the URL and survive a reload', async () => {
    const { jobs, jobDepartments } = await content(locale);
    const department = jobDepartments[0]!;
    const inDepartment = jobs.filter((j) => j.department.key === department.key);
    const type = inDepartment[0]!.employmentType;
    const both = inDepartment.filter((j) => j.employmentType === type);

    const list = page.getByRole('main').locator('.job-board__list > li');
    await expect(list).toHaveCount(jobs.length);

    await page.getByLabel(text(locale, 'JobsPage', 'departmentLabel')).selectOption(department.key);
    await expect(page).toHaveURL(new RegExp(`\\?department=${department.key}$`));
    await expect(list).toHaveCount(inDepartment.length);

    await page.getByLabel(text(locale, 'JobsPage', 'typeLabel')).selectOption(type);
    await expect(page).toHaveURL(new RegExp(`\\?department=${department.key}&type=${type}$`));
    await expect(list).toHaveCount(both.length);

    await page.reload();
    await expect(list).toHaveCount(both.length);
    await expect(page.getByLabel(text(locale, 'JobsPage', 'departmentLabel'))).toHaveValue(department.key);
    await expect(page.getByLabel(text(locale, 'JobsPage', 'typeLabel'))).toHaveValue(type);
    for (const job of both) await expect(page.getByRole('link', { name: job.name, exact: true })).toBeVisible();
  });

  await test.step('a shared link with no matching job shows the empty state and resets', async () => {
    const { jobs, jobDepartments } = await content(locale);
    // A department and type with no job together.
    const pair = jobDepartments
      .flatMap((d) => (['permanent', 'intern', 'trainee', 'freelance', 'temporary', 'working_student'] as const).map((t) => [d.key, t] as const))
      .find(([d, t]) => !jobs.some((j) => j.department.key === d && j.employmentType === t))!;
    await page.goto(`${href('jobs', locale)}?department=${pair[0]}&type=${pair[1]}`);
    await expect(page.getByRole('heading', { name: text(locale, 'JobsPage', 'noMatch') })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text(locale, 'JobsPage', 'reset') }).click();
    await expect(page).toHaveURL(href('jobs', locale));
    await expect(page.getByRole('main').locator('.job-board__list > li')).toHaveCount(jobs.length);
    await expect(page.getByLabel(text(locale, 'JobsPage', 'departmentLabel'))).toBeFocused();
  });
});

test('job detail: shows facts and contact, shares on LinkedIn by URL and copies the link; falls back to a selected link field when the clipboard refuses', async ({ page, context }) => {
  const job = (await content(locale)).jobs[0]!;
  await test.step('shows facts and contact, shares on LinkedIn by URL and copies the link', async () => {
    const path = localizedPath(locale, detailPath('job', job.slug));
    const linkedIn: string[] = [];
    await page.route(/linkedin\.com/, (route) => {
      linkedIn.push(route.request().url());
      return route.fulfill({ status: 204, body: '' });
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.name);
    const main = page.getByRole('main');
    await expect(main).toContainText(text(locale, 'JobFacts', `schedules.${job.schedule}`));
    await expect(main).toContainText(text(locale, 'JobFacts', `employmentTypes.${job.employmentType}`));
    await expect(main).toContainText(job.contactPerson.role);
    await expect(page.getByRole('img', { name: text(locale, 'JobPage', 'photoAlt', { name: job.contactPerson.name }) })).toBeVisible();
    await expect(page.getByRole('link', { name: text(locale, 'JobPage', 'apply') })).toHaveAttribute('href', job.applyUrl);
    expect(linkedIn).toEqual([]);
    await expect(page.getByRole('link', { name: text(locale, 'JobPage', 'shareLinkedIn') })).toHaveAttribute(
      'href',
      linkedInShareUrl(`${siteConfig.siteUrl}${path}`),
    );

    await page.getByRole('button', { name: text(locale, 'JobPage', 'copyLink') }).click();
    await expect(page.getByRole('status').filter({ hasText: text(locale, 'JobPage', 'copied') })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${siteConfig.siteUrl}${path}`);
    await expectNoAxeViolations(page);
  });

  await test.step('falls back to a selected link field when the clipboard refuses', async () => {
    // As a visitor who granted nothing, whose browser refuses the write.
    await context.clearPermissions();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page.goto(localizedPath(locale, detailPath('job', job.slug)));
    await page.getByRole('button', { name: text(locale, 'JobPage', 'copyLink') }).click();
    await expect(page.getByText(text(locale, 'JobPage', 'copyFallback'))).toBeVisible();
    const field = page.getByRole('textbox', { name: text(locale, 'JobPage', 'copyFallbackLabel') });
    await expect(field).toHaveValue(`${siteConfig.siteUrl}${localizedPath(locale, detailPath('job', job.slug))}`);
    await expect(field).toBeFocused();
  });
});
