'use client';
import { useEffect } from 'react';
import { HYDRATED_MARK } from './pageMarkers';

/**
 * Sets the `hydrated` performance mark once React has hydrated the page. Rendered last in the
 * root layout of the site and of the bench's floor: a passive effect of the hydration's commit,
 * it runs after every control of the page has been adopted (one root, one commit), so the mark
 * is the moment the page's first form control works. `pnpm bench` reads it (bench/README.md).
 */
export function HydrationMark(): null {
  useEffect(() => {
    performance.mark(HYDRATED_MARK);
  }, []);
  return null;
}
