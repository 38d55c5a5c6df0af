import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import en from '@site/i18n/messages/en-EU/Consent.json';
import { readConsentConfig } from './config';
import { ConsentRoot } from './ConsentRoot';
import { CookieSettingsButton } from './CookieSettingsButton';
import { readChoices, writeConsent } from './cookies';
import { resetLoaderForTests } from './loader';
import type { ConsentMessages } from './messages';
import { essentialKeys, serviceKeys } from './services';
import { consentSummaryHtml } from './staticDialog';
import { clearJar, jar } from './testCookies';

const messages = en as ConsentMessages;
const links = { partners: '/en-EU/partners/', privacy: '/en-EU/privacy/', imprint: '/en-EU/imprint/' };
const config = readConsentConfig({});

function renderRoot(rootConfig = config) {
  // The static summary, as both apps put it into the page's HTML.
  document.body.insertAdjacentHTML('beforeend', consentSummaryHtml(messages, links));
  const reload = jest.fn();
  const utils = render(
    <>
      <main>
        <p>Page</p>
        <CookieSettingsButton>Cookie settings</CookieSettingsButton>
      </main>
      <ConsentRoot config={rootConfig} messages={messages} links={links} reload={reload} />
    </>,
  );
  return { reload, ...utils };
}

const html = document.documentElement;
const fetchMock = jest.fn(() => Promise.resolve(new Response(null, { status: 201 })));

// jsdom has no Element.scrollTo; the settings call it 100 ms after they open (§4).
const scrollToMock = jest.fn();
Element.prototype.scrollTo = scrollToMock as unknown as Element['scrollTo'];

beforeEach(() => {
  scrollToMock.mockClear();
  clearJar();
  resetLoaderForTests();
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  document.getElementById('consent-summary')?.remove();
  html.removeAttribute('data-consent');
  html.removeAttribute('data-consent-gpc');
  html.removeAttribute('data-consent-ready');
  delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
});

describe('ConsentRoot and the dialog', () => {
  it('shows the summary on a first visit, modal, with equal Accept all / Reject optional', async () => {
    renderRoot();
    const dialog = await screen.findByRole('dialog', { name: 'Your privacy choices' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const accept = screen.getByRole('button', { name: 'Accept all' });
    const reject = screen.getByRole('button', { name: 'Reject optional' });
    expect(accept.className).toBe(reject.className);
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en-EU/privacy/');
    expect(screen.getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', '/en-EU/imprint/');
    expect(screen.getByRole('link', { name: 'Partners' })).toHaveAttribute('href', '/en-EU/partners/');
    expect(screen.getByText('Page').closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
    // styles.css locks the page's scroll and shows the summary while <html> has data-consent.
    expect(html.getAttribute('data-consent')).toBe('ask');
    expect(screen.getByRole('heading', { name: 'Your privacy choices' })).toHaveFocus();
  });

  it('under Global Privacy Control: marks <html> for the notice and focuses Reject optional', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    renderRoot();
    const reject = await screen.findByRole('button', { name: 'Reject optional' });
    await waitFor(() => expect(reject).toHaveFocus());
    expect(html.hasAttribute('data-consent-gpc')).toBe(true);
    const [first] = screen.getAllByRole('button');
    expect(first).toBe(reject);
    fireEvent.click(reject);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as { gpc: boolean; source: string };
    expect(body).toMatchObject({ gpc: true, source: 'summary' });
  });

  it('asks again under a newer policy revision, with the earlier choices preset in settings', async () => {
    writeConsent([...essentialKeys, 'GOOGLE_ADS'], {});
    document.cookie = 'CONSENT_REVISION=1; path=/';
    renderRoot({ ...config, policyRevision: 2 });
    await screen.findByRole('dialog', { name: 'Your privacy choices' });
    expect(html.getAttribute('data-consent')).toBe('changed');
    fireEvent.click(screen.getByRole('button', { name: 'Choose individually' }));
    await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(screen.getByRole('switch', { name: 'Google Ads' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Google Analytics' })).not.toBeChecked();
    expect(html.hasAttribute('data-consent')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
    expect(jar().CONSENT_REVISION).toBe('2');
  });

  it('stays hidden under the current revision', async () => {
    writeConsent(essentialKeys, {});
    document.cookie = 'CONSENT_REVISION=2; path=/';
    renderRoot({ ...config, policyRevision: 2 });
    await act(async () => undefined);
    expect(html.hasAttribute('data-consent')).toBe(false);
    expect(document.getElementById('consent-summary')!.hidden).toBe(true);
  });

  it.each([
    ['en-EU', '09/03/2026'],
    ['enEU', '09/03/2026'],
    ['de-DE', '09.03.2026'],
  ])('settings show the consent id and the date of the last choice in the page language\'s order (%s)', async (lang, day) => {
    html.lang = lang;
    writeConsent(essentialKeys, {});
    document.cookie = 'CONSENT_ID=V1StGXR8_Z5jdHi6B-myT.2026-03-09; path=/';
    renderRoot();
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toHaveTextContent(`Your consent ID: V1StGXR8_Z5jdHi6B-myT (${day})`);
    html.removeAttribute('lang');
  });

  it('carries out a summary button pressed before the layer ran (noted by the head script)', async () => {
    html.setAttribute('data-consent-pending', 'acceptAll');
    const { reload } = renderRoot();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect([...readChoices()].sort()).toEqual([...serviceKeys].sort());
    expect(html.hasAttribute('data-consent-pending')).toBe(false);
    expect(html.hasAttribute('data-consent-ready')).toBe(true);
  });

  it('stays hidden when every essential cookie is true', async () => {
    writeConsent(essentialKeys, {});
    renderRoot();
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('accept all writes every cookie and reloads exactly once', async () => {
    const { reload } = renderRoot();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect([...readChoices()].sort()).toEqual([...serviceKeys].sort());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(html.hasAttribute('data-consent')).toBe(false);
    expect(screen.getByText('Page').closest('[inert]')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reject optional writes only essential cookies and reloads once', async () => {
    const { reload } = renderRoot();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject optional' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(Object.keys(jar()).sort()).toEqual(
      [...essentialKeys.map((k) => `${k}_USER_CONSENT`), 'CONSENT_ID', 'CONSENT_REVISION'].sort(),
    );
  });

  it('settings: essential has no toggle, optional services and categories do; accept selected', async () => {
    const { reload } = renderRoot();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose individually' }));
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Freshchat' })).toBeNull();
    expect(screen.queryByRole('switch', { name: /Essential/ })).toBeNull();
    const analytics = screen.getByRole('switch', { name: 'Google Analytics' });
    expect(analytics).not.toBeChecked();
    fireEvent.click(analytics);
    expect(analytics).toBeChecked();
    fireEvent.click(screen.getByRole('switch', { name: 'Allow all: Embedded media' }));
    expect(screen.getByRole('switch', { name: 'Videos' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
    expect([...readChoices()].sort()).toEqual([...essentialKeys, 'GOOGLE_ANALYTICS', 'PODCAST', 'VIDEO'].sort());
    expect(jar().WSID).toHaveLength(21);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores Escape', async () => {
    const { reload } = renderRoot();
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(jar()).toEqual({});
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    renderRoot();
    await screen.findByRole('dialog');
    const imprint = screen.getByRole('link', { name: 'Imprint' });
    const reject = screen.getByRole('button', { name: 'Reject optional' });
    imprint.focus();
    fireEvent.keyDown(imprint, { key: 'Tab' });
    expect(reject).toHaveFocus();
    fireEvent.keyDown(reject, { key: 'Tab', shiftKey: true });
    expect(imprint).toHaveFocus();
  });

  it('the footer button opens settings with the current choices and focus returns to it', async () => {
    writeConsent([...essentialKeys, 'GOOGLE_ADS'], {});
    const { reload } = renderRoot();
    await act(async () => undefined);
    const button = screen.getByRole('button', { name: 'Cookie settings' });
    button.focus();
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(screen.getByRole('switch', { name: 'Google Ads' })).toBeChecked();
    fireEvent.click(screen.getByRole('switch', { name: 'Google Ads' }));
    document.cookie = '_gcl_au=1; path=/';
    fireEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
    expect(readChoices().has('GOOGLE_ADS')).toBe(false);
    expect(jar()._gcl_au).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('settings scroll to the top after 100 ms, unless the visitor scrolled first', async () => {
    writeConsent(essentialKeys, {});
    renderRoot();
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await screen.findByRole('dialog', { name: 'Cookie settings' });
    await waitFor(() => expect(scrollToMock).toHaveBeenCalledWith({ top: 0 }), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Fake timers from here, so the visitor's scroll surely comes before the 100 ms timer,
    // however slow the machine (the dialog's code is loaded by now: it opens synchronously).
    scrollToMock.mockClear();
    jest.useFakeTimers();
    try {
      act(() => {
        fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
      });
      fireEvent.scroll(screen.getByRole('dialog', { name: 'Cookie settings' }));
      act(() => {
        jest.advanceTimersByTime(1000);
      });
      expect(scrollToMock).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('migrates legacy category cookies on load', async () => {
    document.cookie = 'ESSENTIAL_USER_CONSENT=true; path=/';
    document.cookie = 'MARKETING_USER_CONSENT=true; path=/';
    renderRoot();
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readChoices().has('TIKTOK_PIXEL')).toBe(true);
    expect(jar().MARKETING_USER_CONSENT).toBeUndefined();
  });
});
