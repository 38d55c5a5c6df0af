import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import type { FigureSource as Source } from '@site/content';
import type { Locale } from '@site/i18n';
import { space, vars } from '@site/theme';
import { formatDate } from '@/lib/format';
import { beforeFullStop } from '@/lib/sentence';

const Note = styled.p`
  max-width: 44rem;
  margin: 0 0 ${space.l};
  color: ${vars.color.textMuted};
  font-size: 0.875rem;
`;

/** Who measured or rated the figures next to it, how, where to read it, and as of when (from the content). */
export async function FigureSource({ source, locale, id }: { source: Source; locale: Locale; id?: string }) {
  const t = await getTranslations({ locale, namespace: 'FigureSource' });
  return (
    <Note id={id} data-figure-source>
      {t('source', { source: beforeFullStop(source.source) })} {source.method} {t('asOf', { date: formatDate(source.asOf, locale) })}{' '}
      <a href={source.url}>{t('link')}</a>
    </Note>
  );
}
