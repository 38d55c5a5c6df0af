import { findPlaceholderAddresses, withoutLibraryUses } from './placeholderAddresses';

const addresses = (text: string) => findPlaceholderAddresses(text).map((a) => a.address);

describe('findPlaceholderAddresses', () => {
  it('finds local and reserved hosts in URLs, escaped URLs and e-mail addresses', () => {
    expect(
      addresses(
        [
          '<link rel="canonical" href="http://localhost:3000/en-EU/">',
          'connect-src https://bugsnag-notify.vendor.test',
          '<a href="mailto:hello@evergreen.example">',
          '"https:\\u002F\\u002Fsupport.evergreen.example\\u002Fde"',
          'share?url=https%3A%2F%2F127.0.0.1%3A3001%2F',
          'fetch("http://[::1]:4000/api")',
          'Open localhost:3001 to register',
          'Visit support.evergreen.example today',
        ].join('\n'),
      ),
    ).toEqual(['localhost', 'bugsnag-notify.vendor.test', 'evergreen.example', 'support.evergreen.example', '127.0.0.1', '[::1]']);
  });

  it('ignores public hosts and library code that merely names localhost or calls .test()', () => {
    expect(
      addresses(
        [
          '<a href="https://www.evergreen-bank.eu/de-DE/">',
          'mailto:hello@evergreen-bank.eu',
          'if("localhost"===s.host)s.host=""',
          '/^localhost(:\\d+)?$/.test(window.location.host)',
          'e.test(t)&&/\\//.test(r)',
          'import("@bugsnag/js")',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe("third-party code's placeholder uses", () => {
  const pagefind = 'let fq_url=new URL(`https://example.com${anchored_url}`);';
  it("passes Pagefind's URL-parsing base in Pagefind's own files, and only there", () => {
    expect(findPlaceholderAddresses(withoutLibraryUses('/out/pagefind/pagefind.js', pagefind))).toEqual([]);
    expect(findPlaceholderAddresses(withoutLibraryUses('/out/pagefind/pagefind-worker.js', pagefind))).toEqual([]);
    expect(findPlaceholderAddresses(withoutLibraryUses('/out/_next/static/chunks/app.js', pagefind))).not.toEqual([]);
  });

  it('still finds any other placeholder address in those files', () => {
    const text = `${pagefind} fetch("https://api.example.com/x")`;
    expect(findPlaceholderAddresses(withoutLibraryUses('/out/pagefind/pagefind.js', text)).map((p) => p.address)).toContain('api.example.com');
  });
});
