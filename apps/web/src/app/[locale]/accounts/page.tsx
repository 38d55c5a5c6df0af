import { setRequestLocale } from 'next-intl/server';
import { getContent } from '@site/content';
import type { Locale } from '@site/i18n';
import { AccountComparison } from '@/components/tools/AccountComparison';
import { ToolPage } from '@/components/tools/ToolPage';
import { PaymentBadges } from '@/components/badges/PaymentBadges';
import { AppScreenRow } from '@/components/appScreens/AppScreenRow';
import { DepositGuaranteeNotice } from '@/components/compliance/RegulatoryNotices';
import { feeInformationPath, href, localizedPath, routes } from '@site/config/routes';
import { routeMetadata } from '@/lib/metadata';
import { registrationHref } from '@/lib/registrationLink';
import { consentConfig } from '@/config';
import { formatPlanPrice } from '@/lib/format';

const { namespace } = routes.accounts;

export const generateMetadata = routeMetadata('accounts');

export default async function AccountsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const content = await getContent(locale);
  const plans = [...content.accountPlans]
    .sort((a, b) => a.order - b.order)
    .map(({ slug, name, tagline, monthlyPrice, billing, popular, features, feeInformation }) => ({
      slug,
      name,
      tagline,
      price: formatPlanPrice(monthlyPrice, locale),
      billing,
      popular,
      features,
      ...(feeInformation ? { feeInformationHref: localizedPath(locale, feeInformationPath(slug)) } : {}),
    }));
  return (
    <ToolPage
      locale={locale}
      namespace={namespace}
      clientNamespaces={[namespace]}
      notice={<DepositGuaranteeNotice text={content.notices.depositGuarantee} />}
      after={
        <>
          <AppScreenRow screens={['account', 'card']} locale={locale} width={15} />
          <PaymentBadges locale={locale} id="accounts-wallets" />
        </>
      }
    >
      <AccountComparison
        locale={locale}
        plans={plans}
        registrationUrl={registrationHref(locale)}
        priceListHref={href('priceList', locale)}
        attribution={consentConfig.attribution}
      />
    </ToolPage>
  );
}
