import type { SignupTypeValue } from '@site/api/contract';
import type { Locale } from '@site/i18n/locales';
import { alreadyRegisteredMail, passwordChangedMail, registrationVerificationMail, signupConfirmationMail, waitingListMail, type Mail } from '../mail/messages';
import { owe, type Owed } from '../store/outbox';

/**
 * An owed mail, as the outbox keeps it until it is sent: which mail, to whom, in which language,
 * with its links. The text is written by the mail consumer (../mail/messages.ts), so nothing that
 * builds or sends a mail runs while a visitor waits for an answer.
 */
export type MailPayload = { to: string; locale: Locale } & (
  | ({ unsubscribeUrl: string; oneClickUnsubscribeUrl: string } & (
      | { template: 'signupConfirmation'; type: SignupTypeValue; firstName: string | null; confirmUrl: string }
      | { template: 'waitingList'; firstName: string | null }
      | { template: 'registrationVerification'; firstName: string; verifyUrl: string }
      | { template: 'alreadyRegistered'; firstName: string }
    ))
  // A notice about the account (no list to leave): the password was changed with a reset link.
  | { template: 'passwordChanged'; firstName: string }
);

export function oweMail(payload: MailPayload): Owed {
  return owe('mail', payload.template, payload);
}

/** The mail of an outbox row, written now. */
export function writeMail(payload: MailPayload, brand: string): Mail {
  const { locale } = payload;
  if (payload.template === 'passwordChanged') return passwordChangedMail({ locale, brand, firstName: payload.firstName });
  const { unsubscribeUrl } = payload;
  switch (payload.template) {
    case 'signupConfirmation':
      return signupConfirmationMail({ type: payload.type, locale, brand, firstName: payload.firstName, confirmUrl: payload.confirmUrl, unsubscribeUrl });
    case 'waitingList':
      return waitingListMail({ locale, brand, firstName: payload.firstName, unsubscribeUrl });
    case 'registrationVerification':
      return registrationVerificationMail({ locale, brand, firstName: payload.firstName, verifyUrl: payload.verifyUrl, unsubscribeUrl });
    case 'alreadyRegistered':
      return alreadyRegisteredMail({ locale, brand, firstName: payload.firstName, unsubscribeUrl });
  }
}
