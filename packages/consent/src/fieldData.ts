import { onLCP } from 'web-vitals/attribution/onLCP.js';
import { onINP } from 'web-vitals/attribution/onINP.js';
import { onCLS } from 'web-vitals/onCLS.js';
import { onFCP } from 'web-vitals/onFCP.js';
import { onTTFB } from 'web-vitals/onTTFB.js';
import type { FieldDataConfig } from './config';
import { beaconOf, sendBeacon, targetOf, type Measured } from './fieldDataBeacon';
import { FIELD_DATA_ATTRIBUTE } from './pageMarkers';

/**
 * Field data (the `FIELD_DATA` service, performance): the page view's Core Web Vitals with
 * Google's web-vitals, its attribution build only for what the report names (the LCP element,
 * the INP interaction), sent once when the page is hidden. A chunk of its own, imported by
 * ConsentRoot after the page is interactive, and only with consent and without GPC.
 * `allowed` is asked again at the send, so a withdrawal made on this page sends nothing more.
 */
export function startFieldData(config: FieldDataConfig, allowed: () => boolean, win: Window = window): void {
  let measured: Measured = { metrics: {} };
  let sent = false;
  // Every change, so that whatever is hidden first (pagehide or visibilitychange) sends the latest.
  const options = { reportAllChanges: true };
  const keep = ({ name, value }: { name: keyof Measured['metrics']; value: number }) => {
    measured.metrics[name] = name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  };
  onLCP((metric) => {
    keep(metric);
    const target = targetOf(metric.attribution.target);
    measured.lcp = target ? { target, kind: metric.attribution.url ? 'image' : 'text' } : undefined;
  }, options);
  onINP((metric) => {
    keep(metric);
    const target = targetOf(metric.attribution.interactionTarget);
    const kind = metric.attribution.interactionType;
    measured.inp = target && kind ? { target, kind } : undefined;
  }, options);
  onCLS(keep, options);
  onFCP(keep, options);
  onTTFB(keep, options);

  const send = () => {
    if (sent || !allowed()) return;
    const beacon = beaconOf(config, measured, win);
    if (!beacon) return;
    sent = true;
    sendBeacon(config.endpoint, beacon, win);
  };
  win.document.documentElement.setAttribute(FIELD_DATA_ATTRIBUTE, 'on');
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') send();
  });
  win.addEventListener('pagehide', send);
  // A page restored from the back-forward cache is a new page view, which web-vitals measures anew.
  win.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    sent = false;
    measured = { metrics: {} };
  });
}
