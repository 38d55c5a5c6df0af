/**
 * Throws while rendering, to show the crash fallback in end-to-end tests (E2E builds only). Its
 * message names `site-crash-probe`, the marker `pnpm check:output --e2e` refuses in a release.
 */
export function CrashProbe(): never {
  throw new Error('site-crash-probe: crash requested by the end-to-end test route.');
}
