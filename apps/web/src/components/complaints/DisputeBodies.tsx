import { getTranslations } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { FactList } from '@/components/content/Section';
import { legalIdentity } from '@/config';
import { arbitrationBoard, financialSupervisor } from '@/lib/complaints';

const lines = (address: readonly string[]) =>
  address.flatMap((line, index) => (index === 0 ? [line] : [<br key={index} />, line]));

/**
 * Where a customer turns when the answer does not settle a complaint: the arbitration board of
 * the Deutsche Bundesbank and BaFin, each with its address and site (lib/complaints.ts), under
 * third-level headings (below the complaints page's 'Where to turn next' and the imprint's section).
 */
export async function DisputeBodies({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ComplaintsPage' });
  const values = { company: legalIdentity.company.name };
  return (
    <>
      <p>{t('nextText')}</p>
      <section aria-labelledby="dispute-arbitration" data-dispute-body="arbitration">
        <h3 id="dispute-arbitration">{t('arbitrationHeading')}</h3>
        <p>{t('arbitrationText', values)}</p>
        <FactList>
          <dt>{t('post')}</dt>
          <dd>
            <address>{lines(arbitrationBoard.postalAddress)}</address>
          </dd>
          <dt>{t('email')}</dt>
          <dd>
            <a href={`mailto:${arbitrationBoard.email}`}>{arbitrationBoard.email}</a>
          </dd>
          <dt>{t('website')}</dt>
          <dd>
            <a href={arbitrationBoard.url}>{arbitrationBoard.url.replace(/^https:\/\//, '')}</a>
          </dd>
        </FactList>
      </section>
      <section aria-labelledby="dispute-supervisor" data-dispute-body="supervisor">
        <h3 id="dispute-supervisor">{t('supervisorHeading')}</h3>
        <p>{t('supervisorText')}</p>
        <FactList>
          <dt>{t('post')}</dt>
          <dd>
            <address>{lines(financialSupervisor.postalAddress)}</address>
          </dd>
          <dt>{t('phone')}</dt>
          <dd>
            <a href={financialSupervisor.phone.uri}>{financialSupervisor.phone.display}</a>
          </dd>
          <dt>{t('website')}</dt>
          <dd>
            <a href={financialSupervisor.url}>{financialSupervisor.url.replace(/^https:\/\//, '')}</a>
          </dd>
        </FactList>
      </section>
    </>
  );
}
