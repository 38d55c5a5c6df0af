import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config';
import { Psd2Authorization } from '@/components/account/Psd2Authorization';
import { StoreButtons } from '@/components/home/StoreButtons';
import { accountMetadata, accountPage } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('psd2Authorization');

/** PSD2Authorization: connect an account in the app; the page follows the release by polling. */
export default accountPage('psd2Authorization', async (locale) => {
  const footer = await getTranslations({ locale, namespace: 'Footer' });
  const labels = { appStore: footer('appStore'), playStore: footer('playStore') };
  return {
    children: (
      <Psd2Authorization
        appLinkOrigins={siteConfig.appLinkOrigins}
        storeLinks={<StoreButtons locale={locale} creative="psd2" labels={labels} />}
      />
    ),
  };
});
