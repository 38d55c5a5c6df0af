import { pageSupport } from '@/config';
import { ReimbursementForm } from '@/components/account/ReimbursementForm';
import { accountMetadata, accountPage } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('reimbursement');

/**
 * Reimbursement: where to pay the balance back to, and the birthday. Support sends a closed
 * account's reimbursement link, so an expired link's 'Request a new link' leads to the support site.
 */
export default accountPage('reimbursement', (locale, _tSystem, head) => {
  const support = pageSupport(locale);
  return { children: <ReimbursementForm support={support} head={head} newLinkHref={support.site} /> };
});
