import createClient, { type Client, type ClientPathsWithMethod, type MaybeOptionalInit } from 'openapi-fetch';
import {
  ApiPaths,
  completedStatusValues,
  linkKindValues,
  linkStatusStateValues,
  psd2AuthorizationStatusValues,
  signupConfirmationStatusValues,
  signupResponseNextValues,
  signupUnsubscriptionStatusValues,
  type components,
  type paths,
} from './generated/schema';
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
/** A field-data beacon (packages/consent fieldDataBeacon.ts). */
export type VitalsBeacon = Schemas['VitalsBeacon'];
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

/*
 * Shape checks of successful answers, so a 2xx the page cannot use is 'malformed': the field the
 * page reads, and for a state or a next step one of the values the document allows (the
 * generated `…Values` of openapi-typescript, never a list written here). Plain functions, no
 * calls at module level: a page that imports only ApiError or errorMessage from @site/api must
 * not keep this module (and openapi-fetch) in its script.
 */
type Guard<T> = (data: unknown) => data is T;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
/** `v[key]` is one of `values`. */
const hasValue = <T>(v: unknown, key: keyof T & string, values: readonly unknown[]) => isObject(v) && values.includes(v[key]);
/** `v[key]` is text. */
const hasText = <T>(v: unknown, key: keyof T & string) => isObject(v) && typeof v[key] === 'string';
const isCompleted = (v: unknown): v is Completed => hasValue<Completed>(v, 'status', completedStatusValues);
const isSignup = (v: unknown): v is SignupResponse => hasValue<SignupResponse>(v, 'next', signupResponseNextValues);
const isRegistration = (v: unknown): v is RegistrationResponse => hasText<RegistrationResponse>(v, 'firstName');
const isReferral = (v: unknown): v is ReferralRedemption => hasText<ReferralRedemption>(v, 'referralCode');
const isPsd2 = (v: unknown): v is Psd2Authorization =>
  hasValue<Psd2Authorization>(v, 'status', psd2AuthorizationStatusValues) && hasText<Psd2Authorization>(v, 'appUrl');
const isConfirmation = (v: unknown): v is SignupConfirmation => hasValue<SignupConfirmation>(v, 'status', signupConfirmationStatusValues);
const isUnsubscription = (v: unknown): v is SignupUnsubscription => hasValue<SignupUnsubscription>(v, 'status', signupUnsubscriptionStatusValues);
const isLinkStatus = (v: unknown): v is LinkStatus =>
  hasValue<LinkStatus>(v, 'state', linkStatusStateValues) && hasValue<LinkStatus>(v, 'kind', linkKindValues);

/** A path of the document with a POST (every call the pages make), and what that POST takes. */
type PostPath = ClientPathsWithMethod<Client<paths>, 'post'>;
type PostInit<P extends PostPath> = MaybeOptionalInit<paths[P], 'post'>;

/**
 * One call of the contract: POST `path` (an `ApiPaths` member, generated from the document's
 * operationIds) with `init` (its JSON body and the parameters the document gives it); the
 * answer must pass `isExpected`. Never throws (offline, timeout, network, 5xx, problem codes and
 * unusable answers become an ApiError).
 */
export type ApiTransport = <P extends PostPath, T>(path: P, init: PostInit<P>, isExpected: Guard<T>) => Promise<ApiResult<T>>;

/** The Turnstile header of the calls whose document declares it; left out without a token. */
const turnstileHeader = (options: CallOptions = {}) => ({ 'cf-turnstile-response': options.turnstileToken });

/**
 * The transport: openapi-fetch over the generated `paths` (URL, path parameters, JSON body and
 * problem body), with what the pages need around it: the offline check, the timeout and the
 * mapping of every failure to an ApiError kind.
 */
export function createApiTransport(options: ApiClientOptions = {}): ApiTransport {
  const timeoutMs = options.timeoutMs ?? defaultApiConfig.timeoutMs;
  const isOnline = options.isOnline ?? browserOnline;
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? defaultApiConfig.baseUrl,
    // The global fetch as it is at the call, not as it was when the client was made.
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
  });
  // openapi-fetch checks a call for one literal path; over all of them ApiTransport's own
  // signature checks the path and its init, so the client is called untyped here.
  const post = client.POST as (path: PostPath, init: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

  return async (path, init, isExpected) => {
    if (!isOnline()) return { ok: false, error: new ApiError('offline') };
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const { data, error, response } = await post(path, { ...init, signal: controller.signal });
      if (!response.ok) return { ok: false, error: errorFromResponse(response.status, error, response.headers.get('Retry-After')) };
      if (!isExpected(data)) return { ok: false, error: new ApiError('malformed', { status: response.status }) };
      return { ok: true, data };
    } catch (cause) {
      if (timedOut) return { ok: false, error: new ApiError('timeout', { cause }) };
      // A 2xx that is not JSON. By name: the error may come from another realm (fetch's own).
      if (cause instanceof Error && cause.name === 'SyntaxError') return { ok: false, error: new ApiError('malformed', { cause }) };
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
  api(ApiPaths.createSignup, { body, params: { path: { type }, header: turnstileHeader(options) } }, isSignup);
export const createRegistrationCall: Call<'createRegistration'> = (api) => (body, options) =>
  api(ApiPaths.createRegistration, { body, params: { header: turnstileHeader(options) } }, isRegistration);
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const api = createApiTransport(options);
  return {
    createSignup: createSignupCall(api),
    createRegistration: createRegistrationCall(api),
    completePartnerRegistration: (body) => api(ApiPaths.completePartnerRegistration, { body }, isCompleted),
    resetPassword: (body) => api(ApiPaths.resetPassword, { body }, isCompleted),
    requestReimbursement: (body) => api(ApiPaths.requestReimbursement, { body }, isCompleted),
    redeemReferral: (body) => api(ApiPaths.redeemReferral, { body }, isReferral),
    unbindDevice: (body) => api(ApiPaths.unbindDevice, { body }, isCompleted),
    verifyEmail: (body) => api(ApiPaths.verifyEmail, { body }, isCompleted),
    resendEmailVerification: (body) => api(ApiPaths.resendEmailVerification, { body }, isCompleted),
    getPsd2AuthorizationStatus: (body) => api(ApiPaths.getPsd2AuthorizationStatus, { body }, isPsd2),
    getLinkStatus: (body) => api(ApiPaths.getLinkStatus, { body }, isLinkStatus),
    confirmSignup: (body) => api(ApiPaths.confirmSignup, { body }, isConfirmation),
    unsubscribeSignup: (body) => api(ApiPaths.unsubscribe, { body }, isUnsubscription),
  };
}
