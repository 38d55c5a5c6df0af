import type { CrashFallbackTexts } from '@/lib/crashFallback';

// Compiled in by next.config.ts (browserConstants in src/config.ts); its own chunk, loaded only
// after a crash on an en-EU page.
const texts = JSON.parse(__CRASH_FALLBACK_EN_EU__) as CrashFallbackTexts;
export default texts;
