import { Suspense, useLayoutEffect } from 'react';
import { navigate, usePathname, useSearch } from 'wouter/use-browser-location';
import { fromRegistrationLocale } from '@site/i18n';
import type { PageType } from '@site/config/routes';
import { ErrorBoundary } from '@site/consent';
import { resolveLocalePath } from './routing/localePath';
import { rememberPageState } from './routing/pageState';
import { RegistrationIntl } from './i18n/RegistrationIntl';
import { RegistrationLayout } from './components/RegistrationLayout';
import { ErrorPage } from './components/ErrorPage';
import { RegistrationPage } from './components/RegistrationPage';
import { CrashProbe } from './components/CrashProbe';
import { RegistrationConsent } from './components/RegistrationConsent';

/**
 * Routing on wouter's browser-location hooks (the 1 KB core of wouter, without its route
 * matching, which two fixed pages do not need). Routes: /{deDE|enEU}/ (registration),
 * /{locale}/error (error page). The static server answers every path below a locale with that
 * locale's index.html and every other path with the root one, so this decides: other first segments are redirected to enEU,
 * other paths below a locale to that locale's start page, keeping the query.
 */
export function App() {
  const pathname = usePathname();
  const search = useSearch().replace(/^\?/, '');
  const resolution = resolveLocalePath(pathname, search);
  if (resolution.kind === 'redirect') return <Redirect to={resolution.to} replace />;

  const { locale, rest } = resolution;
  rememberPageState(locale, search);
  const page = pageFor(rest);
  if (page === undefined) {
    return <Redirect to={`/${locale}/${search ? `?${search}` : ''}`} replace />;
  }

  // The fallback is empty: the page's own texts are in its HTML (src/i18n/catalogues.ts), so it
  // shows only after Back/Forward crosses languages, while the other locale's chunk arrives (the
  // switcher itself waits for the other catalogue before it navigates).
  return (
    <Suspense fallback={null}>
      <RegistrationIntl locale={fromRegistrationLocale(locale)}>
        <RegistrationLayout isError={page === 'error'}>
          {/* What field data reports the page as (@site/consent fieldDataBeacon.ts), never its path. */}
          <meta name="page-type" content={(page === 'error' ? 'registrationError' : 'registration') satisfies PageType} />
          <ErrorBoundary fallback={<ErrorPage />} resetKey={pathname}>
            {page === 'error' ? <ErrorPage /> : __E2E_HOOKS__ && page === 'crash' ? <CrashProbe /> : <RegistrationPage />}
          </ErrorBoundary>
        </RegistrationLayout>
        <RegistrationConsent />
      </RegistrationIntl>
    </Suspense>
  );
}

type Page = 'registration' | 'error' | 'crash';

function pageFor(rest: string): Page | undefined {
  const path = rest.replace(/\/+$/, '');
  if (path === '') return 'registration';
  if (path === '/error') return 'error';
  // Test-only route; __E2E_HOOKS__ is false in production builds, so this branch is removed.
  if (__E2E_HOOKS__ && path === '/crash-test') return 'crash';
  return undefined;
}

/** Replaces the current history entry (no extra Back step), as the static server cannot redirect. */
function Redirect({ to }: { to: string; replace: true }) {
  useLayoutEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}
