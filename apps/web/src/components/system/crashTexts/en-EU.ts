import type { CrashFallbackTexts } from '@/lib/crashFallback';

// Inlined at build time by next.config.ts (crashFallbackEnv); its own chunk, loaded only after a
// crash on a en-EU page.
const texts = JSON.parse(process.env.CRASH_FALLBACK_EN_EU ?? '{}') as CrashFallbackTexts;
export default texts;
