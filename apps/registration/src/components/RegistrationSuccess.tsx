import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocale, useTranslations } from '../i18n/intl';
import { StoreBadges } from './StoreBadges';

function subscribeLarge(listener: () => void) {
  const query = window.matchMedia(__LARGE_SCREEN_QUERY__);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

function useLargeScreen(): boolean {
  return useSyncExternalStore(subscribeLarge, () => window.matchMedia(__LARGE_SCREEN_QUERY__).matches, () => false);
}

/** Success state of §4: greets by first name (as text, whatever it holds) and asks to get the app. */
export function RegistrationSuccess({ firstName }: { firstName: string }) {
  const t = useTranslations('RegistrationSuccess');
  const locale = useLocale();
  const large = useLargeScreen();
  const headline = useRef<HTMLHeadingElement>(null);
  useEffect(() => headline.current?.focus(), []);

  return (
    <section className="success" aria-labelledby="success-headline">
      <h2 id="success-headline" ref={headline} tabIndex={-1}>
        {t('headline', { firstName })}
      </h2>
      <p>{t('text')}</p>
      <h3>{t('download')}</h3>
      <StoreBadges placement="success" />
      {large ? (
        <figure className="qr-code">
          <img src={__APP_QR_CODES__[locale]} alt={t('qrAlt')} width={160} height={160} />
          <figcaption>{t('qrHint')}</figcaption>
        </figure>
      ) : null}
    </section>
  );
}
