import type { MouseEvent } from 'react';
import { useTranslations } from '../i18n/intl';
import { openChatWhenReady } from '@site/consent/chat';
import { ButtonLink } from '@site/ui';
import { siteConfig } from '../siteConfig';

/**
 * Opens the chat instead of following the link, waiting for Freshchat's widget while its script
 * loads (as the site's chat buttons do); when it does not come, the same click follows the link.
 */
const onChat = (event: MouseEvent<HTMLAnchorElement>) => {
  const link = event.currentTarget;
  if (link.dataset.follow) {
    delete link.dataset.follow;
    return;
  }
  event.preventDefault();
  void openChatWhenReady().then((opened) => {
    if (opened) return;
    link.dataset.follow = '1';
    link.click();
  });
};

/**
 * Error page of §2 (`/{locale}/error`), also the crash fallback of the error boundary. The chat
 * button is the support site's link; with Freshchat configured (CONSENT_FRESHCHAT_ID) it opens
 * the chat instead, as soon as the widget is there (@site/consent/chat).
 */
export function ErrorPage() {
  const t = useTranslations('RegistrationError');
  const links = useTranslations('RegistrationLinks');
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
        <ButtonLink href={links('support')} onClick={__CONSENT_CONFIG__.vendors.FRESHCHAT.id ? onChat : undefined}>
          {t('chat')}
        </ButtonLink>
        <ButtonLink href={mail} variant="secondary">
          {t('email')}
        </ButtonLink>
      </div>
    </section>
  );
}
