import { getTranslations } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { FactList } from '@/components/content/Section';
import { legalIdentity } from '@/config';
import { arbitrationBoard, financialSupervisor } from '@/lib/complaints';
import { ComplaintFacts } from './ComplaintFacts';

const lines = (address: readonly string[]) =>
  address.flatMap((line, index) => (index === 0 ? [line] : [<br key={index} />, line]));

/**
 * Where a customer turns when the answer does not settle a complaint: the arbitration board of
 * the Deutsche Bundesbank and BaFin, each with its address, a way to reach it and its site
 * (lib/complaints.ts), under third-level headings (below the complaints page's 'Where to turn
 * next' and the imprint's section).
 */
export async function DisputeBodies({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ComplaintsPage' });
  const bodies = [
    {
      key: 'arbitration',
      text: t('arbitrationText', { company: legalIdentity.company.name }),
      address: arbitrationBoard.postalAddress,
      contact: { label: t('email'), href: `mailto:${arbitrationBoard.email}`, shown: arbitrationBoard.email },
      url: arbitrationBoard.url,
    },
    {
      key: 'supervisor',
      text: t('supervisorText'),
      address: financialSupervisor.postalAddress,
      contact: { label: t('phone'), href: financialSupervisor.phone.uri, shown: financialSupervisor.phone.display },
      url: financialSupervisor.url,
    },
  ] as const;
  return (
    <ComplaintFacts>
      <p>{t('nextText')}</p>
      {bodies.map((body) => (
        <section key={body.key} aria-labelledby={`dispute-${body.key}`} data-dispute-body={body.key}>
          <h3 id={`dispute-${body.key}`}>{t(`${body.key}Heading`)}</h3>
          <p>{body.text}</p>
          <FactList>
            <dt>{t('post')}</dt>
            <dd>
              <address>{lines(body.address)}</address>
            </dd>
            <dt>{body.contact.label}</dt>
            <dd>
              <a href={body.contact.href}>{body.contact.shown}</a>
            </dd>
            <dt>{t('website')}</dt>
            <dd>
              <a href={body.url}>{body.url.replace(/^https:\/\//, '')}</a>
            </dd>
          </FactList>
        </section>
      ))}
    </ComplaintFacts>
  );
}
