/** Throws while rendering, to show the crash fallback in end-to-end tests (E2E builds only). */
export function CrashProbe(): never {
  throw new Error('Crash requested by the end-to-end test route.');
}
