import { getTranslations } from 'next-intl/server';
import { feeServiceKeys } from '@site/content';
import type { Locale } from '@site/i18n';
import { FactList, Section } from '@/components/content/Section';

/**
 * The glossary the fee information documents refer to ('A glossary of the terms used in this
 * document is available free of charge'): every standardised term with its definition, at
 * `#glossary` of the price list.
 */
export async function FeeGlossary({ locale }: { locale: Locale }) {
  const [t, terms] = await Promise.all([
    getTranslations({ locale, namespace: 'PriceList' }),
    getTranslations({ locale, namespace: 'FeeInformation.services' }),
  ]);
  return (
    <Section id="glossary" aria-labelledby="glossary-heading">
      <h2 id="glossary-heading">{t('glossaryHeading')}</h2>
      <p>{t('glossaryIntro')}</p>
      <FactList>
        {feeServiceKeys.map((key) => [<dt key={`${key}-term`}>{terms(`${key}.term`)}</dt>, <dd key={`${key}-definition`}>{terms(`${key}.definition`)}</dd>])}
      </FactList>
    </Section>
  );
}
