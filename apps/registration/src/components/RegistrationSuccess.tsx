import { useEffect, useRef } from 'react';
import { useLocale, useTranslations } from '../i18n/intl';
import { StoreBadges } from './StoreBadges';

/** Success state of §4: greets by first name (as text, whatever it holds) and asks to get the app. */
export function RegistrationSuccess({ firstName }: { firstName: string }) {
  const t = useTranslations('RegistrationSuccess');
  const locale = useLocale();
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
      {/* Shown from the large breakpoint (CSS); lazy, so a phone, which does not render it, never loads it. */}
      <figure className="qr-code">
        <img src={__APP_QR_CODES__[locale]} alt={t('qrAlt')} width={160} height={160} loading="lazy" />
        <figcaption>{t('qrHint')}</figcaption>
      </figure>
      {/* The app's account screen, drawn at build time (vite/appScreen.ts): its files, size and alt
          text are data of the page's catalogue, not of this script. Every browser this app's
          script runs in (es2022) takes the webp srcset; the jpeg is the plain `src`. */}
      <img
        className="success__screen"
        src={t('screen.src')}
        srcSet={t('screen.webp')}
        alt={t('screen.alt')}
        width={t('screen.width')}
        height={t('screen.height')}
        loading="lazy"
      />
    </section>
  );
}
