import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { supportUrl } from '@site/config';
import { space } from '@site/theme';
import { siteConfig } from '@/config';
import { href } from '@site/config/routes';
import { SystemPageFrame } from './SystemPageFrame';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.m};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: ${space.s} ${space.l};
    border-radius: 999px;
    border: 2px solid var(--color-accent);
    font-weight: 600;
    text-decoration: none;
  }

  a:first-child {
    border-color: var(--color-primary);
    background: var(--color-primary);
    color: var(--color-on-primary);
  }
`;

/** The 404 page of §8: 'Houston, we have a problem.' with buttons to home and support. */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <SystemPageFrame fit screen="impact">
      <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
        <circle cx="48" cy="48" r="26" fill="var(--color-accent)" />
        <ellipse cx="48" cy="48" rx="44" ry="12" fill="none" stroke="var(--color-text-muted)" strokeWidth="3" transform="rotate(-18 48 48)" />
        <circle cx="38" cy="40" r="5" fill="var(--color-on-accent)" opacity=".5" />
        <circle cx="58" cy="56" r="3" fill="var(--color-on-accent)" opacity=".5" />
      </svg>
      <h1>{t('headline')}</h1>
      <p>{t('text')}</p>
      <Actions>
        <a href={href('home', locale)}>{t('home')}</a>
        <a href={supportUrl(siteConfig, locale)}>{t('support')}</a>
      </Actions>
    </SystemPageFrame>
  );
}
