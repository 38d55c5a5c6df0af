import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { space } from '@site/theme';

const Bar = styled.section`
  background: var(--color-background);
  color: var(--color-text);
  padding: ${space.s} ${space.m};
  text-align: center;
  font-weight: 600;

  p {
    margin: 0;
  }
`;

/** Tells editors that this build shows unpublished content (editor preview builds only). */
export async function PreviewBar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'PreviewBar' });
  return (
    <Bar data-theme="StoneDark" aria-label={t('label')}>
      <p>{t('text')}</p>
    </Bar>
  );
}
