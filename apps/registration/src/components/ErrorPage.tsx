import { useLocale, useTranslations } from '../i18n/intl';
import { supportUrl } from '@site/config/routes';
import { ButtonLink } from '@site/ui';
import { siteConfig } from '../siteConfig';

/** Error page of §2 (`/{locale}/error`), also the crash fallback of the error boundary. */
export function ErrorPage() {
  const t = useTranslations('RegistrationError');
  const locale = useLocale();
  const mail = `mailto:${siteConfig.contactEmail}?subject=${encodeURIComponent(t('emailSubject'))}`;
  return (
    <section className="error-page" aria-labelledby="error-headline">
      <p className="error-page__emoji" aria-hidden="true">
        🤔
      </p>
      <h1 id="error-headline" tabIndex={-1}>
        {t('headline')}
      </h1>
      <p>{t('text')}</p>
      <div className="button-row">
        <ButtonLink href={supportUrl(siteConfig, locale)}>{t('chat')}</ButtonLink>
        <ButtonLink href={mail} variant="secondary">
          {t('email')}
        </ButtonLink>
      </div>
    </section>
  );
}
