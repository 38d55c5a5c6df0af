import { pageSupport } from '@/config';
import { DeviceUnbind } from '@/components/account/DeviceUnbind';
import { accountMetadata, accountPage } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('deviceUnbindSuccess');

/** DeviceUnbindSuccess: unbinds the device named by the link, then confirms it. */
export default accountPage('deviceUnbindSuccess', (locale) => ({ children: <DeviceUnbind support={pageSupport(locale)} /> }));
