export { createApiClient, createApiTransport, createRegistrationCall, createSignupCall } from './client';
export { lazyApi, lazyApiClient } from './lazyClient';
export type {
  ApiClient,
  ApiClientOptions,
  ApiTransport,
  ApiResult,
  SignupType,
  SignupRequest,
  SignupResponse,
  RegistrationRequest,
  RegistrationResponse,
  PartnerRegistrationRequest,
  PasswordResetRequest,
  ReimbursementRequest,
  LinkRequest,
  Consents,
  Completed,
  ReferralRedemption,
  Psd2Authorization,
} from './client';
export { ApiError, errorMessage, defaultMessageKey, isProblem } from './errors';
export type { ApiErrorKind, ErrorContext, ErrorMessage, ErrorMessageKey, Problem, ProblemCode } from './errors';
export { readApiConfig, defaultApiConfig } from './config';
export type { ApiConfig } from './config';
