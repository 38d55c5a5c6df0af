'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button, ButtonLink, LoadingIndicator } from '@site/ui';
import type { ApiErrorKind, Psd2Authorization as Status } from '@site/api';
import { trustedAppUrl } from '@site/config/appLinks';
import { getApiClient } from '@/lib/api';
import { ApiErrorAlert } from './ApiErrorAlert';
import { QrCode } from './QrCode';
import { useLinkHash } from './useLinkHash';
import styles from './account.module.css';

/** How often the page asks whether the release was given in the app. */
export const PSD2_POLL_MS = 2000;

type View =
  | { phase: 'loading' }
  | { phase: 'pending'; appUrl: string }
  | { phase: 'success' }
  | { phase: 'failed' }
  | { phase: 'error'; kind: ApiErrorKind };

const linkKinds: ReadonlySet<ApiErrorKind> = new Set(['linkExpired', 'linkInvalid', 'linkAlreadyUsed']);

interface Props {
  /** The app's scheme and universal-link origins (`siteConfig.appLinkOrigins`). */
  appLinkOrigins: readonly string[];
  /** The store buttons, shown instead when the API's appUrl is not one of the app's links. */
  storeLinks: ReactNode;
}

/**
 * PSD2Authorization: the visitor connects an account and allows third-party access in the app
 * (QR code on large screens, a button on small ones). The page polls the status and shows the
 * success state by itself once the release is given; a failed connection offers a retry.
 * The API's appUrl goes into the QR code and the button only when it opens the app; anything else
 * (another site, a data: URL) could phish, so the visitor gets the store links instead.
 */
export function Psd2Authorization({ appLinkOrigins, storeLinks }: Props) {
  const t = useTranslations('Psd2Authorization');
  const tErrors = useTranslations('Errors');
  const tSystem = useTranslations('SystemPage');
  const hash = useLinkHash();
  const [view, setView] = useState<View>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!hash) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const result = await (await getApiClient()).getPsd2AuthorizationStatus({ hash });
      if (stopped) return;
      if (!result.ok) return setView({ phase: 'error', kind: result.error.kind });
      const status: Status = result.data;
      if (status.status === 'AUTHORIZED') return setView({ phase: 'success' });
      if (status.status === 'FAILED') return setView({ phase: 'failed' });
      setView({ phase: 'pending', appUrl: status.appUrl });
      timer = setTimeout(() => void poll(), PSD2_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [hash, attempt]);

  useEffect(() => {
    if (view.phase === 'success' || view.phase === 'failed') headingRef.current?.focus();
  }, [view.phase]);

  const retry = () => {
    setView({ phase: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (hash === null) {
    return (
      <div role="alert" className={styles.alert}>
        <p className={styles.alertMessage}>{tSystem('missingLink')}</p>
      </div>
    );
  }
  if (view.phase === 'success') {
    return (
      <div className={styles.status} data-state="success" ref={headingRef} tabIndex={-1}>
        <h2>{t('successHeadline')}</h2>
        <p>{t('successText')}</p>
      </div>
    );
  }
  if (view.phase === 'failed' || (view.phase === 'error' && !linkKinds.has(view.kind) && view.kind !== 'offline')) {
    return (
      <div className={styles.status} data-state="error" ref={headingRef} tabIndex={-1}>
        <div role="alert" className={styles.alert}>
          <p className={styles.alertMessage}>{tErrors('connectFailed')}</p>
          <p>{tErrors('connectRetry')}</p>
        </div>
        <Button onClick={retry}>{tSystem('retry')}</Button>
      </div>
    );
  }
  if (view.phase === 'error') {
    return (
      <div className={styles.status} data-state="error">
        <ApiErrorAlert kind={view.kind} context="link" />
        {view.kind === 'offline' ? <Button onClick={retry}>{tSystem('retry')}</Button> : null}
      </div>
    );
  }
  if (view.phase === 'pending') {
    const appUrl = trustedAppUrl(view.appUrl, appLinkOrigins);
    return (
      <div className={styles.status} data-state="pending">
        {appUrl ? (
          <>
            <div className={styles.qr} data-testid="psd2-qr">
              <QrCode value={appUrl} alt={tSystem('qrAlt')} />
              <p>{t('qrHint')}</p>
            </div>
            <div className={styles.smallOnly}>
              <ButtonLink href={appUrl}>{t('openApp')}</ButtonLink>
            </div>
          </>
        ) : (
          <div data-testid="psd2-store-links">
            <p>{t('storeHint')}</p>
            <div className={styles.storeLinks}>{storeLinks}</div>
          </div>
        )}
        <LoadingIndicator label={t('waiting')} showLabel />
      </div>
    );
  }
  return (
    <div className={styles.status} data-state="loading">
      <LoadingIndicator label={t('loading')} showLabel />
    </div>
  );
}
