import { render, screen, waitFor } from '@testing-library/react';
import { RegistrationIntl } from '../i18n/RegistrationIntl';
import { ErrorBoundary } from '@site/consent';
import { ErrorPage } from './ErrorPage';

function Boom({ explode }: { explode: boolean }) {
  if (explode) throw new Error('boom');
  return <p>fine</p>;
}

describe('the app under the shared ErrorBoundary', () => {
  it('shows the error page when a child crashes and recovers on navigation', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const tree = (explode: boolean, key: string) => (
      <RegistrationIntl locale="de-DE">
        <ErrorBoundary fallback={<ErrorPage />} resetKey={key}>
          <Boom explode={explode} />
        </ErrorBoundary>
      </RegistrationIntl>
    );
    const { rerender } = render(tree(true, '/deDE/'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hoppla! Da ist etwas schiefgelaufen.');
    expect(screen.getByRole('link', { name: 'Support-Chat starten' })).toHaveAttribute('href', 'https://help.moss.example/de/support/home');
    expect(screen.getByRole('link', { name: 'E-Mail an den Support' })).toHaveAttribute('href', expect.stringMatching(/^mailto:hello@moss\.example\?subject=/));
    rerender(tree(false, '/deDE/error'));
    expect(screen.getByText('fine')).toBeInTheDocument();
    log.mockRestore();
  });
});

describe('the chat button', () => {
  const win = window as { fcWidget?: unknown };
  const vendors = __CONSENT_CONFIG__.vendors as { FRESHCHAT: { id?: string } };
  afterEach(() => {
    delete win.fcWidget;
    delete vendors.FRESHCHAT.id;
  });

  /** A click as the browser dispatches it; says whether the link was followed. */
  const clickFollows = (link: HTMLElement) => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

  function renderErrorPage() {
    render(
      <RegistrationIntl locale="en-EU">
        <ErrorPage />
      </RegistrationIntl>,
    );
    return screen.getByRole('link', { name: 'Chat with support' });
  }

  it("opens Freshchat's widget where it is configured, instead of following the link", () => {
    vendors.FRESHCHAT.id = 'fc-token';
    const open = jest.fn();
    win.fcWidget = { open, isLoaded: () => true };
    const link = renderErrorPage();
    expect(link).toHaveAttribute('href', 'https://help.moss.example/en/support/home');
    expect(clickFollows(link)).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('follows the link to the support site, with the same click, when no widget comes', async () => {
    vendors.FRESHCHAT.id = 'fc-token';
    const link = renderErrorPage();
    // Every click the link gets, and whether it was followed (the second is the page's own).
    const followed: boolean[] = [];
    const record = (event: Event) => followed.push(!event.defaultPrevented);
    document.addEventListener('click', record);
    // jsdom cannot navigate: the followed click is only recorded.
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    clickFollows(link);
    await waitFor(() => expect(followed).toEqual([false, true]));
    document.removeEventListener('click', record);
    log.mockRestore();
  });

  it('is only the link where Freshchat is not configured', () => {
    const open = jest.fn();
    win.fcWidget = { open, isLoaded: () => true };
    expect(clickFollows(renderErrorPage())).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });
});
