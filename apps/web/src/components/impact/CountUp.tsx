'use client';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@site/i18n';
import { joinImpactParts, type ImpactParts } from '@/lib/impactParts';

const DURATION_MS = 1200;

/**
 * An impact figure that counts up from zero when it scrolls into view, unless the visitor
 * prefers reduced motion. It counts the number in the figure's display unit (`impactParts`,
 * worked out on the server) and ends on the figure itself. The static HTML and assistive
 * technology get the final figure only. `final` comes written from the server
 * (`joinImpactParts`), so hydrating the figure makes no number formatter: the first one of a
 * page loads ICU's locale data inside the hydration task (docs/decisions.md: *No Intl object while a page
 * hydrates*); the counting makes it once it starts.
 */
export function CountUp({ parts, final, locale }: { parts: ImpactParts; final: string; locale: Locale }) {
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
        setShown(joinImpactParts({ ...parts, number: parts.number * eased }, locale));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [parts, locale]);

  return (
    <>
      <span ref={ref} aria-hidden="true" className="count-up">
        {shown}
      </span>
      <span className="ui-visually-hidden">{final}</span>
    </>
  );
}
