import confirmSignup from './signups/confirmSignup';
import createSignup from './signups/createSignup';
import oneClickUnsubscribe from './signups/oneClickUnsubscribe';
import unsubscribe from './signups/unsubscribe';
import createRegistration from './registration/createRegistration';
import completePartnerRegistration from './links/completePartnerRegistration';
import getLinkStatus from './links/getLinkStatus';
import getPsd2AuthorizationStatus from './links/getPsd2AuthorizationStatus';
import redeemReferral from './links/redeemReferral';
import requestReimbursement from './links/requestReimbursement';
import resetPassword from './links/resetPassword';
import unbindDevice from './links/unbindDevice';
import verifyEmail from './links/verifyEmail';
import resendEmailVerification from './links/resendEmailVerification';
import createConsentRecord from './consent/createConsentRecord';
import getConsentRecords from './consent/getConsentRecords';
import createLink from './internal/createLink';
import { list as listOutbox, retry as retryOutbox } from './internal/outbox';
import setPsd2Status from './internal/setPsd2Status';
import { report as vitalsReport } from './internal/vitals';
import { reportPage as vitalsReportPage } from './internal/vitalsReportPage';
import createVitals from './vitals/createVitals';
import type { Endpoint } from './endpoint';

/**
 * The route list: every endpoint of the public contract, in the order of the document. The app
 * registers them (app.ts) and the OpenAPI document is built from them (contract/document.ts).
 * The fixed paths come before `/v1/signups/{type}`, which would take `confirmations` as a type.
 */
export const publicEndpoints: readonly Endpoint[] = [
  confirmSignup,
  unsubscribe,
  oneClickUnsubscribe,
  createSignup,
  createRegistration,
  getLinkStatus,
  completePartnerRegistration,
  resetPassword,
  requestReimbursement,
  redeemReferral,
  unbindDevice,
  verifyEmail,
  resendEmailVerification,
  getPsd2AuthorizationStatus,
  createConsentRecord,
  getConsentRecords,
  createVitals,
];

/**
 * The calls of the core system (behind INTERNAL_LINK_SECRET) and of support (the outbox, behind
 * SUPPORT_TOKEN; the field-data report too), served only at the Worker's own hostname and out of
 * the public document.
 */
export const internalEndpoints: readonly Endpoint[] = [createLink, setPsd2Status, listOutbox, retryOutbox, vitalsReportPage, vitalsReport];
