'use client';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Button, LoadingIndicator } from '@site/ui';
import type { ApiClient, ApiResult } from '@site/api';
import { getApiClient } from '@/lib/api';
import type { SupportContact } from '@/lib/chat';
import { ApiErrorAlert } from './ApiErrorAlert';
import { SupportButtons } from './SupportButtons';
import { useLinkHash } from './useLinkHash';
import { useSubmission } from './useSubmission';
import styles from './account.module.css';

interface LinkActionStatusProps {
  /** The page's namespace: `headline`, `text` (success) and `loading`. */
  namespace: 'DeviceUnbindSuccess' | 'EmailVerificationSuccess' | 'SignupConfirmation' | 'SignupUnsubscribe';
  /** The call; any success counts (its answer is not shown). */
  action: (client: ApiClient, hash: string) => Promise<ApiResult<unknown>>;
  /** Where its support buttons lead. */
  support: SupportContact;
  /**
   * The namespace has its own `alreadyUsedHeadline`/`alreadyUsedText` and
   * `expiredHeadline`/`expiredText`, shown instead of §8's shared 'expired or already used'.
   */
  ownLinkOutcomes?: boolean;
  /**
   * Whether a successful answer says the action was done before (unsubscribe's
   * ALREADY_UNSUBSCRIBED): then the namespace's `alreadyUsedHeadline`/`alreadyUsedText` show.
   */
  doneBefore?: (data: unknown) => boolean;
  /** Waits for one click on the namespace's `submit` (below its `intro`) instead of starting at once. */
  startOnClick?: boolean;
  /**
   * For a link that expired or is unknown: a second call the visitor can ask for (the e-mail
   * verification's 'send the link again', texts `resendIntro`, `resend`, `resending`,
   * `resentHeadline`, `resentText` with `{days}`), and the validity in days of the link it sends.
   */
  resend?: { action: (client: ApiClient, hash: string) => Promise<ApiResult<unknown>>; days: number };
}

/**
 * Pages that do their job as soon as they open (device unbind, e-mail verification, sign-up
 * confirmation) or on one click (unsubscribe): loading, then success, or the §8 message with a
 * retry for transport errors and support buttons.
 */
export function LinkActionStatus({ namespace, action, support, ownLinkOutcomes = false, doneBefore, startOnClick = false, resend }: LinkActionStatusProps) {
  const t = useTranslations(namespace);
  const tSystem = useTranslations('SystemPage');
  const hash = useLinkHash();
  const { state, run } = useSubmission<unknown>();
  const started = useRef(false);

  const start = (linkHash: string) => void run(async () => action(await getApiClient(), linkHash));

  useEffect(() => {
    // Once per page view, also under React's development double effects.
    if (!hash || started.current || startOnClick) return;
    started.current = true;
    start(hash);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the hash is first known
  }, [hash]);

  if (hash === null) {
    return (
      <div className={styles.status} data-state="error">
        <div role="alert" className={styles.alert}>
          <h1 className={styles.alertMessage}>{tSystem('missingLink')}</h1>
        </div>
        <SupportButtons support={support} />
      </div>
    );
  }
  const usedBefore =
    (state.phase === 'success' && doneBefore?.(state.data)) ||
    (state.phase === 'error' && ownLinkOutcomes && state.error.kind === 'linkAlreadyUsed');
  if (usedBefore) {
    return (
      <div className={styles.status} data-state="already-used">
        <div role="status">
          <h1>{t('alreadyUsedHeadline')}</h1>
          <p>{t('alreadyUsedText')}</p>
        </div>
      </div>
    );
  }
  if (state.phase === 'success') {
    return (
      <div className={styles.status} data-state="success">
        <h1>{t('headline')}</h1>
        <p>{t('text')}</p>
      </div>
    );
  }
  if (state.phase === 'error' && ownLinkOutcomes && state.error.kind === 'linkExpired') {
    return (
      <div className={styles.status} data-state="expired">
        <div role="alert" className={styles.alert}>
          <h1 className={styles.alertMessage}>{t('expiredHeadline')}</h1>
          <p>{t('expiredText')}</p>
        </div>
        <SupportButtons support={support} />
      </div>
    );
  }
  if (state.phase === 'error') {
    // Worth trying again: no answer or a broken one, or a 429 once its wait is over.
    const transport = ['offline', 'network', 'timeout', 'server', 'malformed', 'rateLimited'].includes(state.error.kind);
    return (
      <div className={styles.status} data-state="error">
        <ApiErrorAlert kind={state.error.kind} context="link" asHeadline retryAfterSeconds={state.error.retryAfterSeconds} />
        <div className={styles.actions}>
          {transport && hash ? (
            <Button variant="secondary" onClick={() => start(hash)}>
              {tSystem('retry')}
            </Button>
          ) : null}
        </div>
        {resend && hash && (state.error.kind === 'linkExpired' || state.error.kind === 'linkInvalid') ? (
          <ResendLink namespace={namespace} hash={hash} {...resend} />
        ) : null}
        <SupportButtons support={support} />
      </div>
    );
  }
  if (startOnClick && state.phase === 'form') {
    return (
      <div className={styles.status} data-state="form">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <div className={styles.actions}>
          <Button onClick={() => hash && start(hash)}>{t('submit')}</Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.status} data-state="loading">
      <h1>{t('loading')}</h1>
      <LoadingIndicator label={t('loading')} />
    </div>
  );
}

/** 'Send the link again': one call, then a note that says nothing of whether the address is known. */
function ResendLink({ namespace, hash, action, days }: { namespace: LinkActionStatusProps['namespace']; hash: string } & NonNullable<LinkActionStatusProps['resend']>) {
  const t = useTranslations(namespace);
  const { state, run } = useSubmission<unknown>();
  if (state.phase === 'success') {
    return (
      <div role="status" className={styles.resent}>
        <h2>{t('resentHeadline')}</h2>
        <p>{t('resentText', { days })}</p>
      </div>
    );
  }
  const sending = state.phase === 'loading';
  return (
    <div className={styles.resend}>
      <p>{t('resendIntro')}</p>
      {state.phase === 'error' ? <ApiErrorAlert kind={state.error.kind} context="link" short retryAfterSeconds={state.error.retryAfterSeconds} /> : null}
      <Button variant="secondary" aria-disabled={sending || undefined} onClick={() => !sending && void run(async () => action(await getApiClient(), hash))}>
        {sending ? t('resending') : t('resend')}
      </Button>
    </div>
  );
}
