'use client';
import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { QrCode } from './QrCode';
import styles from './account.module.css';

const noop = () => () => {};

/** On large screens: the page's own link as a QR code, to open it on the smartphone. */
export function MobileLinkQr() {
  const t = useTranslations('MobileLink');
  const tSystem = useTranslations('SystemPage');
  const href = useSyncExternalStore(noop, () => window.location.href, () => undefined);
  if (!href) return null;
  return (
    <div className={styles.qr} data-testid="mobile-link-qr">
      <QrCode value={href} alt={tSystem('qrAlt')} />
      <p>{t('qrHint')}</p>
    </div>
  );
}
