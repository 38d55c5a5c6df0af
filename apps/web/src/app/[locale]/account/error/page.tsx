import { siteConfig } from '@/config';
import { SupportButtons } from '@/components/account/SupportButtons';
import { accountMetadata, accountPage } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('genericError');

/** GenericError: 'Whoops! Something went wrong.' with chat and e-mail buttons. */
export default accountPage('genericError', () => ({ children: <SupportButtons contactEmail={siteConfig.contactEmail} /> }));
