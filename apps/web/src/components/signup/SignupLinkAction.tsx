'use client';
import { LinkActionStatus } from '@/components/account/LinkActionStatus';
import type { SignupUnsubscription } from '@site/api';
import type { SupportContact } from '@/lib/chat';

/**
 * The pages behind a sign-up mail's links, with the token of the URL fragment: `confirm`
 * confirms as soon as the page opens; `unsubscribe` waits for one click (a mail scanner that
 * opens the link unsubscribes nobody) and says so when the address was unsubscribed before.
 */
export function SignupLinkAction({ kind, support }: { kind: 'confirm' | 'unsubscribe'; support: SupportContact }) {
  return kind === 'confirm' ? (
    <LinkActionStatus
      namespace="SignupConfirmation"
      support={support}
      ownLinkOutcomes
      action={(client, token) => client.confirmSignup({ token })}
    />
  ) : (
    <LinkActionStatus
      namespace="SignupUnsubscribe"
      support={support}
      ownLinkOutcomes
      startOnClick
      action={(client, token) => client.unsubscribeSignup({ token })}
      doneBefore={(answer) => (answer as SignupUnsubscription).status === 'ALREADY_UNSUBSCRIBED'}
    />
  );
}
