'use client';
import { useTranslations } from 'next-intl';
import { ButtonLink } from '@site/ui';
import { openChat } from '@/lib/chat';
import styles from './account.module.css';

/**
 * Chat and e-mail buttons. The chat button is a mailto link that opens the chat instead when
 * the chat service is loaded, so it still helps without consent, without chat and without JS.
 */
export function SupportButtons({ contactEmail }: { contactEmail: string }) {
  const t = useTranslations('SystemPage');
  const mailto = `mailto:${contactEmail}`;
  return (
    <div className={styles.actions}>
      <ButtonLink
        href={mailto}
        data-support="chat"
        onClick={(event) => {
          if (openChat()) event.preventDefault();
        }}
      >
        {t('chat')}
      </ButtonLink>
      <ButtonLink href={mailto} variant="secondary" data-support="email">
        {t('email')}
      </ButtonLink>
    </div>
  );
}
