import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import en from '@site/i18n/messages/en-EU/Consent.json';
import { readConsentConfig } from './config';
import { ConsentRoot } from './ConsentRoot';
import { CookieSettingsButton } from './CookieSettingsButton';
import { readChoices, writeConsent } from './cookies';
import { resetLoaderForTests } from './loader';
import type { ConsentMessages } from './messages';
import { essentialKeys, serviceKeys } from './services';
import { clearJar, jar } from './testCookies';

const messages = en as ConsentMessages;
const links = { partners: '/en-EU/partners/', privacy: '/en-EU/privacy/', imprint: '/en-EU/imprint/' };
const config = readConsentConfig({});

function renderRoot() {
  const reload = jest.fn();
  const utils = render(
    <>
      <main>
        <p>Page</p>
        <CookieSettingsButton>Cookie settings</CookieSettingsButton>
      </main>
      <ConsentRoot config={config} messages={messages} links={links} reload={reload} />
    </>,
  );
  return { reload, ...utils };
}

beforeEach(() => {
  clearJar();
  resetLoaderForTests();
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
    expect(document.documentElement.style.overflow).toBe('hidden');
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
    expect([...readChoices()].sort()).toEqual([...serviceKeys].sort());
    expect(reload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('reject optional writes only essential cookies and reloads once', async () => {
    const { reload } = renderRoot();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject optional' }));
    expect(Object.keys(jar()).sort()).toEqual(essentialKeys.map((k) => `${k}_USER_CONSENT`).sort());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('settings: essential has no toggle, optional services and categories do; accept selected', async () => {
    const { reload } = renderRoot();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose individually' }));
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Freshchat' })).toBeNull();
    expect(screen.queryByRole('switch', { name: /Essential/ })).toBeNull();
    const analytics = screen.getByRole('switch', { name: 'Google Analytics' });
    expect(analytics).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(analytics);
    expect(analytics).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('switch', { name: 'Allow all: Embedded media' }));
    expect(screen.getByRole('switch', { name: 'Videos' })).toHaveAttribute('aria-checked', 'true');
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
    expect(screen.getByRole('switch', { name: 'Google Ads' })).toHaveAttribute('aria-checked', 'true');
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
    const openSettings = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
      const scrollTo = jest.fn();
      dialog.scrollTo = scrollTo;
      return { dialog, scrollTo };
    };
    const untouched = await openSettings();
    await waitFor(() => expect(untouched.scrollTo).toHaveBeenCalledWith({ top: 0 }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const scrolled = await openSettings();
    fireEvent.scroll(scrolled.dialog);
    // Timers run in order: this one (150 ms, set later) fires after the dialog's 100 ms one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(scrolled.scrollTo).not.toHaveBeenCalled();
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
