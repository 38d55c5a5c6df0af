import createClient from 'openapi-fetch';
import type { components, paths } from './generated/schema';
import { ApiError, errorFromResponse } from './errors';
import { defaultApiConfig, type ApiConfig } from './config';

type Schemas = components['schemas'];
export type SignupType = Schemas['SignupType'];
export type SignupRequest = Schemas['SignupRequest'];
export type SignupResponse = Schemas['SignupResponse'];
export type RegistrationRequest = Schemas['RegistrationRequest'];
export type RegistrationResponse = Schemas['RegistrationResponse'];
export type PartnerRegistrationRequest = Schemas['PartnerRegistrationRequest'];
export type PasswordResetRequest = Schemas['PasswordResetRequest'];
export type ReimbursementRequest = Schemas['ReimbursementRequest'];
export type LinkRequest = Schemas['LinkRequest'];
export type Consents = Schemas['Consents'];
export type Completed = Schemas['Completed'];
export type ReferralRedemption = Schemas['ReferralRedemption'];
export type Psd2Authorization = Schemas['Psd2Authorization'];

/** Every call answers with a result instead of throwing, so a page must handle the error. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export interface ApiClient {
  createSignup(type: SignupType, body: SignupRequest): Promise<ApiResult<SignupResponse>>;
  createRegistration(body: RegistrationRequest): Promise<ApiResult<RegistrationResponse>>;
  completePartnerRegistration(body: PartnerRegistrationRequest): Promise<ApiResult<Completed>>;
  resetPassword(body: PasswordResetRequest): Promise<ApiResult<Completed>>;
  requestReimbursement(body: ReimbursementRequest): Promise<ApiResult<Completed>>;
  redeemReferral(body: LinkRequest): Promise<ApiResult<ReferralRedemption>>;
  unbindDevice(body: LinkRequest): Promise<ApiResult<Completed>>;
  verifyEmail(body: LinkRequest): Promise<ApiResult<Completed>>;
  getPsd2AuthorizationStatus(body: LinkRequest): Promise<ApiResult<Psd2Authorization>>;
}

export interface ApiClientOptions extends Partial<ApiConfig> {
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Whether the browser thinks it is online; defaults to navigator.onLine (true outside a browser). */
  isOnline?: () => boolean;
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

// Minimal shape checks of successful answers: a 2xx the page cannot use is 'malformed'.
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isCompleted = (v: unknown): v is Completed => isObject(v) && v.status === 'DONE';
const isSignup = (v: unknown): v is SignupResponse =>
  isObject(v) && (v.next === 'CONFIRM_EMAIL' || v.next === 'WAITING_LIST_JOINED');
const isRegistration = (v: unknown): v is RegistrationResponse => isObject(v) && typeof v.firstName === 'string';
const isReferral = (v: unknown): v is ReferralRedemption => isObject(v) && typeof v.referralCode === 'string';
const isPsd2 = (v: unknown): v is Psd2Authorization =>
  isObject(v) &&
  (v.status === 'PENDING' || v.status === 'AUTHORIZED' || v.status === 'FAILED') &&
  typeof v.appUrl === 'string';

interface FetchOutcome {
  data?: unknown;
  error?: unknown;
  response: Response;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? defaultApiConfig.baseUrl;
  const timeoutMs = options.timeoutMs ?? defaultApiConfig.timeoutMs;
  const isOnline = options.isOnline ?? browserOnline;
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const client = createClient<paths>({ baseUrl, fetch: (request: Request) => baseFetch(request) });

  async function call<T>(
    send: (signal: AbortSignal) => Promise<FetchOutcome>,
    isExpected: (data: unknown) => data is T,
  ): Promise<ApiResult<T>> {
    if (!isOnline()) return { ok: false, error: new ApiError('offline') };
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const { data, error, response } = await send(controller.signal);
      if (!response.ok) return { ok: false, error: errorFromResponse(response.status, error) };
      if (!isExpected(data)) return { ok: false, error: new ApiError('malformed', { status: response.status }) };
      return { ok: true, data };
    } catch (cause) {
      if (timedOut) return { ok: false, error: new ApiError('timeout', { cause }) };
      if (cause instanceof SyntaxError) return { ok: false, error: new ApiError('malformed', { cause }) };
      return { ok: false, error: new ApiError(isOnline() ? 'network' : 'offline', { cause }) };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    createSignup: (type, body) =>
      call((signal) => client.POST('/v1/signups/{type}', { params: { path: { type } }, body, signal }), isSignup),
    createRegistration: (body) =>
      call((signal) => client.POST('/v1/registrations', { body, signal }), isRegistration),
    completePartnerRegistration: (body) =>
      call((signal) => client.POST('/v1/partner-registrations', { body, signal }), isCompleted),
    resetPassword: (body) => call((signal) => client.POST('/v1/password-resets', { body, signal }), isCompleted),
    requestReimbursement: (body) =>
      call((signal) => client.POST('/v1/reimbursements', { body, signal }), isCompleted),
    redeemReferral: (body) =>
      call((signal) => client.POST('/v1/referral-redemptions', { body, signal }), isReferral),
    unbindDevice: (body) => call((signal) => client.POST('/v1/device-unbinds', { body, signal }), isCompleted),
    verifyEmail: (body) => call((signal) => client.POST('/v1/email-verifications', { body, signal }), isCompleted),
    getPsd2AuthorizationStatus: (body) =>
      call((signal) => client.POST('/v1/psd2-authorizations/status', { body, signal }), isPsd2),
  };
}
