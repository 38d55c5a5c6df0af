import type { Locale } from '@site/i18n';
import type { AccountRouteId } from '@site/config/routes';
import { routeMetadata } from '@/lib/metadata';

export interface AccountPageProps {
  params: Promise<{ locale: Locale }>;
}

/** generateMetadata of a system page: its namespace's title and description, noindex. */
export function accountMetadata(id: AccountRouteId) {
  return routeMetadata(id);
}
