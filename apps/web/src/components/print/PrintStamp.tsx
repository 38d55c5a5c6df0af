'use client';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Locale } from '@site/i18n';
import { formatDate } from '@/lib/format';

/**
 * The line at the bottom of a printed tool or fact sheet: the page's address and the day it was
 * printed. Shown only in print (globals.css); the date is today's, taken when the page goes to
 * print (`beforeprint`, or the print media query turning true, as in a print preview or an
 * emulated print), not when it hydrates: a date formatter set up during hydration costs the
 * first Intl formatter's locale data (about 5 ms, four times that on a phone) on every visit
 * for a line few people print. `flushSync`, so the date is in the page before it is laid out
 * for paper.
 */
export function PrintStamp({ url, locale, label }: { url: string; locale: Locale; label: string }) {
  const [today, setToday] = useState('');
  useEffect(() => {
    const date = () => new Date().toISOString().slice(0, 10);
    const update = () => flushSync(() => setToday(date()));
    const print = window.matchMedia('print');
    // Already in print (a print preview opened before the scripts ran).
    if (print.matches) setToday(date());
    const onMediaChange = () => {
      if (print.matches) update();
    };
    window.addEventListener('beforeprint', update);
    print.addEventListener('change', onMediaChange);
    return () => {
      window.removeEventListener('beforeprint', update);
      print.removeEventListener('change', onMediaChange);
    };
  }, []);
  return (
    <p className="print-stamp" aria-hidden="true">
      {label} {url}
      {today ? <> · <time dateTime={today}>{formatDate(today, locale)}</time></> : null}
    </p>
  );
}
