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
export type SignupTokenRequest = Schemas['SignupTokenRequest'];
export type SignupConfirmation = Schemas['SignupConfirmation'];
export type SignupUnsubscription = Schemas['SignupUnsubscription'];
export type LinkStatusRequest = Schemas['LinkStatusRequest'];
export type LinkStatus = Schemas['LinkStatus'];

/** Every call answers with a result instead of throwing, so a page must handle the error. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/**
 * What a form adds to its call besides the body: the Turnstile token of its widget, sent as the
 * `CF-Turnstile-Response` header the contract names (the API verifies it when it has a secret).
 */
export interface CallOptions {
  turnstileToken?: string;
}

export interface ApiClient {
  createSignup(type: SignupType, body: SignupRequest, options?: CallOptions): Promise<ApiResult<SignupResponse>>;
  createRegistration(body: RegistrationRequest, options?: CallOptions): Promise<ApiResult<RegistrationResponse>>;
  completePartnerRegistration(body: PartnerRegistrationRequest): Promise<ApiResult<Completed>>;
  resetPassword(body: PasswordResetRequest): Promise<ApiResult<Completed>>;
  requestReimbursement(body: ReimbursementRequest): Promise<ApiResult<Completed>>;
  redeemReferral(body: LinkRequest): Promise<ApiResult<ReferralRedemption>>;
  unbindDevice(body: LinkRequest): Promise<ApiResult<Completed>>;
  verifyEmail(body: LinkRequest): Promise<ApiResult<Completed>>;
  /** 'Send the link again' on the e-mail verification page; answers the same whatever the link. */
  resendEmailVerification(body: LinkRequest): Promise<ApiResult<Completed>>;
  getPsd2AuthorizationStatus(body: LinkRequest): Promise<ApiResult<Psd2Authorization>>;
  /** What a link can still do, asked as its page opens; changes nothing. */
  getLinkStatus(body: LinkStatusRequest): Promise<ApiResult<LinkStatus>>;
  /** The double opt-in mail's link (token from its fragment). */
  confirmSignup(body: SignupTokenRequest): Promise<ApiResult<SignupConfirmation>>;
  /** The unsubscribe link of a sign-up mail. */
  unsubscribeSignup(body: SignupTokenRequest): Promise<ApiResult<SignupUnsubscription>>;
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
const isConfirmation = (v: unknown): v is SignupConfirmation => isObject(v) && v.status === 'CONFIRMED';
const isUnsubscription = (v: unknown): v is SignupUnsubscription =>
  isObject(v) && (v.status === 'UNSUBSCRIBED' || v.status === 'ALREADY_UNSUBSCRIBED');
const isLinkStatus = (v: unknown): v is LinkStatus =>
  isObject(v) && typeof v.kind === 'string' && (v.state === 'VALID' || v.state === 'EXPIRED' || v.state === 'USED' || v.state === 'BLOCKED');

/** Every call of the contract is a POST; its path (with `{param}` placeholders) and JSON body. */
type PostPath = { [P in keyof paths]: paths[P] extends { post: object } ? P : never }[keyof paths];
type PostBody<P extends PostPath> = paths[P] extends {
  post: { requestBody: { content: { 'application/json': infer B } } };
}
  ? B
  : never;

interface FetchOutcome {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * The transport: a typed POST over fetch (paths and bodies checked against the generated
 * contract types). It replaces openapi-fetch, whose runtime (query/path serialisers, middleware,
 * every method; 2.3 KB gzipped in the registration app) weighed on the registration app's size budget while every
 * call here is a JSON POST. A 2xx body that is not JSON rejects with SyntaxError ('malformed');
 * an error body that is not JSON is passed on as undefined.
 */
async function postJson<P extends PostPath>(
  send: (request: Request) => Promise<Response>,
  baseUrl: string,
  path: P,
  body: PostBody<P>,
  signal: AbortSignal,
  params: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<FetchOutcome> {
  const target = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const response = await send(
    new Request(baseUrl.replace(/\/+$/, '') + target, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    }),
  );
  // JSON.parse on the text (not response.json()) so the SyntaxError is of this realm's class.
  const text = await response.text();
  if (response.ok) return { data: JSON.parse(text), response };
  try {
    return { error: JSON.parse(text), response };
  } catch {
    return { error: undefined, response };
  }
}

/**
 * One call of the contract: POST `path` (its `{param}`s from `params`) with a JSON body; the
 * answer must pass `isExpected`. Never throws (offline, timeout, network, 5xx, problem codes and
 * unusable answers become an ApiError).
 */
export type ApiTransport = <P extends PostPath, T>(
  path: P,
  body: PostBody<P>,
  isExpected: (data: unknown) => data is T,
  params?: Record<string, string>,
  options?: CallOptions,
) => Promise<ApiResult<T>>;

const callHeaders = (options: CallOptions = {}): Record<string, string> =>
  options.turnstileToken ? { 'CF-Turnstile-Response': options.turnstileToken } : {};

export function createApiTransport(options: ApiClientOptions = {}): ApiTransport {
  const baseUrl = options.baseUrl ?? defaultApiConfig.baseUrl;
  const timeoutMs = options.timeoutMs ?? defaultApiConfig.timeoutMs;
  const isOnline = options.isOnline ?? browserOnline;
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  return async (path, body, isExpected, params, options) => {
    if (!isOnline()) return { ok: false, error: new ApiError('offline') };
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const { data, error, response } = await postJson(
        baseFetch,
        baseUrl,
        path,
        body,
        controller.signal,
        params,
        callHeaders(options),
      );
      if (!response.ok) return { ok: false, error: errorFromResponse(response.status, error, response.headers.get('Retry-After')) };
      if (!isExpected(data)) return { ok: false, error: new ApiError('malformed', { status: response.status }) };
      return { ok: true, data };
    } catch (cause) {
      if (timedOut) return { ok: false, error: new ApiError('timeout', { cause }) };
      if (cause instanceof SyntaxError) return { ok: false, error: new ApiError('malformed', { cause }) };
      return { ok: false, error: new ApiError(isOnline() ? 'network' : 'offline', { cause }) };
    } finally {
      clearTimeout(timer);
    }
  };
}

/*
 * Each call once, as a function of the transport, so an app that needs one call (the
 * registration app: createRegistrationCall) bundles only that one; createApiClient puts them all
 * together for the website.
 */
type Call<K extends keyof ApiClient> = (api: ApiTransport) => ApiClient[K];
export const createSignupCall: Call<'createSignup'> = (api) => (type, body, options) =>
  api('/v1/signups/{type}', body, isSignup, { type }, options);
export const createRegistrationCall: Call<'createRegistration'> = (api) => (body, options) =>
  api('/v1/registrations', body, isRegistration, {}, options);
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const api = createApiTransport(options);
  return {
    createSignup: createSignupCall(api),
    createRegistration: createRegistrationCall(api),
    completePartnerRegistration: (body) => api('/v1/partner-registrations', body, isCompleted),
    resetPassword: (body) => api('/v1/password-resets', body, isCompleted),
    requestReimbursement: (body) => api('/v1/reimbursements', body, isCompleted),
    redeemReferral: (body) => api('/v1/referral-redemptions', body, isReferral),
    unbindDevice: (body) => api('/v1/device-unbinds', body, isCompleted),
    verifyEmail: (body) => api('/v1/email-verifications', body, isCompleted),
    resendEmailVerification: (body) => api('/v1/email-verifications/resends', body, isCompleted),
    getPsd2AuthorizationStatus: (body) => api('/v1/psd2-authorizations/status', body, isPsd2),
    getLinkStatus: (body) => api('/v1/links/status', body, isLinkStatus),
    confirmSignup: (body) => api('/v1/signups/confirmations', body, isConfirmation),
    unsubscribeSignup: (body) => api('/v1/signups/unsubscriptions', body, isUnsubscription),
  };
}
