/**
 * The always-loaded side of error reporting: a slot for the Bugsnag client, which is imported
 * and started only with BUGSNAG consent (errorReporting.ts). Without consent nothing is sent.
 */
export interface ErrorReporter {
  notify: (error: Error, componentStack?: string) => void;
}

let reporter: ErrorReporter | null = null;

export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
}

export function reportError(error: unknown, componentStack?: string): void {
  if (!reporter) return;
  reporter.notify(error instanceof Error ? error : new Error(String(error)), componentStack);
}
