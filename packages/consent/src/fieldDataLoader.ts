import type { FieldDataConfig } from './config';
import { readChoices } from './cookies';
import { sendsGpc } from './pageMarkers';
import type { ServiceKey } from './services';

const consented = () => readChoices().has('FIELD_DATA');

/**
 * Starts field data (fieldData.ts, its own chunk with web-vitals) once the page is interactive
 * and idle, only with the visitor's FIELD_DATA consent and never while the browser sends Global
 * Privacy Control. Says whether it will.
 */
export function loadFieldData(config: FieldDataConfig, choices: ReadonlySet<ServiceKey>): boolean {
  if (!choices.has('FIELD_DATA') || sendsGpc()) return false;
  const start = () => {
    import('./fieldData').then((m) => m.startFieldData(config, consented)).catch(() => undefined);
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return true;
}
