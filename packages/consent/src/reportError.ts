/**
 * The always-loaded side of error reporting: a slot for the Bugsnag client, which is imported
 * and started only with BUGSNAG consent (bugsnag.ts). Without consent nothing is sent.
 *
 * Errors reported before the client has started (Bugsnag arrives in a lazy chunk after the
 * page hydrated) wait in a bounded queue and are sent once it starts; without consent it never
 * starts and the queue goes with the page.
 */
export interface ErrorReporter {
  notify: (error: Error, componentStack?: string) => void;
}

/** At most this many early errors are kept (the first ones: usually the cause of the rest). */
export const MAX_QUEUED_ERRORS = 10;

let reporter: ErrorReporter | null = null;
let queued: [Error, string | undefined][] = [];

export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
  if (!next) return;
  const pending = queued;
  queued = [];
  for (const [error, componentStack] of pending) next.notify(error, componentStack);
}

export function reportError(error: unknown, componentStack?: string): void {
  const err = error instanceof Error ? error : new Error(String(error));
  if (reporter) reporter.notify(err, componentStack);
  else if (queued.length < MAX_QUEUED_ERRORS) queued.push([err, componentStack]);
}
