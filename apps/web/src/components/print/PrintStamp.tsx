'use client';
import { useEffect, useState } from 'react';
import type { Locale } from '@site/i18n';
import { formatDate } from '@/lib/format';

/**
 * The line at the bottom of a printed tool or fact sheet: the page's address and the day it was
 * printed. Shown only in print (globals.css); the date is today's, taken again before each print.
 */
export function PrintStamp({ url, locale, label }: { url: string; locale: Locale; label: string }) {
  const [today, setToday] = useState('');
  useEffect(() => {
    const update = () => setToday(new Date().toISOString().slice(0, 10));
    update();
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);
  return (
    <p className="print-stamp" aria-hidden="true">
      {label} {url}
      {today ? <> · <time dateTime={today}>{formatDate(today, locale)}</time></> : null}
    </p>
  );
}
