import { pageSupport } from '@/config';
import { ReimbursementForm } from '@/components/account/ReimbursementForm';
import { accountMetadata, accountPage } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('reimbursement');

/** Reimbursement: where to pay the balance back to, and the birthday. */
export default accountPage('reimbursement', (locale) => ({ children: <ReimbursementForm support={pageSupport(locale)} /> }));
