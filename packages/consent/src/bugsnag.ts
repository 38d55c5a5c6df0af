import Bugsnag, { type BreadcrumbType, type Client } from '@bugsnag/js';
import BugsnagPluginReact from '@bugsnag/plugin-react';
import type { BugsnagConfig } from './config';
import { parseMaxEvents } from './maxEvents';
import { setErrorReporter } from './reportError';

export const BREADCRUMB_TEXT_LIMIT = 140;

/** Click breadcrumbs carry the clicked element's text; §9 caps it at 140 characters. */
export function truncateBreadcrumb(crumb: { type: BreadcrumbType | string; metadata: Record<string, unknown> }): void {
  const text = crumb.metadata.targetText;
  if (crumb.type === 'user' && typeof text === 'string' && text.length > BREADCRUMB_TEXT_LIMIT) {
    crumb.metadata.targetText = text.slice(0, BREADCRUMB_TEXT_LIMIT);
  }
}

/** Options of §7/§9: no automatic sessions, no user IP, at most maxEvents events. */
export function bugsnagOptions(config: BugsnagConfig) {
  if (!config.apiKey) throw new Error('CONSENT_BUGSNAG_API_KEY is not set.');
  return {
    apiKey: config.apiKey,
    autoTrackSessions: false,
    collectUserIp: false,
    // No device id in localStorage: nothing is stored beyond what the consent allows.
    generateAnonymousId: false,
    maxEvents: parseMaxEvents(config.maxEvents),
    releaseStage: config.releaseStage,
    appVersion: config.appVersion,
    endpoints: { notify: config.notifyEndpoint, sessions: config.sessionsEndpoint },
    plugins: [new BugsnagPluginReact()],
    onBreadcrumb: truncateBreadcrumb,
    logger: null,
  };
}

let client: Client | null = null;

/**
 * Starts Bugsnag. Only called by ConsentRoot when the BUGSNAG cookie is 'true', through a
 * dynamic import, so a visitor without consent never downloads or runs it.
 *
 * §7: the client posts a session record as well as error events, but tracks no sessions on its
 * own (autoTrackSessions would start a new one on every client-side navigation). So exactly one
 * session is started here, when the page's reporter starts.
 */
export function startErrorReporting(config: BugsnagConfig): Client | null {
  if (client) return client;
  if (!config.apiKey) return null;
  client = Bugsnag.start(bugsnagOptions(config));
  client.startSession();
  const started = client;
  // Visible state for debugging and the end-to-end tests: reporting is on for this page.
  document.documentElement.dataset.errorReporting = 'on';
  setErrorReporter({
    notify: (error, componentStack) =>
      started.notify(error, (event) => {
        if (componentStack) event.addMetadata('react', { componentStack });
      }),
  });
  return client;
}
