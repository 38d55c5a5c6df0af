'use client';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Button, ButtonLink, earlyClickProps, replayEarlyClicks } from '@site/ui';
import type { ReferralRedemption } from '@site/api';
import { AttributedLink } from '@site/consent';
import type { AttributionConfig } from '@site/consent/config';
import type { Locale } from '@site/i18n';
import { getApiClient } from '@/lib/api';
import { ApiErrorAlert } from './ApiErrorAlert';
import { useApiWarmup } from './useApiWarmup';
import { readLinkHash, useLinkHash } from './useLinkHash';
import { useSubmission } from './useSubmission';
import styles from './account.module.css';

/**
 * Referral: 'Redeem invitation' redeems the friend's link; the registration app then opens with
 * the referral code as its `code` parameter (through the attribution service with ADJUST consent).
 */
export function ReferralRedeem({
  registrationUrl,
  locale,
  attribution,
}: {
  /** The registration app's page in the page's language. */
  registrationUrl: string;
  locale: Locale;
  attribution: AttributionConfig;
}) {
  const t = useTranslations('Referral');
  const tSystem = useTranslations('SystemPage');
  const hash = useLinkHash();
  const { state, run } = useSubmission<ReferralRedemption>();
  const successRef = useRef<HTMLHeadingElement>(null);
  useApiWarmup();

  useEffect(() => {
    if (state.phase === 'success') successRef.current?.focus();
  }, [state.phase]);

  if (state.phase === 'success') {
    const url = new URL(registrationUrl);
    url.searchParams.set('code', state.data.referralCode);
    return (
      <div className={styles.status} data-state="success">
        <h2 ref={successRef} tabIndex={-1} className={styles.successFocus}>
          {t('successHeadline')}
        </h2>
        <p>{t('successText')}</p>
        <ButtonLink as={AttributedLink} href={url.toString()} creative="referral_continue" locale={locale} attribution={attribution}>
          {t('continue')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className={styles.status} data-state={state.phase}>
      {hash === null ? (
        <div role="alert" className={styles.alert}>
          <p className={styles.alertMessage}>{tSystem('missingLink')}</p>
        </div>
      ) : null}
      {state.phase === 'error' ? <ApiErrorAlert kind={state.error.kind} context="link" /> : null}
      {hash === null ? null : (
        <Button
          {...earlyClickProps}
          ref={replayEarlyClicks}
          loading={state.phase === 'loading'}
          loadingLabel={t('loading')}
          onClick={() => {
            // A click made before the scripts is replayed while React still renders the server's
            // (unknown) hash: the URL's is the one to send.
            const link = hash ?? readLinkHash();
            if (link) void run(async () => (await getApiClient()).redeemReferral({ hash: link }));
          }}
        >
          {t('submit')}
        </Button>
      )}
    </div>
  );
}
