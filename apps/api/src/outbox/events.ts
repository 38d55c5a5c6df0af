import type { SignupTypeValue } from '@site/api/contract';
import type { Locale } from '@site/i18n/locales';
import { owe, type Owed } from '../store/outbox';

/**
 * The events the API tells the bank's core system (docs/handover.md, apps/api README "Events"),
 * each a Standard Webhooks delivery whose `webhook-id` is the outbox row's id. An event names the
 * link it came from by the core's own `reference`; it never carries a password (a new one comes
 * as its PBKDF2 hash in PHC string format) nor a birthday (the event says it was checked).
 */
export interface LinkRef {
  id: string;
  reference: string | null;
}

export interface EventData {
  'registration.created': {
    registration: {
      id: string;
      locale: Locale;
      code: string | null;
      plan: string | null;
      firstName: string;
      lastName: string;
      email: string;
      passwordHash: string;
      acceptedNewsletter: boolean;
      consents: { termsAndConditions: boolean; privacy: boolean; marketing: boolean };
      webSessionId: string | null;
    };
  };
  'partner_registration.completed': { link: LinkRef; passwordHash: string; birthdayChecked: true; consents: { marketing: boolean } };
  'password_reset.completed': { link: LinkRef; passwordHash: string; birthdayChecked: true };
  'reimbursement.requested': { link: LinkRef; recipient: { iban: string; name: string }; birthdayChecked: true };
  'device.unbound': { link: LinkRef };
  'referral.redeemed': { link: LinkRef; referralCode: string | null };
  'email.verified': { link: LinkRef; registrationId: string | null };
  'signup.confirmed': { signup: { type: SignupTypeValue; email: string; locale: Locale } };
  'signup.unsubscribed': { signup: { type: SignupTypeValue; email: string; locale: Locale }; via: 'page' | 'one-click' };
  /** The registrant left every mail of the registration (its unsubscribe link): no newsletter or marketing any more. */
  'registration.unsubscribed': { registration: { id: string }; via: 'page' | 'one-click' };
  /** The PSD2 page asked for the release for the first time: the core may now show the release in the app. */
  'psd2_authorization.opened': { link: LinkRef };
}

export type EventType = keyof EventData;
export const eventTypes = [
  'registration.created',
  'partner_registration.completed',
  'password_reset.completed',
  'reimbursement.requested',
  'device.unbound',
  'referral.redeemed',
  'email.verified',
  'signup.confirmed',
  'signup.unsubscribed',
  'registration.unsubscribed',
  'psd2_authorization.opened',
] as const satisfies readonly EventType[];

/** What an event's body is: `{ type, timestamp, data }` (the Standard Webhooks recommendation). */
export interface EventBody<T extends EventType = EventType> {
  type: T;
  timestamp: string;
  data: EventData[T];
}

export function oweEvent<T extends EventType>(type: T, data: EventData[T], now: number): Owed {
  const body: EventBody<T> = { type, timestamp: new Date(now).toISOString(), data };
  return owe('event', type, body);
}

export const linkRef = (link: { id: string; reference: string | null }): LinkRef => ({ id: link.id, reference: link.reference });
