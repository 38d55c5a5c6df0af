/** SPEC §2 reimbursement: the money goes only to the account holder (rule in @site/validation). */
export { isAccountHolder, nameKey } from '@site/validation';
