import { setRequestLocale } from 'next-intl/server';
import { ReimbursementForm } from '@/components/account/ReimbursementForm';
import { AccountPage, accountMetadata, type AccountPageProps } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('reimbursement');

/** Reimbursement: where to pay the balance back to, and the birthday. */
export default async function ReimbursementPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <AccountPage id="reimbursement" locale={locale}>
      <ReimbursementForm />
    </AccountPage>
  );
}
