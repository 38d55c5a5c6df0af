import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { reportError } from '@site/consent';
import { crashFallbackTexts } from '@/lib/crashFallback';

jest.mock('@site/consent', () => ({ reportError: jest.fn() }));
jest.mock('next/navigation', () => ({ usePathname: () => '/de-DE/jobs/' }));
jest.mock('@/app/fonts', () => ({ bodyFont: { variable: 'font-body' } }));

// next.config.ts inlines these at build time; here the module reads them when it is loaded.
process.env.CRASH_FALLBACK = JSON.stringify(crashFallbackTexts({ BRAND_NAME: 'Fernweh', CONTACT_EMAIL: 'help@fernweh.test' }));
const { CrashFallback, localeOfPath } = jest.requireActual<typeof import('./CrashFallback')>('./CrashFallback');
const GlobalError = jest.requireActual<typeof import('@/app/global-error')>('@/app/global-error').default;

describe('crash fallback', () => {
  beforeEach(() => jest.mocked(reportError).mockClear());

  it.each([
    ['de-DE', 'Hoppla! Da ist etwas schiefgelaufen.', 'Chatte mit uns', 'Schreib uns eine E-Mail'],
    ['en-EU', 'Whoops! Something went wrong.', 'Chat with us', 'Write us an e-mail'],
  ] as const)('shows the generic error page in %s with chat and e-mail buttons and reports the error once', (locale, headline, chat, email) => {
    const error = new Error('boom');
    render(<CrashFallback locale={locale} error={error} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(headline);
    expect(screen.getByRole('link', { name: chat }).getAttribute('href')).toBe('mailto:help@fernweh.test');
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

  it('global-error renders its own document in the locale of the URL path', () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error('boom')} />);
    expect(html).toMatch(/^<html lang="de-DE"/);
    expect(html).toContain('<title>Etwas ist schiefgelaufen</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<h1>Hoppla! Da ist etwas schiefgelaufen.</h1>');
    expect(html).toContain('href="mailto:help@fernweh.test"');
  });
});

describe('crashFallbackTexts', () => {
  it('holds the configured contact e-mail and the texts of both locales, nothing more', () => {
    const texts = crashFallbackTexts({ CONTACT_EMAIL: 'a@b.test' });
    expect(texts.contactEmail).toBe('a@b.test');
    expect(Object.keys(texts.messages)).toEqual(['de-DE', 'en-EU']);
    expect(texts.messages['en-EU']).toEqual({
      GenericError: { title: 'Something went wrong', text: 'Please try again later. If it keeps happening, our support is happy to help.' },
      Errors: { generic: 'Whoops! Something went wrong.' },
      SystemPage: { chat: 'Chat with us', email: 'Write us an e-mail' },
    });
  });
});
