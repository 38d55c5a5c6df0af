import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ApiError, type ApiResult, type LinkStatus } from '@site/api';
import { defaultSiteConfig } from '@site/config';
import { allMessages } from '@site/i18n/web';
import { PasswordResetForm } from './PasswordResetForm';

// The page's API client: what the link's state and the submit answer, per test.
const mockClient = { getLinkStatus: jest.fn(), resetPassword: jest.fn() };
jest.mock('@/lib/api', () => ({ getApiClient: async () => mockClient }));

const messages = allMessages('en-EU', defaultSiteConfig) as unknown as Record<string, Record<string, string>>;
const t = (namespace: string, key: string) => messages[namespace]![key]!;
const support = { email: 'help@bank.test', site: 'https://support.bank.test/en/support/home', chat: false };

const head = <h1>{messages.PasswordReset!.headline}</h1>;
const loginUrl = 'https://banking.bank.test/login';

function renderForm() {
  render(
    <NextIntlClientProvider locale="en-EU" messages={messages}>
      <PasswordResetForm support={support} head={head} newLinkHref={loginUrl} />
    </NextIntlClientProvider>,
  );
}

const linkState = (state: LinkStatus['state']): ApiResult<LinkStatus> => ({ ok: true, data: { kind: 'reset', state } });
/** The API's alerts (ScriptForm's offline notice is an alert too, hidden by CSS until the scripts fail). */
const apiAlert = () => document.querySelector<HTMLElement>('[role="alert"][data-error-kind]');
const password = () => screen.queryByLabelText(t('PasswordReset', 'passwordLabel'));
/** Lets the pending answers (status, submit) arrive and React render them. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function fillAndSend(birthday = ['12', '04', '1990']) {
  fireEvent.change(password()!, { target: { value: 'Sunny-Day-2026' } });
  for (const [label, value] of [['Day', birthday[0]], ['Month', birthday[1]], ['Year', birthday[2]]] as const) {
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  }
  await act(async () => fireEvent.click(screen.getByRole('button', { name: t('PasswordReset', 'submit') })));
  await settle();
}

describe('PasswordResetForm: the link as the page opens', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/en-EU/account/password-reset/#reset-token');
    mockClient.getLinkStatus.mockReset();
    mockClient.resetPassword.mockReset();
  });

  it('asks for the link state with the hash of the fragment and its kind', async () => {
    mockClient.getLinkStatus.mockResolvedValue(linkState('VALID'));
    renderForm();
    await settle();
    expect(mockClient.getLinkStatus).toHaveBeenCalledWith({ hash: 'reset-token', kind: 'reset' });
    expect(password()).not.toBeNull();
  });

  it.each([
    ['EXPIRED', 'Errors', 'passwordResetExpired'],
    ['USED', 'Errors', 'linkExpired'],
    ['BLOCKED', 'Errors', 'tooManyBirthdays'],
  ] as const)('a link %s replaces the form with %s.%s and the support buttons', async (state, namespace, key) => {
    mockClient.getLinkStatus.mockResolvedValue(linkState(state));
    renderForm();
    await settle();
    expect(apiAlert()?.textContent).toContain(t(namespace, key));
    expect(password()).toBeNull();
    expect(screen.queryByRole('button', { name: t('PasswordReset', 'submit') })).toBeNull();
    expect(screen.getByRole('link', { name: t('SystemPage', 'chat') }).getAttribute('href')).toBe(support.site);
    expect(screen.getByRole('link', { name: t('SystemPage', 'email') }).getAttribute('href')).toBe('mailto:help@bank.test');
  });

  it("while the link can act, the page's headline stands above the form, with no 'Request a new link'", async () => {
    mockClient.getLinkStatus.mockResolvedValue(linkState('VALID'));
    renderForm();
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t('PasswordReset', 'headline'));
    expect(screen.queryByRole('link', { name: t('SystemPage', 'requestNewLink') })).toBeNull();
  });

  it.each(['EXPIRED', 'USED'] as const)("a link %s replaces the page's headline; an expired one's 'Request a new link' leads to where one logs in", async (state) => {
    mockClient.getLinkStatus.mockResolvedValue(linkState(state));
    renderForm();
    await settle();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      t('Errors', state === 'EXPIRED' ? 'passwordResetExpired' : 'linkExpired'),
    ]);
    const newLink = screen.queryByRole('link', { name: t('SystemPage', 'requestNewLink') });
    if (state === 'EXPIRED') expect(newLink?.getAttribute('href')).toBe(loginUrl);
    else expect(newLink).toBeNull();
  });

  it('while the answer is on its way the form is usable and keeps what is typed', async () => {
    let answer: (result: ApiResult<LinkStatus>) => void = () => undefined;
    mockClient.getLinkStatus.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderForm();
    fireEvent.change(password()!, { target: { value: 'typed-early-1' } });
    await act(async () => answer(linkState('VALID')));
    expect((password() as HTMLInputElement).value).toBe('typed-early-1');
  });

  it.each(['server', 'offline', 'rateLimited'] as const)('a failed question (%s) keeps the form', async (kind) => {
    mockClient.getLinkStatus.mockResolvedValue({ ok: false, error: new ApiError(kind) });
    renderForm();
    await settle();
    expect(password()).not.toBeNull();
    expect(apiAlert()).toBeNull();
  });

  it("an answer that comes after the visitor sent is the submit's business", async () => {
    let answer: (result: ApiResult<LinkStatus>) => void = () => undefined;
    mockClient.getLinkStatus.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    mockClient.resetPassword.mockReturnValue(new Promise(() => undefined));
    renderForm();
    await fillAndSend();
    await act(async () => answer(linkState('USED')));
    expect(screen.getByRole('button', { name: t('PasswordReset', 'loading') })).not.toBeNull();
  });
});

describe('PasswordResetForm: refusals of the submit', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/en-EU/account/password-reset/#reset-token');
    mockClient.getLinkStatus.mockResolvedValue(linkState('VALID'));
  });

  it("puts a 400's field errors at their fields, with no alert above the form, and an edit clears its own", async () => {
    mockClient.resetPassword.mockResolvedValue({
      ok: false,
      error: new ApiError('validation', {
        status: 400,
        problem: { code: 'VALIDATION_ERROR', status: 400, title: 'Invalid', errors: [{ field: 'password', rule: 'passwordRule' }, { field: 'birthday', rule: 'birthdayRange' }] } as never,
      }),
    });
    renderForm();
    await settle();
    await fillAndSend();
    expect(apiAlert()).toBeNull();
    const field = password()!;
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent).toContain(t('Validation', 'passwordRule'));
    expect(screen.getByText(/^Please choose a birth date between \d\d\/\d\d\/\d{4} and \d\d\/\d\d\/\d{4}$/)).not.toBeNull();
    fireEvent.change(screen.getByLabelText(/^Year/), { target: { value: '1991' } });
    expect(screen.queryByText(/^Please choose a birth date between/)).toBeNull();
  });

  it.each([
    [60, 'Too many attempts. Please try again in 1 minute.'],
    [600, 'Too many attempts. Please try again in 10 minutes.'],
    [undefined, 'Too many attempts. Please try again later.'],
  ])('a 429 with Retry-After %s says %s', async (retryAfterSeconds, message) => {
    mockClient.resetPassword.mockResolvedValue({ ok: false, error: new ApiError('rateLimited', { status: 429, retryAfterSeconds }) });
    renderForm();
    await settle();
    await fillAndSend();
    expect(apiAlert()?.textContent).toBe(message);
    expect((password() as HTMLInputElement).value).toBe('Sunny-Day-2026');
  });
});
