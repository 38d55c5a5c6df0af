import { MobileLinkQr } from '@/components/account/MobileLinkQr';
import { accountMetadata, accountPage } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('mobileLink');

/** MobileLink: an app link opened on a desktop asks to be opened on the smartphone. */
export default accountPage('mobileLink', () => ({ children: <MobileLinkQr /> }));
