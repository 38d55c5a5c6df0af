import { getTranslations } from 'next-intl/server';
import { routes, type RouteId } from '@site/config/routes';
import type { Locale } from '@site/i18n';
import { breadcrumbTrail } from '@/lib/breadcrumbs';
import { absoluteUrl } from '@/lib/metadata';
import { breadcrumbLd } from '@/lib/structuredData';
import { JsonLd } from './JsonLd';

type Props = { locale: Locale } & ({ route: RouteId; path?: never; name?: never } | { route?: never; path: string; name: string });

/**
 * The BreadcrumbList of a page below the home page: a page of the route registry by its id, or a
 * content detail page by its path and name. A header page is named as in the header, another
 * page by the `Breadcrumbs` catalogue, or by its title when that is short already (legal pages).
 */
export async function BreadcrumbJsonLd({ locale, route, path, name }: Props) {
  const t = await getTranslations({ locale });
  const labelOf = (id: RouteId) => {
    if ('nav' in routes[id]) return t(`Navigation.${id}`);
    return t.has(`Breadcrumbs.${id}`) ? t(`Breadcrumbs.${id}`) : t(`${routes[id].namespace}.title`);
  };
  const trail = breadcrumbTrail(route ? routes[route].path : path, labelOf, (p) => absoluteUrl(locale, p), name);
  return <JsonLd data={breadcrumbLd(trail)} />;
}
