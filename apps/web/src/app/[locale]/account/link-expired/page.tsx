import { pageSupport } from '@/config';
import { SupportButtons } from '@/components/account/SupportButtons';
import { accountMetadata, accountPage } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('linkExpired');

/** LinkExpired: 'The link you clicked has expired or has already been used.', chat and e-mail. */
export default accountPage('linkExpired', (locale) => ({ children: <SupportButtons support={pageSupport(locale)} /> }));
