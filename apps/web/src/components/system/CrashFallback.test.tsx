import { render, screen } from '@testing-library/react';
import { reportError } from '@site/consent';
import { browserConstants, readWebConfig } from '@/config';
import { crashFallbackTexts } from '@/lib/crashFallback';

jest.mock('@site/consent', () => ({ ...jest.requireActual('@site/consent'), reportError: jest.fn() }));
// Notes which locale's texts a page loaded (the factory runs when the module is first imported).
const mockLoadedTexts: string[] = [];
jest.mock('./crashTexts/de-DE', () => (mockLoadedTexts.push('de-DE'), jest.requireActual('./crashTexts/de-DE')));
jest.mock('./crashTexts/en-EU', () => (mockLoadedTexts.push('en-EU'), jest.requireActual('./crashTexts/en-EU')));

// next.config.ts compiles these in at build time; here the modules read them when they are loaded.
Object.assign(
  globalThis,
  browserConstants(readWebConfig({ BRAND_NAME: 'Fernweh', CONTACT_EMAIL: 'help@fernweh.test', SUPPORT_SITE_URL: 'https://help.fernweh.test' })),
);
const { CrashFallbackLoader, localeOfPath } = jest.requireActual<typeof import('./CrashFallbackLoader')>('./CrashFallbackLoader');

describe('crash fallback', () => {
  beforeEach(() => jest.mocked(reportError).mockClear());

  it('loads the texts of the page locale only, after the crash', async () => {
    expect(mockLoadedTexts).toEqual([]);
    const { unmount } = render(<CrashFallbackLoader locale="de-DE" error={new Error('boom')} />);
    await screen.findByRole('heading', { level: 1 });
    expect(mockLoadedTexts).toEqual(['de-DE']);
    unmount();
    render(<CrashFallbackLoader locale="en-EU" error={new Error('boom')} />);
    await screen.findByRole('heading', { level: 1 });
    expect(mockLoadedTexts).toEqual(['de-DE', 'en-EU']);
  });

  it.each([
    ['de-DE', 'Hoppla! Da ist etwas schiefgelaufen.', 'Chatte mit uns', 'Schreib uns eine E-Mail'],
    ['en-EU', 'Whoops! Something went wrong.', 'Chat with us', 'Write us an e-mail'],
  ] as const)('shows the generic error page in %s with chat and e-mail buttons and reports the error once', async (locale, headline, chat, email) => {
    const error = new Error('boom');
    render(<CrashFallbackLoader locale={locale} error={error} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(headline);
    expect(screen.getByRole('link', { name: chat }).getAttribute('href')).toBe(`https://help.fernweh.test/${locale.slice(0, 2)}/support/home`);
    expect(screen.getByRole('link', { name: email }).getAttribute('href')).toBe('mailto:help@fernweh.test');
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it('takes the locale from the first path segment, en-EU elsewhere', () => {
    expect(localeOfPath('/de-DE/magazine/x/')).toBe('de-DE');
    expect(localeOfPath('/en-EU/')).toBe('en-EU');
    expect(localeOfPath('/')).toBe('en-EU');
    expect(localeOfPath('/fr-FR/')).toBe('en-EU');
    expect(localeOfPath(null)).toBe('en-EU');
  });
});

describe('crashFallbackTexts', () => {
  it('holds where the support buttons lead and the texts of each locale, nothing more', () => {
    const { site, consent } = readWebConfig({ CONTACT_EMAIL: 'a@b.test', SUPPORT_SITE_URL: 'https://help.b.test', CONSENT_FRESHCHAT_ID: 'chat-token' });
    const texts = crashFallbackTexts(site, consent);
    expect(Object.keys(texts)).toEqual(['de-DE', 'en-EU']);
    expect(texts['de-DE'].support).toEqual({ email: 'a@b.test', site: 'https://help.b.test/de/support/home', chat: true });
    expect(texts['en-EU']).toEqual({
      support: { email: 'a@b.test', site: 'https://help.b.test/en/support/home', chat: true },
      messages: {
        GenericError: { title: 'Something went wrong', text: 'Please try again later. If it keeps happening, our support is happy to help.' },
        Errors: { generic: 'Whoops! Something went wrong.' },
        SystemPage: { chat: 'Chat with us', email: 'Write us an e-mail' },
      },
    });
  });

  it('compiles in one constant per locale and the headlines alone for the offline case', () => {
    const constants = browserConstants(readWebConfig({ CONTACT_EMAIL: 'a@b.test' }));
    expect(Object.keys(constants).filter((name) => name.startsWith('__CRASH_FALLBACK')).sort()).toEqual([
      '__CRASH_FALLBACK_DE_DE__',
      '__CRASH_FALLBACK_EN_EU__',
      '__CRASH_FALLBACK_HEADLINES__',
    ]);
    const { site, consent } = readWebConfig({ CONTACT_EMAIL: 'a@b.test' });
    expect(JSON.parse(constants.__CRASH_FALLBACK_DE_DE__)).toEqual(crashFallbackTexts(site, consent)['de-DE']);
    expect(JSON.parse(constants.__CRASH_FALLBACK_HEADLINES__)).toEqual({
      'de-DE': 'Hoppla! Da ist etwas schiefgelaufen.',
      'en-EU': 'Whoops! Something went wrong.',
    });
  });
});
