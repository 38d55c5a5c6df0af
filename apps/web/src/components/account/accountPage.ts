import type { Locale } from '@site/i18n';
import { pageMetadata } from '@/lib/metadata';
import { accountNamespaces, accountRoutes, type AccountRouteId } from '@/routes';

export interface AccountPageProps {
  params: Promise<{ locale: Locale }>;
}

/** generateMetadata of a system page: its namespace's title and description, noindex. */
export function accountMetadata(id: AccountRouteId) {
  return async ({ params }: AccountPageProps) => {
    const { locale } = await params;
    return pageMetadata({ locale, path: accountRoutes[id], namespace: accountNamespaces[id], noindex: true });
  };
}
