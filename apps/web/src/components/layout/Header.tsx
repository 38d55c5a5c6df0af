import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { Logo } from '@site/ui';
import { breakpoints, radius, space } from '@site/theme';
import { siteConfig } from '@/config';
import { href, mainNavRouteIds, toolNavRouteIds } from '@site/config/routes';
import { RegistrationLink } from '@/components/consent/RegistrationLink';
import { localeSwitchTargets } from '@/lib/detailRoutes';
import { Container } from './Container';
import { LocaleSwitch } from './LocaleSwitch';
import { MenuButton } from './MenuButton';
import { ToolsMenu } from './ToolsMenu';
import { SearchControl } from '@/components/search/SearchControl';
import { iconMask } from '@/lib/iconMask';
import { navigationRowQuery } from './navigationLayout';

const navigationId = 'site-navigation';
const row = `@media ${navigationRowQuery}`;
const narrow = `@media not all and ${navigationRowQuery}`;
const phone = `@media (max-width: ${breakpoints.small - 0.0625}rem)`;
/*
 * From the one-row width until the large breakpoint the wordmark gives way to the logo alone,
 * next to eight links in German. (Below the one-row width it shows whenever it fits: `Home`.)
 */
const wordmarkHidden = `@media ${navigationRowQuery} and (max-width: ${breakpoints.large - 0.0625}rem)`;

const magnifier =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" fill="none" stroke="#000" stroke-width="2">' +
  '<circle cx="8.5" cy="8.5" r="5.5"/><path d="m12.5 12.5 5 5" stroke-linecap="round"/></svg>';

const Bar = styled.header`
  position: relative;
  z-index: 30;
  border-bottom: 1px solid color-mix(in srgb, var(--color-border) 35%, transparent);
  background: var(--color-background);
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${space.s};
  min-height: 4.5rem;
  padding-block: ${space.s};

  ${row} {
    flex-wrap: nowrap;
    column-gap: 1.25rem;
  }

  .locale-switch,
  .menu-button,
  > .search-control {
    display: inline-flex;
    align-items: center;
    gap: ${space.s};
    min-height: 2.75rem;
    padding-inline: 0.75rem;
    border: 1px solid var(--color-border);
    border-radius: ${radius.pill};
    background: transparent;
    color: var(--color-text);
    font: inherit;
    font-size: 0.9375rem;
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
  }

  .locale-switch {
    margin-left: auto;
  }

  .locale-code {
    display: none;
  }

  /* An icon with its label as the accessible name, from the small breakpoint up. */
  > .search-control {
    flex: none;
    justify-content: center;
    min-width: 2.75rem;
    padding-inline: 0;
  }

  /* The search control's magnifier, in the bar and in the menu panel, drawn by this stylesheet. */
  .search-control::before {
    content: '';
    flex: none;
    width: 20px;
    height: 20px;
    ${iconMask(magnifier)}
  }

  .locale-switch:hover,
  .menu-button:hover,
  > .search-control:hover {
    border-color: var(--color-accent);
    color: var(--color-accent);
  }

  .menu-button[aria-expanded='true'] {
    background: var(--color-accent);
    border-color: var(--color-accent);
    color: var(--color-on-accent);
  }

  ${row} {
    .locale-switch {
      margin-left: 0;
    }
    .menu-button {
      display: none;
    }
  }

  @media (scripting: none) {
    .menu-button {
      display: none;
    }
  }

  /* On a phone the bar also holds 'Open account': the menu button keeps only its icon and the
     language switch its short form (their aria-labels stay their accessible names). */
  ${phone} {
    column-gap: 0.375rem;

    /* A phone's bar has no room left for it next to 'Open account' (it would wrap the menu
       button onto a second row at 390 px): search is the menu panel's first entry instead. */
    > .search-control {
      display: none;
    }

    /* 'EN' rather than 'English': with it the bar stays one row at 360 px in the fallback font
       (its aria-label, 'This page in English', stays its accessible name). */
    .locale-switch {
      padding-inline: 0.5rem;
    }

    .locale-name {
      display: none;
    }

    .locale-code {
      display: inline;
    }

    .menu-button {
      padding-inline: 0.625rem;
    }

    .menu-button span {
      display: none;
    }
  }
`;

/*
 * Below the one-row width the wordmark shows whenever it fits next to 'Open account', the
 * language switch and the menu button, in whatever font the page got (Inter is `font-display: optional`, so a first
 * visit may keep a wider fallback font): the link takes the bar's free space, and a wordmark
 * that does not fit wraps onto a second line that the link's fixed height clips. The logo always
 * stays, and the bar stays one row.
 */
const Home = styled.a`
  flex: 1 1 0;
  min-width: 2.75rem;
  display: flex;
  flex-wrap: wrap;
  align-content: flex-start;
  align-items: center;
  column-gap: ${space.s};
  height: 2.75rem;
  overflow: hidden;
  font-weight: 700;
  font-size: 1.25rem;
  letter-spacing: -0.01em;
  color: var(--color-text);
  text-decoration: none;
  white-space: nowrap;

  svg {
    flex: none;
    max-width: none;
    margin-block: 0.5rem;
  }

  .wordmark {
    line-height: 2.75rem;
  }

  ${row} {
    flex: none;
  }

  /* A phone's bar is tight: a smaller wordmark fits beside 'Konto eröffnen' as beside 'Open
     account', from 375 px in both locales. */
  ${phone} {
    column-gap: 0.375rem;
    font-size: 1rem;
  }

  ${wordmarkHidden} {
    .wordmark {
      display: none;
    }
  }
`;

/*
 * One element serves both layouts: the row of links from the one-row width up, and below it
 * the panel the menu button opens (`data-open`), laid over the page under the bar. Without
 * JavaScript (`scripting: none`) the links show as a list under the bar instead.
 */
const Nav = styled.nav`
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    color: var(--color-text);
    font-weight: 500;
    text-decoration: none;
    white-space: nowrap;
  }

  a:hover,
  summary:hover {
    color: var(--color-accent);
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.4em;
  }

  /* The tools: a native disclosure (ToolsMenu), so it opens by keyboard and its links work without JavaScript. */
  summary {
    display: flex;
    align-items: center;
    gap: 0.375rem;
    min-height: 2.75rem;
    color: var(--color-text);
    font-weight: 500;
    white-space: nowrap;
    cursor: pointer;
    list-style: none;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  summary svg {
    transition: transform 150ms ease;
  }

  details[open] > summary svg {
    transform: rotate(180deg);
  }

  ${narrow} {
    display: none;
    order: 4;
    flex-basis: 100%;

    &[data-open] {
      display: block;
      position: absolute;
      top: 100%;
      left: 0;
      right: 0;
      height: calc(100dvh - 100%);
      overflow-y: auto;
      overscroll-behavior: contain;
      background: var(--color-background);
      border-top: 1px solid color-mix(in srgb, var(--color-border) 35%, transparent);
    }

    ul {
      width: 100%;
      max-width: 64rem;
      margin-inline: auto;
      padding: ${space.s} ${space.m} ${space.xl};
    }

    a,
    summary {
      min-height: 3.25rem;
      font-size: 1.125rem;
      border-bottom: 1px solid color-mix(in srgb, var(--color-border) 25%, transparent);
    }

    /* The panel starts with search (the bar's icon from the small breakpoint up, too). */
    .nav-search a {
      gap: ${space.s};
    }

    /* In the panel the tools open in place, indented under their summary. */
    details ul {
      padding: 0 0 0 ${space.m};
    }

    @media (scripting: none) {
      display: block;

      ul {
        padding: 0 0 ${space.s};
      }
    }
  }

  ${row} {
    flex: 1;

    .nav-search {
      display: none;
    }

    > ul {
      display: flex;
      justify-content: center;
      gap: 0.875rem;
    }

    a,
    summary {
      font-size: 0.875rem;
    }

    details {
      position: relative;
    }

    /* On the row the tools drop down under their summary, over the page. */
    details ul {
      position: absolute;
      top: 100%;
      left: -${space.m};
      z-index: 1;
      min-width: 14rem;
      padding: ${space.xs} ${space.m};
      border: 1px solid color-mix(in srgb, var(--color-border) 35%, transparent);
      border-radius: ${radius.m};
      background: var(--color-background);
      box-shadow: 0 0.5rem 1.5rem rgb(0 0 0 / 12%);
    }

    .nav-login {
      margin-left: ${space.s};
    }
  }
`;

/* The call to action stays in the bar at every width; below the one-row width, a compact one. */
const OpenAccount = styled.div`
  flex: none;

  a {
    white-space: nowrap;
  }

  ${narrow} {
    a {
      min-height: 2.75rem;
      padding: 0.5rem 0.75rem;
      font-size: 0.875rem;
    }
  }

  ${phone} {
    a {
      padding-inline: 0.625rem;
    }
  }
`;

function ChevronIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="m2 4 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export async function Header({ locale }: { locale: Locale }) {
  const [t, switcher, search, switchTargets] = await Promise.all([
    getTranslations({ locale, namespace: 'Navigation' }),
    getTranslations({ locale, namespace: 'LocaleSwitcher' }),
    getTranslations({ locale, namespace: 'Search' }),
    localeSwitchTargets(locale),
  ]);
  return (
    <Bar>
      <Inner>
        <Home href={href('home', locale)} aria-label={t('home')}>
          <Logo />
          <span className="wordmark" aria-hidden="true">
            {siteConfig.brand}
          </span>
        </Home>
        <Nav id={navigationId} aria-label={t('label')}>
          <ul>
            <li className="nav-search">
              <SearchControl href={href('search', locale)} label={search('open')} labelled />
            </li>
            {mainNavRouteIds.map((id) => (
              <li key={id}>
                <a href={href(id, locale)}>{t(id)}</a>
              </li>
            ))}
            <li>
              <ToolsMenu
                summary={
                  <>
                    {t('tools')}
                    <ChevronIcon />
                  </>
                }
              >
                <ul>
                  {toolNavRouteIds.map((id) => (
                    <li key={id}>
                      <a href={href(id, locale)}>{t(id)}</a>
                    </li>
                  ))}
                </ul>
              </ToolsMenu>
            </li>
            <li className="nav-login">
              <a href={siteConfig.loginUrl}>{t('logIn')}</a>
            </li>
          </ul>
        </Nav>
        <SearchControl href={href('search', locale)} label={search('open')} />
        <OpenAccount>
          <RegistrationLink locale={locale} creative="header_open_account">
            {t('openAccount')}
          </RegistrationLink>
        </OpenAccount>
        <LocaleSwitch
          locale={locale}
          targets={switchTargets}
          text={
            <>
              <span className="locale-name">{switcher('switchTo')}</span>
              <span className="locale-code">{switcher('switchToShort')}</span>
            </>
          }
          label={switcher('switchToLabel')}
        />
        <MenuButton controls={navigationId} label={t('menu')} />
      </Inner>
    </Bar>
  );
}
