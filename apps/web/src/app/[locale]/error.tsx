'use client';
import { usePathname } from 'next/navigation';
import { CrashFallback, localeOfPath } from '@/components/system/CrashFallback';

/** A page that crashes in the browser shows the generic error page inside the site's frame. */
export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  return <CrashFallback locale={localeOfPath(usePathname())} error={error} />;
}
