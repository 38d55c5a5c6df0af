// Compiled into the browser bundle by next.config.ts from src/config.ts (browserConstants);
// set in jest.config.cjs for the unit tests.
declare global {
  /** Where the API lives and how long a call may take (@site/api). */
  const __API_BASE_URL__: string;
  const __API_TIMEOUT_MS__: number;
  /** JSON of every locale's crash headline: shown when the crash fallback's own chunk cannot load. */
  const __CRASH_FALLBACK_HEADLINES__: string;
  /** JSON of the crash fallback's texts, one locale each (components/system/crashTexts/). */
  const __CRASH_FALLBACK_DE_DE__: string;
  const __CRASH_FALLBACK_EN_EU__: string;
}

export {};
