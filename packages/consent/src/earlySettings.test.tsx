import { act, fireEvent, render, screen } from '@testing-library/react';
import en from '@site/i18n/messages/en-EU/Consent.json';
import { readConsentConfig } from './config';
import { ConsentRoot } from './ConsentRoot';
import { CookieSettingsButton } from './CookieSettingsButton';
import { writeConsent } from './cookies';
import type { ConsentMessages } from './messages';
import { essentialKeys } from './services';
import { clearJar } from './testCookies';

// Its own file: whether the consent root listens yet is state of the module, once per page.
const links = { partners: '/en-EU/partners/', privacy: '/en-EU/privacy/', imprint: '/en-EU/imprint/' };

// jsdom has no Element.scrollTo; the settings call it 100 ms after they open (§4).
Element.prototype.scrollTo = jest.fn() as unknown as Element['scrollTo'];

it("opens the settings when 'Cookie settings' was clicked before the consent root listened", async () => {
  clearJar();
  global.fetch = jest.fn(() => Promise.resolve(new Response(null, { status: 201 }))) as unknown as typeof fetch;
  writeConsent([...essentialKeys], {});
  // The footer's button is adopted (and its early click replayed) before the root's effect ran.
  render(<CookieSettingsButton>Cookie settings</CookieSettingsButton>);
  fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  render(<ConsentRoot config={readConsentConfig({})} messages={en as ConsentMessages} links={links} reload={jest.fn()} />);
  await act(async () => undefined);
  expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
});

it('counts an early click on the server-rendered button, for the loader to replay', () => {
  render(<CookieSettingsButton>Cookie settings</CookieSettingsButton>);
  const button = screen.getAllByRole('button', { name: 'Cookie settings' }).at(-1)!;
  expect(button).toHaveAttribute('data-early-click');
  expect(button).toHaveAttribute('data-early-click-adopted');
});
