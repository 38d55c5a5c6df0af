import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { defaultSiteConfig } from '@site/config';
import { allMessages } from '@site/i18n/web';
import { CHAT_WAIT_MS, type SupportContact } from '@/lib/chat';
import { SupportButtons } from './SupportButtons';

const messages = allMessages('en-EU', defaultSiteConfig);
const texts = (messages as unknown as { SystemPage: { chat: string; email: string } }).SystemPage;
const site = 'https://support.bank.test/en/support/home';
/** Where the page went: the href of every click on a link that was not prevented. */
const followed: string[] = [];
const noteFollowed = (event: MouseEvent) => {
  const link = (event.target as Element).closest('a');
  if (link && !event.defaultPrevented) followed.push(link.getAttribute('href') ?? '');
  event.preventDefault(); // jsdom does not navigate
};

function renderButtons(chat: boolean) {
  const support: SupportContact = { email: 'help@bank.test', site, chat };
  render(
    <NextIntlClientProvider locale="en-EU" messages={messages}>
      <SupportButtons support={support} />
    </NextIntlClientProvider>,
  );
  return screen.getByRole('link', { name: texts.chat });
}

/** The script element the consent loader adds for the chat (data-consent-service). */
function addChatScript(): HTMLScriptElement {
  const script = document.createElement('script');
  script.dataset.consentService = 'FRESHCHAT';
  document.head.append(script);
  return script;
}

const click = (link: HTMLElement) => fireEvent.click(link);

describe('SupportButtons', () => {
  beforeAll(() => window.addEventListener('click', noteFollowed));
  afterAll(() => window.removeEventListener('click', noteFollowed));
  beforeEach(() => {
    jest.useFakeTimers();
    followed.length = 0;
    delete window.fcWidget;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });
  afterEach(() => jest.useRealTimers());

  it('without a configured chat: the chat button is a plain link to the support site, e-mail a mailto link', () => {
    const chat = renderButtons(false);
    expect(chat.getAttribute('href')).toBe(site);
    expect(screen.getByRole('link', { name: texts.email }).getAttribute('href')).toBe('mailto:help@bank.test');
    window.fcWidget = { open: jest.fn(), isLoaded: () => true };
    click(chat);
    expect(followed).toEqual([site]);
    expect(window.fcWidget.open).not.toHaveBeenCalled();
  });

  it('with the chat configured and loaded: a click opens the widget and stays on the page', async () => {
    addChatScript();
    const open = jest.fn();
    window.fcWidget = { open, isLoaded: () => true };
    const chat = renderButtons(true);
    expect(chat.getAttribute('href')).toBe(site);
    click(chat);
    await act(async () => undefined);
    expect(open).toHaveBeenCalledTimes(1);
    expect(followed).toEqual([]);
  });

  it('waits for a widget that is still loading, busy meanwhile, then opens it', async () => {
    addChatScript();
    const chat = renderButtons(true);
    click(chat);
    expect(chat.getAttribute('aria-busy')).toBe('true');
    const open = jest.fn();
    let ready = false;
    window.fcWidget = { open, isLoaded: () => ready };
    await act(async () => jest.advanceTimersByTime(300));
    expect(open).not.toHaveBeenCalled();
    ready = true;
    await act(async () => jest.advanceTimersByTime(200));
    expect(open).toHaveBeenCalledTimes(1);
    expect(chat.getAttribute('aria-busy')).toBeNull();
    expect(followed).toEqual([]);
  });

  it('leads to the support site when the chat script fails, loads without a widget, or never comes', async () => {
    const script = addChatScript();
    const chat = renderButtons(true);
    click(chat);
    await act(async () => {
      script.dispatchEvent(new Event('error'));
    });
    expect(followed).toEqual([site]);

    click(chat);
    await act(async () => {
      script.dispatchEvent(new Event('load'));
    });
    expect(followed).toHaveLength(2);

    click(chat);
    await act(async () => jest.advanceTimersByTime(CHAT_WAIT_MS - 200));
    expect(followed).toHaveLength(2);
    await act(async () => jest.advanceTimersByTime(400));
    expect(followed).toHaveLength(3);
  });

  it('leads to the support site at once when the loader added no chat script', async () => {
    const chat = renderButtons(true);
    click(chat);
    await act(async () => undefined);
    expect(followed).toEqual([site]);
  });
});
