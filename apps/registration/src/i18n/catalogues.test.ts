/**
 * The real loader (Jest maps './catalogues' to the uncompiled test catalogues everywhere else,
 * so this file requires it with its extension). The virtual chunk modules are stand-ins that can
 * fail the way a dropped connection makes a dynamic import fail.
 */
const failures: Record<string, number> = { 'de-DE': 0, 'en-EU': 0 };
const imports: Record<string, number> = { 'de-DE': 0, 'en-EU': 0 };
const standIn = (locale: string) => {
  imports[locale]! += 1;
  if (failures[locale]! > 0) {
    failures[locale]! -= 1;
    throw new Error(`Failed to fetch catalogue-${locale}.js`);
  }
  return { __esModule: true, default: { messages: { Probe: { locale } }, consent: {} } };
};
jest.mock('virtual:registration-catalogue/de-DE', () => standIn('de-DE'), { virtual: true });
jest.mock('virtual:registration-catalogue/en-EU', () => standIn('en-EU'), { virtual: true });

type Loader = typeof import('./catalogues');
const { catalogueFor, loadCatalogue } = jest.requireActual<Loader>('./catalogues.ts');

describe('catalogues', () => {
  it('loads a locale once and then hands it out synchronously', async () => {
    const first = loadCatalogue('de-DE');
    expect(loadCatalogue('de-DE')).toBe(first);
    const catalogue = await first;
    expect(catalogue.messages).toEqual({ Probe: { locale: 'de-DE' } });
    expect(catalogueFor('de-DE')).toBe(catalogue);
  });

  it('forgets a failed load, so the next call (the next click on the switcher) tries again', async () => {
    failures['en-EU'] = 1;
    await expect(loadCatalogue('en-EU')).rejects.toThrow('Failed to fetch');
    await expect(loadCatalogue('en-EU')).resolves.toMatchObject({ messages: { Probe: { locale: 'en-EU' } } });
  });
});

describe('catalogueFor while the page renders', () => {
  beforeEach(() => jest.resetModules());

  it('keeps trying and resolves once the browser is back online', async () => {
    failures['de-DE'] = 2;
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { catalogueFor: fresh } = jest.requireActual<Loader>('./catalogues.ts');
    const pending = fresh('de-DE');
    expect(pending).toBeInstanceOf(Promise);
    let settled = false;
    void (pending as Promise<unknown>).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false); // the second attempt failed as well: waits for the next 'online'
    window.dispatchEvent(new Event('online'));
    await expect(pending).resolves.toMatchObject({ messages: { Probe: { locale: 'de-DE' } } });
    expect(fresh('de-DE')).not.toBeInstanceOf(Promise);
    online.mockRestore();
  });
});

describe("the page's own catalogue, in its HTML", () => {
  const pageTexts = { messages: { Probe: { from: 'page' } }, consent: { title: 'Cookies' } };
  beforeEach(() => {
    jest.resetModules();
    imports['de-DE'] = 0;
    imports['en-EU'] = 0;
    // As vite/localePages.ts writes it: `<` escaped inside the JSON.
    document.body.innerHTML =
      '<div id="root"></div><script type="application/json" id="registration-catalogue" data-locale="de-DE">' +
      JSON.stringify({ ...pageTexts, messages: { Probe: { from: 'page', tag: '<b>' } } }).replace(/</g, '\\u003c') +
      '</script>';
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is read synchronously at start, without loading its chunk', async () => {
    const { catalogueFor: fresh, loadCatalogue: load } = jest.requireActual<Loader>('./catalogues.ts');
    const catalogue = fresh('de-DE');
    expect(catalogue).toEqual({ ...pageTexts, messages: { Probe: { from: 'page', tag: '<b>' } } });
    await expect(load('de-DE')).resolves.toBe(catalogue);
    expect(imports['de-DE']).toBe(0);
  });

  it("is not taken for the other locale's texts, which come as a chunk when switching", async () => {
    const { catalogueFor: fresh, loadCatalogue: load } = jest.requireActual<Loader>('./catalogues.ts');
    await expect(load('en-EU')).resolves.toMatchObject({ messages: { Probe: { locale: 'en-EU' } } });
    expect(imports['en-EU']).toBe(1);
    expect(fresh('en-EU')).toMatchObject({ messages: { Probe: { locale: 'en-EU' } } });
  });

  it('a page without the block (or in another locale) loads the chunk', async () => {
    document.body.innerHTML = '<script type="application/json" id="registration-catalogue" data-locale="en-EU">{}</script>';
    const { catalogueFor: fresh } = jest.requireActual<Loader>('./catalogues.ts');
    const pending = fresh('de-DE');
    expect(pending).toBeInstanceOf(Promise);
    await expect(pending).resolves.toMatchObject({ messages: { Probe: { locale: 'de-DE' } } });
    expect(imports['de-DE']).toBe(1);
  });
});
