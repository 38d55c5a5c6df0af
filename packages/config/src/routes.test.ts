import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  consentLegalLinks,
  pageTypeOf,
  pageTypes,
  feeInformationPath,
  feeInformationUrl,
  href,
  legalPageKinds,
  legalPath,
  legalUrl,
  localizedPath,
  navRouteIds,
  mainNavRouteIds,
  toolNavRouteIds,
  pathWithoutLocale,
  routeList,
  routeUrl,
  routes,
} from './routes';

const messagesDir = join(__dirname, '../../i18n/messages');
const catalogueLocales = readdirSync(messagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Whether `namespace` ('HomePage', 'LegalPages.imprint') has a title and a description in every locale's catalogue. */
function hasNamespace(namespace: string): boolean {
  const [file = '', ...keys] = namespace.split('.');
  return catalogueLocales.every((locale) => {
    let node: unknown;
    try {
      node = JSON.parse(readFileSync(join(messagesDir, locale, `${file}.json`), 'utf8'));
    } catch {
      return false;
    }
    for (const key of keys) node = (node as Record<string, unknown> | undefined)?.[key];
    const texts = node as Record<string, unknown> | undefined;
    return typeof texts?.title === 'string' && typeof texts.description === 'string';
  });
}

/** What is wrong with a registry: an id or path used twice, a malformed path, a namespace the catalogues lack. */
function registryProblems(entries: readonly { id: string; path: string; namespace: string }[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const paths = new Map<string, string>();
  for (const { id, path, namespace } of entries) {
    if (ids.has(id)) problems.push(`id ${id} is used twice`);
    ids.add(id);
    const other = paths.get(path);
    if (other !== undefined) problems.push(`${id} and ${other} share the path ${path}`);
    paths.set(path, id);
    if (!/^\/([a-z0-9-]+\/)*$/.test(path)) problems.push(`${id}: path ${path} must start and end with /`);
    if (!hasNamespace(namespace)) problems.push(`${id}: namespace ${namespace} has no title and description in a catalogue`);
  }
  return problems;
}

describe('route registry', () => {
  it('gives every page its own id and path, and a namespace with title and description in every catalogue', () => {
    expect(catalogueLocales).toEqual(expect.arrayContaining(['de-DE', 'en-EU']));
    expect(registryProblems(routeList)).toEqual([]);
  });

  it('reports a shared path, a shared id, a malformed path and a missing namespace', () => {
    const problems = registryProblems([
      { id: 'jobs', path: '/jobs/', namespace: 'JobsPage' },
      { id: 'careers', path: '/jobs/', namespace: 'JobsPage' },
      { id: 'jobs', path: '/work/', namespace: 'JobsPage' },
      { id: 'press', path: '/press', namespace: 'PressPage' },
      { id: 'faq', path: '/faq/', namespace: 'LegalPages.faq' },
    ]);
    expect(problems).toEqual([
      'careers and jobs share the path /jobs/',
      'id jobs is used twice',
      'press: path /press must start and end with /',
      'press: namespace PressPage has no title and description in a catalogue',
      'faq: namespace LegalPages.faq has no title and description in a catalogue',
    ]);
  });

  it('builds locale paths and absolute URLs', () => {
    expect(href('budgetCheck', 'de-DE')).toBe('/de-DE/50-30-20/');
    expect(href('home', 'en-EU')).toBe('/en-EU/');
    expect(routeUrl({ siteUrl: 'https://www.example.com' }, 'en-EU', 'appLink')).toBe('https://www.example.com/en-EU/app/');
    expect(legalPath('de-DE', 'imprint')).toBe('/de-DE/legal/imprint/');
    expect(feeInformationPath('impact')).toBe('/accounts/prices/impact/');
    expect(feeInformationUrl({ siteUrl: 'https://www.example.com' }, 'de-DE', 'impact-plus')).toBe('https://www.example.com/de-DE/accounts/prices/impact-plus/');
    expect(legalUrl({ siteUrl: 'https://www.example.com' }, 'en-EU', 'appPrivacy')).toBe(
      'https://www.example.com/en-EU/legal/app-privacy/',
    );
  });

  it('lists the legal pages and the header navigation from the registry', () => {
    expect(legalPageKinds).toEqual(['imprint', 'privacy', 'terms', 'accessibility', 'partners', 'appPrivacy', 'depositorInformation']);
    for (const kind of legalPageKinds) expect(routes[kind].path.startsWith('/legal/')).toBe(true);
    expect(navRouteIds).toEqual(['investing', 'impact', 'jobs', 'magazine', 'accounts', 'budgetCalculator', 'budgetCheck', 'bankComparison']);
    expect(mainNavRouteIds).toEqual(['investing', 'impact', 'jobs', 'magazine', 'accounts']);
    expect(toolNavRouteIds).toEqual(['budgetCalculator', 'budgetCheck', 'bankComparison']);
  });
});

describe('consentLegalLinks', () => {
  it('links the partners, privacy and imprint pages, absolute when given the site origin', () => {
    expect(consentLegalLinks('de-DE')).toEqual({
      partners: '/de-DE/legal/partners/',
      privacy: '/de-DE/legal/privacy/',
      imprint: '/de-DE/legal/imprint/',
    });
    expect(consentLegalLinks('en-EU', { siteUrl: 'https://www.example.com' }).privacy).toBe('https://www.example.com/en-EU/legal/privacy/');
  });
});

describe('localized paths', () => {
  it('puts the locale in front of a path', () => {
    expect(localizedPath('de-DE', '/jobs/')).toBe('/de-DE/jobs/');
  });

  it.each([
    ['/de-DE/jobs/', '/jobs/'],
    ['/de-DE/jobs', '/jobs'],
    ['/de-DE/', '/'],
    ['/de-DE', '/'],
    ['/de-DEX/', '/de-DEX/'],
    ['/en-EU/jobs/', '/en-EU/jobs/'],
  ])('takes the locale off %s -> %s', (path, expected) => {
    expect(pathWithoutLocale(path, 'de-DE')).toBe(expected);
  });
});

describe('page types', () => {
  it('names a registry page by its id, a detail page by its list page, anything else notFound', () => {
    expect(pageTypeOf('/')).toBe('home');
    expect(pageTypeOf('/jobs/')).toBe('jobs');
    expect(pageTypeOf('/jobs/frontend-engineer/')).toBe('jobsDetail');
    expect(pageTypeOf('/investing/companies/acme/')).toBe('companiesDetail');
    expect(pageTypeOf('/accounts/prices/impact-plus/')).toBe('priceListDetail');
    expect(pageTypeOf('/404/')).toBe('notFound');
  });

  it('lists each page type once, the registration pages included', () => {
    expect(new Set(pageTypes).size).toBe(pageTypes.length);
    expect(pageTypes).toEqual(expect.arrayContaining(['home', 'magazineDetail', 'notFound', 'registration', 'registrationError']));
  });
});
