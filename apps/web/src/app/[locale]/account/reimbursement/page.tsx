import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountMessages } from '@/components/account/AccountMessages';
import { AccountSection } from '@/components/account/AccountSection';
import { ReimbursementForm } from '@/components/account/ReimbursementForm';
import { accountMetadata, type AccountPageProps } from '@/components/account/accountPage';

export const generateMetadata = accountMetadata('reimbursement');

/** Reimbursement: where to pay the balance back to, and the birthday. */
export default async function ReimbursementPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Reimbursement' });
  return (
    <AccountSection>
      <h1>{t('headline')}</h1>
      <p>{t('intro')}</p>
      <AccountMessages namespace="Reimbursement">
        <ReimbursementForm />
      </AccountMessages>
    </AccountSection>
  );
}
