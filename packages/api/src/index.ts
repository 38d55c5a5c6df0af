export { createApiClient, createApiTransport, createRegistrationCall } from './client';
export type {
  ApiClient,
  ApiResult,
  CallOptions,
  SignupType,
  RegistrationRequest,
  Completed,
  ReferralRedemption,
  Psd2Authorization,
  LinkStatus,
  SignupUnsubscription,
  VitalsBeacon,
} from './client';
export { ApiError, errorMessage, retryAfterMinutes } from './errors';
export type { ApiErrorKind, ErrorContext } from './errors';
export { readApiConfig } from './config';
export type { ApiConfig } from './config';
