'use client';
import { usePathname } from 'next/navigation';
import { CrashFallbackLoader, localeOfPath } from '@/components/system/CrashFallbackLoader';

/**
 * A page that crashes in the browser shows the generic error page inside the site's frame.
 * Every page loads this module, so the error page itself comes in a chunk of its own.
 */
export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  return <CrashFallbackLoader locale={localeOfPath(usePathname())} error={error} />;
}
