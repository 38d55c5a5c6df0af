import { AttributedLink } from '@site/consent';
import type { Locale } from '@site/i18n';
import { ButtonLink } from '@site/ui';
import { consentConfig, siteConfig } from '@/config';

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
      <ButtonLink
        as={AttributedLink}
        href={siteConfig.appStoreUrl}
        creative={`${creative}_app_store`}
        locale={locale}
        attribution={consentConfig.attribution}
        data-store="apple"
      >
        {labels.appStore}
      </ButtonLink>
      <ButtonLink
        as={AttributedLink}
        href={siteConfig.playStoreUrl}
        creative={`${creative}_play_store`}
        locale={locale}
        attribution={consentConfig.attribution}
        data-store="google"
      >
        {labels.playStore}
      </ButtonLink>
    </>
  );
}
