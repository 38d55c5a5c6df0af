'use client';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@site/i18n';
import { formatImpactValue, type ImpactUnit } from '@/lib/impact';

const DURATION_MS = 1200;

/**
 * An impact figure that counts up from zero when it scrolls into view, unless the visitor
 * prefers reduced motion. The static HTML and assistive technology get the final figure only.
 */
export function CountUp({ value, unit, locale }: { value: number; unit: ImpactUnit; locale: Locale }) {
  const final = formatImpactValue(value, unit, locale);
  const [shown, setShown] = useState(final);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    // Every browser the site supports has IntersectionObserver (Next's browserslist).
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / DURATION_MS);
        const eased = 1 - (1 - progress) ** 3;
        setShown(formatImpactValue(value * eased, unit, locale));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, unit, locale]);

  return (
    <>
      <span ref={ref} aria-hidden="true" className="count-up">
        {shown}
      </span>
      <span className="ui-visually-hidden">{final}</span>
    </>
  );
}
