'use client';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Button, LoadingIndicator } from '@site/ui';
import type { ApiClient, ApiResult, Completed } from '@site/api';
import { getApiClient } from '@/lib/api';
import { ApiErrorAlert } from './ApiErrorAlert';
import { SupportButtons } from './SupportButtons';
import { useLinkHash } from './useLinkHash';
import { useSubmission } from './useSubmission';
import styles from './account.module.css';

interface LinkActionStatusProps {
  /** The page's namespace: `headline`, `text` (success) and `loading`. */
  namespace: 'DeviceUnbindSuccess' | 'EmailVerificationSuccess';
  action: (client: ApiClient, hash: string) => Promise<ApiResult<Completed>>;
  contactEmail: string;
}

/**
 * Pages that do their job as soon as they open (device unbind, e-mail verification): loading,
 * then success, or the §8 message with a retry for transport errors and support buttons.
 */
export function LinkActionStatus({ namespace, action, contactEmail }: LinkActionStatusProps) {
  const t = useTranslations(namespace);
  const tSystem = useTranslations('SystemPage');
  const hash = useLinkHash();
  const { state, run } = useSubmission<Completed>();
  const started = useRef(false);

  const start = (linkHash: string) => void run(async () => action(await getApiClient(), linkHash));

  useEffect(() => {
    // Once per page view, also under React's development double effects.
    if (!hash || started.current) return;
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
        <SupportButtons contactEmail={contactEmail} />
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
  if (state.phase === 'error') {
    const transport = ['offline', 'network', 'timeout', 'server', 'malformed'].includes(state.error.kind);
    return (
      <div className={styles.status} data-state="error">
        <ApiErrorAlert kind={state.error.kind} context="link" asHeadline />
        <div className={styles.actions}>
          {transport && hash ? (
            <Button variant="secondary" onClick={() => start(hash)}>
              {tSystem('retry')}
            </Button>
          ) : null}
        </div>
        <SupportButtons contactEmail={contactEmail} />
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
