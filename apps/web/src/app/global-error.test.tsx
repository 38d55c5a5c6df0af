/** @jest-environment node */
import { prerenderToNodeStream } from 'react-dom/static';
import { browserConstants, readWebConfig } from '@/config';

jest.mock('@site/consent', () => ({ ...jest.requireActual('@site/consent'), reportError: jest.fn() }));
jest.mock('next/navigation', () => ({ usePathname: () => '/de-DE/jobs/' }));
jest.mock('@/app/fonts', () => ({ bodyFont: { variable: 'font-body' } }));

Object.assign(globalThis, browserConstants(readWebConfig({ BRAND_NAME: 'Fernweh', CONTACT_EMAIL: 'help@fernweh.test' })));
const GlobalError = jest.requireActual<typeof import('./global-error')>('./global-error').default;

async function html(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe('global-error', () => {
  // use-intl notes on a server that no time zone is set; the fallback formats no dates, and in
  // the browser, where it runs, the browser's time zone applies.
  beforeEach(() => {
    const log = console.error.bind(console);
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if ((args[0] as { code?: string } | undefined)?.code !== 'ENVIRONMENT_FALLBACK') log(...args);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders its own document in the locale of the URL path, with the lazily loaded error page, title and theme', async () => {
    const { prelude } = await prerenderToNodeStream(<GlobalError error={new Error('boom')} />);
    const page = await html(prelude);
    expect(page).toMatch(/<html lang="de-DE" class="font-body">/);
    expect(page).toMatch(/<head>.*<title>Etwas ist schiefgelaufen<\/title>.*<\/head>/s);
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(page).toContain('--color-background');
    expect(page).toContain('<h1>Hoppla! Da ist etwas schiefgelaufen.</h1>');
    expect(page).toContain('href="mailto:help@fernweh.test"');
  });
});
