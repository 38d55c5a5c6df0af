import type { VitalsBeacon } from '@site/api';
import { effectiveTypes, maxVitalsTargetLength, vitalsMaxValues } from '@site/api/rules';
import { breakpoints } from '@site/theme';
import type { FieldDataConfig } from './config';

/**
 * The field-data beacon (`POST /v1/vitals`, the contract's VitalsBeacon) as the page builds it:
 * what it says about the page and the device, and the one send per page view. No web-vitals here,
 * so it is tested without a browser's performance timeline (fieldData.ts measures).
 */
export type { VitalsBeacon };
export type Measured = Pick<VitalsBeacon, 'metrics'> & Partial<Pick<VitalsBeacon, 'lcp' | 'inp'>>;

/** The page type the page declares (`<meta name="page-type">`, written from the route registry); never its path. */
export const PAGE_TYPE_META = 'page-type';

export function pageTypeOf(doc: Document): string | undefined {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${PAGE_TYPE_META}"]`)?.content || undefined;
}

/** `de-DE` from the page's language, whichever app's spelling it is (the registration app's is `deDE`). */
export function siteLocaleOf(lang: string): string {
  return lang.replace(/^([a-z]{2})-?([A-Z]{2})$/, '$1-$2');
}

/** By the viewport's width at the theme's breakpoints, in rem as the styles use them. */
export function deviceClassOf(matches: (query: string) => boolean): VitalsBeacon['deviceClass'] {
  if (matches(`(min-width: ${breakpoints.mid}rem)`)) return 'desktop';
  if (matches(`(min-width: ${breakpoints.small}rem)`)) return 'tablet';
  return 'mobile';
}

export function effectiveTypeOf(nav: Navigator): VitalsBeacon['effectiveType'] {
  const type = (nav as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return (effectiveTypes as readonly string[]).includes(type ?? '') ? (type as VitalsBeacon['effectiveType']) : 'unknown';
}

/** An element's selector as web-vitals gives it, cut to what the API takes. */
export const targetOf = (selector: string | undefined) => (selector ? selector.slice(0, maxVitalsTargetLength) : undefined);

/**
 * The beacon of what was measured, or undefined when there is nothing to send: no metric yet, or
 * a page that declares no page type.
 */
export function beaconOf(config: FieldDataConfig, measured: Measured, win: Window): VitalsBeacon | undefined {
  const pageType = pageTypeOf(win.document);
  // A value past the API's bounds (a tab left in the background for minutes) is left out, not the beacon.
  const metrics = Object.fromEntries(
    Object.entries(measured.metrics).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] >= 0 && entry[1] <= vitalsMaxValues[entry[0] as keyof typeof vitalsMaxValues],
    ),
  );
  if (!pageType || Object.keys(metrics).length === 0) return undefined;
  return {
    pageType: pageType as VitalsBeacon['pageType'],
    locale: siteLocaleOf(win.document.documentElement.lang) as VitalsBeacon['locale'],
    deviceClass: deviceClassOf((query) => win.matchMedia(query).matches),
    effectiveType: effectiveTypeOf(win.navigator),
    buildId: config.buildId,
    metrics,
    ...(measured.lcp && metrics.LCP !== undefined ? { lcp: measured.lcp } : {}),
    ...(measured.inp && metrics.INP !== undefined ? { inp: measured.inp } : {}),
  };
}

/**
 * Sends the beacon without cookies and without holding the page: `fetch` with `keepalive`, or
 * `sendBeacon` where that fails (the API ignores the cookies sendBeacon may carry).
 */
export function sendBeacon(endpoint: string, beacon: VitalsBeacon, win: Window): void {
  const body = JSON.stringify(beacon);
  try {
    void win
      .fetch(endpoint, { method: 'POST', keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'application/json' }, body })
      .catch(() => undefined);
  } catch {
    win.navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }));
  }
}
