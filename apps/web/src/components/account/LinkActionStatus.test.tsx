import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ApiError, type ApiClient, type ApiResult, type Completed } from '@site/api';
import { defaultSiteConfig } from '@site/config';
import { allMessages } from '@site/i18n/web';
import { LinkActionStatus } from './LinkActionStatus';

// The page's client is not loaded; `action` gets this stand-in.
jest.mock('@/lib/api', () => ({ getApiClient: async () => ({}) }));

const messages = allMessages('en-EU', defaultSiteConfig);
const t = (namespace: string, key: string) =>
  ((messages as unknown as Record<string, Record<string, string>>)[namespace]![key] ?? '').replace('{brand}', defaultSiteConfig.brand);

function renderStatus(result: ApiResult<Completed>, props: Partial<Parameters<typeof LinkActionStatus>[0]> = {}) {
  const action = jest.fn(async (_client: ApiClient, _hash: string) => result);
  render(
    <NextIntlClientProvider locale="en-EU" messages={messages}>
      <LinkActionStatus namespace="SignupConfirmation" action={action} support={{ email: 'help@bank.test', site: 'https://support.bank.test/en/support/home', chat: false }} ownLinkOutcomes {...props} />
    </NextIntlClientProvider>,
  );
  return action;
}

const failed = (kind: ApiError['kind']): ApiResult<Completed> => ({ ok: false, error: new ApiError(kind) });

describe('LinkActionStatus with its own link outcomes (sign-up confirmation, unsubscribe)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/en-EU/signup/confirm/#token-123'));

  it('confirms on open with the token of the fragment', async () => {
    const action = renderStatus({ ok: true, data: { status: 'DONE' } });
    expect(await screen.findByRole('heading', { level: 1, name: t('SignupConfirmation', 'headline') })).toBeTruthy();
    expect(action).toHaveBeenCalledTimes(1);
    expect(action.mock.calls[0]![1]).toBe('token-123');
  });

  it('says an already-used link is already confirmed, as a status and not an error', async () => {
    renderStatus(failed('linkAlreadyUsed'));
    const heading = await screen.findByRole('heading', { level: 1, name: t('SignupConfirmation', 'alreadyUsedHeadline') });
    expect(heading.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says an expired link has expired, with the support buttons', async () => {
    renderStatus(failed('linkExpired'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('SignupConfirmation', 'expiredHeadline'));
    expect(screen.getByRole('link', { name: t('SystemPage', 'email') }).getAttribute('href')).toBe('mailto:help@bank.test');
  });

  it.each([
    ['offline', t('Errors', 'offline')],
    ['server', t('Errors', 'api')],
    ['malformed', t('Errors', 'api')],
  ] as const)('shows the §8 message and a retry for a %s error', async (kind, message) => {
    const action = renderStatus(failed(kind));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t('SystemPage', 'retry') })));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('with startOnClick waits for the one click before it unsubscribes', async () => {
    const action = renderStatus({ ok: true, data: { status: 'DONE' } }, { namespace: 'SignupUnsubscribe', startOnClick: true });
    const button = await screen.findByRole('button', { name: t('SignupUnsubscribe', 'submit') });
    expect(action).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(button));
    expect(await screen.findByRole('heading', { level: 1, name: t('SignupUnsubscribe', 'headline') })).toBeTruthy();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("a failed 'send the link again' says §8's short API text under its button; the headline keeps the long one's place", async () => {
    window.history.replaceState(null, '', '/en-EU/account/email-verified/#token-123');
    const resend = jest.fn(async () => failed('server'));
    renderStatus(failed('linkExpired'), { namespace: 'EmailVerificationSuccess', ownLinkOutcomes: false, resend: { action: resend, days: 30 } });
    const button = await screen.findByRole('button', { name: t('EmailVerificationSuccess', 'resend') });
    await act(async () => fireEvent.click(button));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([t('Errors', 'linkExpired'), `${t('Errors', 'apiShort')}${t('Errors', 'apiHint')}`]);
  });

  it('says an address unsubscribed before is already unsubscribed (a 200 ALREADY_UNSUBSCRIBED), as a status', async () => {
    const action = renderStatus({ ok: true, data: { status: 'ALREADY_UNSUBSCRIBED' } } as never, {
      namespace: 'SignupUnsubscribe',
      startOnClick: true,
      doneBefore: (data) => (data as { status: string }).status === 'ALREADY_UNSUBSCRIBED',
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t('SignupUnsubscribe', 'submit') })));
    const heading = await screen.findByRole('heading', { level: 1, name: t('SignupUnsubscribe', 'alreadyUsedHeadline') });
    expect(heading.closest('[role="status"]')?.textContent).toContain(t('SignupUnsubscribe', 'alreadyUsedText'));
    expect(screen.queryByRole('heading', { name: t('SignupUnsubscribe', 'headline') })).toBeNull();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('says when to try again after a 429, from its Retry-After', async () => {
    renderStatus({ ok: false, error: new ApiError('rateLimited', { status: 429, retryAfterSeconds: 120 }) });
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts. Please try again in 2 minutes.');
  });
});
