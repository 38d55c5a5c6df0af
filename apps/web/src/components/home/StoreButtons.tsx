import type { Locale } from '@site/i18n';
import { consentConfig, siteConfig } from '@/config';
import { AttributedButtonLink } from '@/components/consent/AttributedButtonLink';

/**
 * The App Store and Play Store buttons, attribution-aware (§7). `creative` names where they
 * stand; each button's creative is `{creative}_app_store` / `{creative}_play_store`.
 */
export function StoreButtons({
  locale,
  creative,
  labels,
}: {
  locale: Locale;
  creative: string;
  labels: { appStore: string; playStore: string };
}) {
  return (
    <>
      <AttributedButtonLink
        href={siteConfig.appStoreUrl}
        creative={`${creative}_app_store`}
        locale={locale}
        attribution={consentConfig.attribution}
        data-store="apple"
      >
        {labels.appStore}
      </AttributedButtonLink>
      <AttributedButtonLink
        href={siteConfig.playStoreUrl}
        creative={`${creative}_play_store`}
        locale={locale}
        attribution={consentConfig.attribution}
        data-store="google"
      >
        {labels.playStore}
      </AttributedButtonLink>
    </>
  );
}
