'use client';
import { useEffect, useState } from 'react';

/**
 * Throws while rendering once it has mounted in the browser, so the end-to-end tests see the
 * crash fallback (error.tsx). Used only by the e2e-only crash-test page; `site-crash-probe` is
 * one of check-no-mock's markers, which proves a production build holds none of it.
 */
export function CrashProbe() {
  const [crash, setCrash] = useState(false);
  useEffect(() => setCrash(true), []);
  if (crash) throw new Error('site-crash-probe: crash requested by the end-to-end test');
  return null;
}
