'use client';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ButtonLink } from '@site/ui';
import { openChatWhenReady, type SupportContact } from '@/lib/chat';
import styles from './account.module.css';

/**
 * Chat and e-mail buttons (§2, §8). The chat button is a link to the support site, so it helps
 * without JavaScript and before the scripts; where the build configures the chat, a click opens
 * its widget instead (waiting for it while its script loads), and leads to the support site only
 * when the widget does not come.
 */
export function SupportButtons({ support }: { support: SupportContact }) {
  const t = useTranslations('SystemPage');
  const [opening, setOpening] = useState(false);
  // Set for the one click that follows the link after the chat did not come.
  const followLink = useRef(false);
  return (
    <div className={styles.actions}>
      <ButtonLink
        href={support.site}
        data-support="chat"
        aria-busy={opening || undefined}
        onClick={(event) => {
          if (!support.chat || followLink.current) {
            followLink.current = false;
            return;
          }
          event.preventDefault();
          if (opening) return;
          setOpening(true);
          const link = event.currentTarget;
          void openChatWhenReady().then((opened) => {
            setOpening(false);
            if (opened) return;
            followLink.current = true;
            link.click();
          });
        }}
      >
        {t('chat')}
      </ButtonLink>
      <ButtonLink href={`mailto:${support.email}`} variant="secondary" data-support="email">
        {t('email')}
      </ButtonLink>
    </div>
  );
}
