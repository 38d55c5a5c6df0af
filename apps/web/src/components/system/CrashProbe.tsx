'use client';
import { useEffect, useState } from 'react';

/** The event an end-to-end test dispatches on `window` to make the probe crash. */
export const crashProbeEvent = 'site-crash-probe';

/**
 * Throws while rendering once the test dispatches `site-crash-probe` on window, so the
 * end-to-end tests see the crash fallback after the page (and with consent, Bugsnag) started.
 * Used only by the e2e-only crash-test routes; `site-crash-probe` is the marker of
 * `pnpm check:output --e2e`, which proves a production build holds none of it.
 */
export function CrashProbe() {
  const [crash, setCrash] = useState(false);
  useEffect(() => {
    const onCrash = () => setCrash(true);
    window.addEventListener(crashProbeEvent, onCrash);
    return () => window.removeEventListener(crashProbeEvent, onCrash);
  }, []);
  if (crash) throw new Error(`${crashProbeEvent}: crash requested by the end-to-end test`);
  return null;
}
