'use client';
import { LinkActionStatus } from './LinkActionStatus';

/** Confirms the e-mail address of the link as soon as the page opens. */
export function EmailVerification({ contactEmail }: { contactEmail: string }) {
  return (
    <LinkActionStatus
      namespace="EmailVerificationSuccess"
      contactEmail={contactEmail}
      action={(client, hash) => client.verifyEmail({ hash })}
    />
  );
}
