/**
 * What the static summary in the page's HTML (staticDialog.ts, build time), the inline head
 * script and the runtime (ConsentRoot, ConsentDialog) share. Kept apart so the runtime does not
 * import the build-time markup code.
 */
export const SUMMARY_ID = 'consent-summary';
export const SUMMARY_TITLE_ID = 'consent-summary-title';
/** On <html>: `ask` (no complete choice stored) or `changed` (older policy revision). */
export const PROMPT_ATTRIBUTE = 'data-consent';
/**
 * On <html> while a page's scripts come after its first paint (firstFrame.ts): `pending` until
 * every one has loaded or failed, then `loaded`. The Playwright fixture's `goto` waits for it.
 */
export const SCRIPTS_ATTRIBUTE = 'data-scripts';
/** On <html> while the dialog is prompted and the browser sends Global Privacy Control. */
export const GPC_ATTRIBUTE = 'data-consent-gpc';

/** Whether the browser sends Global Privacy Control. */
export const sendsGpc = (): boolean =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
/** Set by ConsentRoot once the summary's buttons work. */
export const READY_ATTRIBUTE = 'data-consent-ready';
/**
 * The summary button a visitor pressed before the layer's script ran (the head script notes it,
 * ConsentRoot carries it out), so an early click is never lost.
 */
export const PENDING_ATTRIBUTE = 'data-consent-pending';
export const ACTION_ATTRIBUTE = 'data-consent-action';
/**
 * On each part of the page the head script made inert at DOMContentLoaded, before the layer's
 * script runs (the summary is modal from the first frame); `makeBackgroundInert` takes them
 * over, so its undo frees them too.
 */
export const EARLY_INERT_ATTRIBUTE = 'data-consent-inert';
/**
 * The `performance.mark` a page sets when React has hydrated it (HydrationMark): `pnpm bench`
 * reads it from Lighthouse's user timings as the page's *hydrated* time.
 */
export const HYDRATED_MARK = 'hydrated';

/** On <html> once field data (fieldData.ts) measures the page: only with FIELD_DATA consent and without GPC. */
export const FIELD_DATA_ATTRIBUTE = 'data-field-data';
