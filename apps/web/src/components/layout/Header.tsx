import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { media, space } from '@site/theme';
import { siteConfig } from '@/config';
import { localizedPath, navRoutes } from '@/routes';
import { localeSwitchTargets } from '@/lib/detailRoutes';
import { Container } from './Container';
import { LocaleSwitch } from './LocaleSwitch';
import { Logo } from './Logo';

const Bar = styled.header`
  border-bottom: 1px solid var(--color-border);
  background: var(--color-background);
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.s} ${space.l};
  padding-block: ${space.s};

  .locale-switch {
    margin-left: auto;
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding-inline: ${space.s};
    font-weight: 600;
  }
`;

const Home = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space.s};
  min-height: 2.75rem;
  font-weight: 700;
  font-size: 1.25rem;
  color: var(--color-text);
  text-decoration: none;
`;

const Nav = styled.nav`
  order: 3;
  flex-basis: 100%;

  ${media.large} {
    order: 0;
    flex-basis: auto;
    flex: 1;
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${space.m};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    color: var(--color-text);
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

export async function Header({ locale }: { locale: Locale }) {
  const [t, switcher, switchTargets] = await Promise.all([
    getTranslations({ locale, namespace: 'Navigation' }),
    getTranslations({ locale, namespace: 'LocaleSwitcher' }),
    localeSwitchTargets(locale),
  ]);
  return (
    <Bar>
      <Inner>
        <Home href={localizedPath(locale, '/')} aria-label={t('home')}>
          <Logo />
          <span aria-hidden="true">{siteConfig.brand}</span>
        </Home>
        {navRoutes.length > 0 && (
          <Nav aria-label={t('label')}>
            <ul>
              {navRoutes.map((route) => (
                <li key={route.id}>
                  <a href={localizedPath(locale, route.path)}>{t(route.nav)}</a>
                </li>
              ))}
            </ul>
          </Nav>
        )}
        <LocaleSwitch locale={locale} targets={switchTargets} text={switcher('switchTo')} label={switcher('switchToLabel')} />
      </Inner>
    </Bar>
  );
}
