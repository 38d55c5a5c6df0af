'use client';
import { linkValidityDays } from '@site/validation';
import type { SupportContact } from '@/lib/chat';
import { LinkActionStatus } from './LinkActionStatus';

/**
 * Confirms the e-mail address of the link as soon as the page opens; a link that expired can ask
 * for a new one (the API sends it only while the address is not confirmed, and says the same
 * either way).
 */
export function EmailVerification({ support }: { support: SupportContact }) {
  return (
    <LinkActionStatus
      namespace="EmailVerificationSuccess"
      support={support}
      action={(client, hash) => client.verifyEmail({ hash })}
      resend={{ action: (client, hash) => client.resendEmailVerification({ hash }), days: linkValidityDays.verify }}
    />
  );
}
