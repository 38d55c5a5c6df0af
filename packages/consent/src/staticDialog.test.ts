import en from '@site/i18n/messages/en-EU/Consent.json';
import { consentPrompt, migrateLegacyCookies } from './cookies';
import type { ConsentMessages } from './messages';
import { consentHeadScript, consentPageParts, consentSettingsTexts, consentSummaryHtml } from './staticDialog';
import { essentialKeys, consentCookieName } from './services';
import { clearJar } from './testCookies';

const messages = en as ConsentMessages;
const links = { partners: '/en-EU/legal/partners/', privacy: '/en-EU/legal/privacy/', imprint: '/en-EU/legal/imprint/' };
const html = document.documentElement;

function runHeadScript(revision: number) {
  html.removeAttribute('data-consent');
  html.removeAttribute('data-consent-gpc');
  // The script is built from a string on purpose: it is the text the pages carry inline.
  new Function(consentHeadScript(revision))();
  return html.getAttribute('data-consent') ?? undefined;
}

const allEssential = essentialKeys.map((key) => `${consentCookieName(key)}=true`);
const jars: [string, string[]][] = [
  ['first visit', []],
  ['every essential cookie true', allEssential],
  ['one essential cookie missing', allEssential.slice(1)],
  ['an essential cookie not exactly true', [...allEssential.slice(1), `${consentCookieName(essentialKeys[0]!)}=TRUE`]],
  ['legacy essential category cookie', ['ESSENTIAL_USER_CONSENT=true']],
  ['revision 1 stored', [...allEssential, 'CONSENT_REVISION=1']],
  ['revision 2 stored', [...allEssential, 'CONSENT_REVISION=2']],
  ['revision 3 stored', [...allEssential, 'CONSENT_REVISION=3']],
  ['malformed revision', [...allEssential, 'CONSENT_REVISION=0']],
  ['a look-alike cookie name', allEssential.map((c) => `X${c}`)],
];

beforeEach(() => {
  clearJar();
  delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
});

describe('the inline head script', () => {
  it.each(jars)('decides as consentPrompt does: %s', (_, cookies) => {
    for (const revision of [1, 2, 3]) {
      clearJar();
      for (const cookie of cookies) document.cookie = `${cookie}; path=/`;
      const prompt = runHeadScript(revision);
      // ConsentRoot migrates a legacy category cookie before it asks; the script counts it as done.
      migrateLegacyCookies({});
      expect({ revision, prompt }).toEqual({ revision, prompt: consentPrompt(revision) });
    }
  });

  it('marks Global Privacy Control only when the dialog is prompted', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    runHeadScript(1);
    expect(html.hasAttribute('data-consent-gpc')).toBe(true);
    for (const cookie of allEssential) document.cookie = `${cookie}; path=/`;
    runHeadScript(1);
    expect(html.hasAttribute('data-consent-gpc')).toBe(false);
  });
});

describe('a summary button pressed before the layer ran', () => {
  it('is noted for ConsentRoot, and no longer once the layer is ready', () => {
    document.body.innerHTML = consentSummaryHtml(messages, links);
    runHeadScript(1);
    document.querySelector<HTMLElement>('[data-consent-action="rejectOptional"]')!.click();
    expect(html.getAttribute('data-consent-pending')).toBe('rejectOptional');
    html.removeAttribute('data-consent-pending');
    html.setAttribute('data-consent-ready', '');
    document.querySelector<HTMLElement>('[data-consent-action="acceptAll"]')!.click();
    expect(html.hasAttribute('data-consent-pending')).toBe(false);
    html.removeAttribute('data-consent-ready');
  });
});

describe('the texts the dialog\'s script gets', () => {
  it('leave out what only the summary in the HTML and the embeds read', () => {
    const texts = consentSettingsTexts(messages);
    for (const key of ['title', 'intro', 'gpcNotice', 'revisionNotice', 'showSettings', 'embed']) expect(texts).not.toHaveProperty(key);
    expect(texts).toMatchObject({ settingsTitle: messages.settingsTitle, rejectOptional: messages.rejectOptional, consentId: messages.consentId });
  });
});

describe('the static summary', () => {
  it('is hidden without JavaScript and holds the texts, both buttons, the settings link and the legal links', () => {
    document.body.innerHTML = consentSummaryHtml(messages, links);
    const summary = document.getElementById('consent-summary')!;
    expect(summary.hidden).toBe(true);
    summary.hidden = false;
    const dialog = summary.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-labelledby')).toBe(summary.querySelector('h2')!.id);
    expect(summary.querySelector('h2')!.textContent).toBe(messages.title);
    expect(summary.textContent).toContain(messages.intro);
    expect([...summary.querySelectorAll('button')].map((b) => [b.dataset.consentAction, b.textContent])).toEqual([
      ['rejectOptional', messages.rejectOptional],
      ['acceptAll', messages.acceptAll],
      ['showSettings', messages.showSettings],
    ]);
    expect([...summary.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [messages.partners, links.partners],
      [messages.privacy, links.privacy],
      [messages.imprint, links.imprint],
    ]);
  });

  it('escapes texts and links', () => {
    const markup = consentSummaryHtml({ ...messages, title: '<b>"x"</b> & y' }, { ...links, partners: '/a"b' });
    document.body.innerHTML = markup;
    expect(document.querySelector('h2')!.textContent).toBe('<b>"x"</b> & y');
    expect(document.querySelector('a')!.getAttribute('href')).toBe('/a"b');
  });
});

describe('what a page hands the consent layer', () => {
  it('links each legal page where the app has it, in the summary and for the settings', () => {
    const parts = consentPageParts(messages, {
      partners: 'https://site.test/en-EU/legal/partners/',
      privacy: 'https://site.test/en-EU/legal/privacy/',
      imprint: 'https://site.test/en-EU/legal/imprint/',
    });
    expect(parts.links).toEqual({
      partners: 'https://site.test/en-EU/legal/partners/',
      privacy: 'https://site.test/en-EU/legal/privacy/',
      imprint: 'https://site.test/en-EU/legal/imprint/',
    });
    expect(parts.summaryHtml).toContain('href="https://site.test/en-EU/legal/privacy/"');
    expect(parts.settingsTexts).toEqual(consentSettingsTexts(messages));
    expect(parts.settingsTexts).not.toHaveProperty('intro');
  });
});

describe('the head script makes the summary modal before the layer runs (§4)', () => {
  const key = (k: string, shiftKey = false) => {
    const event = new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true });
    document.activeElement!.dispatchEvent(event);
    return event;
  };

  beforeEach(() => {
    document.body.innerHTML =
      `<a href="#main" id="skip">Skip</a>${consentSummaryHtml(messages, links)}<main><button id="behind">Behind</button></main>`;
    runHeadScript(1);
    document.dispatchEvent(new Event('DOMContentLoaded'));
  });
  afterEach(() => {
    document.body.innerHTML = '';
    html.removeAttribute('data-consent');
  });

  it('makes the page behind inert once parsed, and only the page behind', () => {
    const summary = document.getElementById('consent-summary')!;
    const behind = [...document.body.children].filter((el) => el !== summary);
    expect(behind.map((el) => el.hasAttribute('inert'))).toEqual([true, true]);
    expect(summary.hasAttribute('inert')).toBe(false);
  });

  it('keeps Tab and Shift+Tab inside the summary and ignores Escape', () => {
    const summary = document.getElementById('consent-summary')!;
    const focusable = [...summary.querySelectorAll<HTMLElement>('a[href], button')];
    focusable.at(-1)!.focus();
    expect(key('Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(focusable[0]);
    expect(key('Tab', true).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(focusable.at(-1));
    // From outside (the focus still on <body>) Tab goes in.
    (document.activeElement as HTMLElement).blur();
    key('Tab');
    expect(document.activeElement).toBe(focusable[0]);
    expect(key('Escape').defaultPrevented).toBe(true);
  });

  it('does nothing for a returning visitor', () => {
    for (const cookie of allEssential) document.cookie = `${cookie}; path=/`;
    document.body.innerHTML = `${consentSummaryHtml(messages, links)}<main><button id="behind">Behind</button></main>`;
    runHeadScript(1);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(false);
    document.getElementById('behind')!.focus();
    expect(key('Escape').defaultPrevented).toBe(false);
  });
});
