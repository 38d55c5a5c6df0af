import { useLocale, useTranslations } from '../i18n/intl';
import { AttributedLink } from '@site/consent';
import { siteConfig } from '../siteConfig';
import appStoreMark from '../assets/app-store.svg?no-inline';
import playStoreMark from '../assets/play-store.svg?no-inline';

// Our own drawn marks (no third-party badge images) as image files, not markup in the script
// (the app's size budget); the text comes from the catalogue.
const stores = [
  { id: 'app_store', label: 'appStore', href: siteConfig.appStoreUrl, mark: appStoreMark },
  { id: 'play_store', label: 'playStore', href: siteConfig.playStoreUrl, mark: playStoreMark },
] as const;

/**
 * App Store and Google Play links. With ADJUST consent and a configured tracker they go through
 * the attribution service (§7); `placement` becomes part of the link's creative parameter.
 */
export function StoreBadges({ placement }: { placement: 'footer' | 'success' }) {
  const t = useTranslations('Footer');
  const locale = useLocale();
  return (
    <ul className="store-badges">
      {stores.map((store) => (
        <li key={store.id}>
          <AttributedLink
            className="store-badge"
            href={store.href}
            creative={`registration_${placement}_${store.id}`}
            locale={locale}
            attribution={__CONSENT_CONFIG__.attribution}
            rel="noopener"
          >
            <img src={store.mark} alt="" width="24" height="24" />
            <span>{t(store.label)}</span>
          </AttributedLink>
        </li>
      ))}
    </ul>
  );
}
