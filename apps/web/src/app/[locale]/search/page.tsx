import styled from 'styled-components';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { space } from '@site/theme';
import { href, routeList } from '@site/config/routes';
import { Container } from '@/components/layout/Container';
import { PageIntro } from '@/components/content/PageIntro';
import { routeMetadata } from '@/lib/metadata';

const Body = styled(Container)`
  padding-bottom: ${space.xxl};

  ul {
    display: grid;
    gap: ${space.xs};
    padding-left: 1.25rem;
  }

  /* Only one of the two explanations applies: a browser that runs scripts opens the dialog. */
  @media (scripting: none) {
    .search-with-javascript {
      display: none;
    }
  }
  @media (scripting: enabled) {
    .search-without-javascript {
      display: none;
    }
  }
`;

export const generateMetadata = routeMetadata('search');

/**
 * Where the header's search control leads without JavaScript (it is a link to here): search runs
 * in the browser, so this page says so and offers the sitemap and the site's pages instead.
 */
export default async function SearchPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'SearchPage' });
  const pages = await Promise.all(
    routeList
      .filter((route) => route.indexable)
      .map(async (route) => ({ id: route.id, title: (await getTranslations({ locale, namespace: route.namespace }))('title') })),
  );
  return (
    <>
      <PageIntro title={t('headline')} />
      <Body>
        <p className="search-without-javascript">{t('needsJavaScript')}</p>
        <p className="search-with-javascript">{t('withJavaScript')}</p>
        <p>
          {t('sitemapLead')} <a href="/sitemap.xml">{t('sitemap')}</a>
        </p>
        <p>{t('pagesLead')}</p>
        <ul>
          {pages.map((page) => (
            <li key={page.id}>
              <a href={href(page.id, locale)}>{page.title}</a>
            </li>
          ))}
        </ul>
      </Body>
    </>
  );
}
