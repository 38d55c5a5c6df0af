import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, expectNoAxeViolations, test } from '@site/testing';
import { href } from '@site/config/routes';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { locales, siteConfig, text } from './helpers';
import { content } from './pages/content';
import { formatDate } from '../src/lib/format';

/*
 * The fund's documents (issue 47): the key information document is the fund company's, a PDF of
 * the content that the page links in its language with its date and version; the site draws no
 * KID of its own. The factsheet, the site's marketing communication, says it is one and refers to
 * the prospectus and the KID as ESMA's guidelines ask. The links and files are checked over the
 * built output in Node; one page visit per locale checks what a visitor sees.
 */

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../out');
const bundledAssets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/content/data/assets');
const squeeze = (value: string) => value.replace(/\s+/g, '');

/** The fund page's document links as the built HTML has them: kind, href and attributes. */
function documentLinks(locale: string) {
  const html = readFileSync(path.join(out, locale, 'investing', 'index.html'), 'utf8');
  return [...html.matchAll(/<a ([^>]*data-fund-document="(\w+)"[^>]*)>/g)].map(([, attributes, kind]) => ({
    kind,
    href: /href="([^"]+)"/.exec(attributes!)?.[1],
    type: /type="([^"]+)"/.exec(attributes!)?.[1],
    hreflang: /hrefLang="([^"]+)"|hreflang="([^"]+)"/i.exec(attributes!)?.slice(1).find(Boolean),
  }));
}

for (const locale of locales) {
  test(`the fund page links the fund company's key information document of its language, which answers as a PDF (${locale})`, async ({ request }) => {
    const { fund } = await content(locale);
    const kid = fund.keyInformation!;
    const links = documentLinks(locale);
    expect(links.map((link) => link.kind)).toEqual(['keyInformation', 'factsheet']);
    expect(links[0]).toEqual({ kind: 'keyInformation', href: kid.document.url, type: 'application/pdf', hreflang: locale });
    const response = await request.get(kid.document.url);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = await response.body();
    // The file the content holds, byte for byte: the sample of the bundled content, not a drawing of the site.
    const sample = path.join(bundledAssets, 'assets.ctfassets.net', 'bundled0space', kid.document.id);
    const [token] = readdirSync(sample);
    expect(body.equals(readFileSync(path.join(sample, token!, kid.document.fileName)))).toBe(true);
    const pdf = await getDocumentProxy(new Uint8Array(body));
    expect((await getMeta(pdf)).info).toMatchObject({ Language: locale, Author: fund.fundCompany });
    // The site's own drawing of a KID is gone.
    const generated = locale === 'de-DE' ? 'basisinformationsblatt.pdf' : 'key-information-document.pdf';
    expect(existsSync(path.join(out, locale, 'investing', generated))).toBe(false);
  });

  test(`the factsheet is a marketing communication on every page that refers to the prospectus and the KID, where and in which languages (${locale})`, async ({ request }) => {
    const { fund } = await content(locale);
    const factsheet = documentLinks(locale).find((link) => link.kind === 'factsheet')!;
    const response = await request.get(factsheet.href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(await response.body()));
    const { text: pages } = await extractText(pdf, { mergePages: false });
    for (const page of pages) expect(squeeze(page)).toContain(squeeze(text(locale, 'FundDocuments', 'factsheet.marketing')));
    const all = squeeze(pages.join(''));
    expect(all).toContain(squeeze(text(locale, 'InvestingPage', 'documentsText')));
    expect(all).toContain(squeeze(`${siteConfig.siteUrl}${fund.keyInformation!.document.url}`));
    expect(all).toContain(squeeze(fund.prospectus.url));
  });

  test(`a visitor sees the documents with the KID's date and version, ESMA's sentence, and no headline of a return (${locale})`, async ({ page }) => {
    const { fund } = await content(locale);
    await page.goto(href('investing', locale));
    const documents = page.getByRole('list', { name: text(locale, 'InvestingPage', 'documentsHeading') });
    const kid = documents.getByRole('link', { name: text(locale, 'InvestingPage', 'documents.link', { name: text(locale, 'InvestingPage', 'documents.keyInformation') }), exact: true });
    await expect(kid).toBeVisible();
    const date = formatDate(fund.keyInformation!.date, locale);
    await expect(documents.getByRole('listitem').first()).toContainText(text(locale, 'InvestingPage', 'documents.keyInformationEdition', { date, version: fund.keyInformation!.version }));
    await expect(documents.getByRole('link', { name: new RegExp(fund.fundCompany) })).toHaveAttribute('href', fund.prospectus.url);
    await expect(page.getByRole('main').getByText(text(locale, 'InvestingPage', 'documentsText'))).toBeVisible();
    await expect(page.getByRole('heading', { name: /rendite|return/i })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
