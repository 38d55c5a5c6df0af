import { useLocale, useTranslations } from '../intl';
import { AttributedLink } from '@site/consent';
import { siteConfig } from '../site-config';

// Our own drawn marks (no third-party badge images); the text comes from the catalogue.
const stores = [
  {
    id: 'app_store',
    label: 'appStore',
    href: siteConfig.appStoreUrl,
    mark: 'M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.9-3.5.9s-1.9-.8-3.1-.8c-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3.1.7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8zM14.1 5.8c.6-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.1 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z',
  },
  {
    id: 'play_store',
    label: 'playStore',
    href: siteConfig.playStoreUrl,
    mark: 'M4 2.5v19l10-9.5zM15.3 13.2l2.6 2.5-11.7 6.6zM15.3 10.8 6.2 1.7l11.7 6.6zM19.1 9l2.6 1.5c.8.5.8 1.6 0 2.1L19.1 14l-2.8-2.6z',
  },
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
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={store.mark} />
            </svg>
            <span>{t(store.label)}</span>
          </AttributedLink>
        </li>
      ))}
    </ul>
  );
}
