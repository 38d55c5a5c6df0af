'use client';
import { LinkActionStatus } from '@/components/account/LinkActionStatus';

/**
 * The pages behind a sign-up mail's links, with the token of the URL fragment: `confirm`
 * confirms as soon as the page opens; `unsubscribe` waits for one click (a mail scanner that
 * opens the link unsubscribes nobody).
 */
export function SignupLinkAction({ kind, contactEmail }: { kind: 'confirm' | 'unsubscribe'; contactEmail: string }) {
  return kind === 'confirm' ? (
    <LinkActionStatus
      namespace="SignupConfirmation"
      contactEmail={contactEmail}
      ownLinkOutcomes
      action={(client, token) => client.confirmSignup({ token })}
    />
  ) : (
    <LinkActionStatus
      namespace="SignupUnsubscribe"
      contactEmail={contactEmail}
      ownLinkOutcomes
      startOnClick
      action={(client, token) => client.unsubscribeSignup({ token })}
    />
  );
}
