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
 * every method; 2.3 KB gzipped in the registration app) weighed on the 85 KB budget while every
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
): Promise<FetchOutcome> {
  const target = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const response = await send(
    new Request(baseUrl.replace(/\/+$/, '') + target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
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

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? defaultApiConfig.baseUrl;
  const timeoutMs = options.timeoutMs ?? defaultApiConfig.timeoutMs;
  const isOnline = options.isOnline ?? browserOnline;
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const post = <P extends PostPath>(path: P, body: PostBody<P>, signal: AbortSignal, params?: Record<string, string>) =>
    postJson(baseFetch, baseUrl, path, body, signal, params);

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
    createSignup: (type, body) => call((signal) => post('/v1/signups/{type}', body, signal, { type }), isSignup),
    createRegistration: (body) => call((signal) => post('/v1/registrations', body, signal), isRegistration),
    completePartnerRegistration: (body) =>
      call((signal) => post('/v1/partner-registrations', body, signal), isCompleted),
    resetPassword: (body) => call((signal) => post('/v1/password-resets', body, signal), isCompleted),
    requestReimbursement: (body) => call((signal) => post('/v1/reimbursements', body, signal), isCompleted),
    redeemReferral: (body) => call((signal) => post('/v1/referral-redemptions', body, signal), isReferral),
    unbindDevice: (body) => call((signal) => post('/v1/device-unbinds', body, signal), isCompleted),
    verifyEmail: (body) => call((signal) => post('/v1/email-verifications', body, signal), isCompleted),
    getPsd2AuthorizationStatus: (body) =>
      call((signal) => post('/v1/psd2-authorizations/status', body, signal), isPsd2),
  };
}
