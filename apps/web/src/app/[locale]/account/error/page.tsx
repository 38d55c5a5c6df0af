import { pageSupport } from '@/config';
import { SupportButtons } from '@/components/account/SupportButtons';
import { accountMetadata, accountPage } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('genericError');

/** GenericError: 'Whoops! Something went wrong.' with chat and e-mail buttons. */
export default accountPage('genericError', (locale) => ({ children: <SupportButtons support={pageSupport(locale)} /> }));
