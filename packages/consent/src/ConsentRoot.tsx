'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ConsentConfig } from './config';
import type { ConsentLinks } from './ConsentDialog';
import type { ConsentSource } from './consentRecord';
import { consentPrompt, migrateLegacyCookies, readChoices } from './cookies';
import { consentRootListening, OPEN_SETTINGS_EVENT } from './events';
import { loadFieldData } from './fieldDataLoader';
import { loadVendors } from './loader';
import type { ConsentDialogMessages } from './messages';
import {
  ACTION_ATTRIBUTE,
  GPC_ATTRIBUTE,
  PENDING_ATTRIBUTE,
  PROMPT_ATTRIBUTE,
  READY_ATTRIBUTE,
  sendsGpc,
  SUMMARY_ID,
} from './pageMarkers';
import { serviceByKey, type ServiceKey } from './services';
import { syncWebSessionId } from './webSessionId';

// The dialog is its own chunk: fetched only when it has to show (first visit, a new policy
// revision, or the footer button). It also holds what the static summary's buttons do.
const loadDialog = () => import('./ConsentDialog');
const ConsentDialog = lazy(loadDialog);

export interface ConsentRootProps {
  config: ConsentConfig;
  /** The Consent namespace of the current locale (brand filled in). */
  messages: ConsentDialogMessages;
  /** Partners, privacy policy and imprint of the current locale. */
  links: ConsentLinks;
  /** The reload after a choice; injectable for tests. */
  reload?: () => void;
}

const isEssential = (key: ServiceKey) => serviceByKey(key).category === 'essential';

interface Request {
  source: 'settings' | 'footer';
  choices: ReadonlySet<ServiceKey>;
  opener: HTMLElement | null;
}

/**
 * The always-loaded part of the consent layer: migrates legacy cookies, loads what is consented,
 * starts error reporting and field data with consent, attaches to the static summary (staticDialog.ts, in the
 * page's HTML) when a decision is needed, and mounts the settings when the summary or the footer
 * asks for them. Renders nothing on the server.
 */
export function ConsentRoot({ config, messages, links, reload }: ConsentRootProps) {
  const [request, setRequest] = useState<Request | null>(null);
  const scope = { domain: config.cookieDomain };
  const context = (source: ConsentSource) => ({
    scope,
    reload: reload ?? (() => window.location.reload()),
    record: { endpoint: config.recordsEndpoint, revision: config.policyRevision, source },
  });

  useEffect(() => {
    migrateLegacyCookies(scope);
    const choices = readChoices();
    syncWebSessionId(choices, scope);
    loadVendors(config, choices, isEssential);
    if (choices.has('BUGSNAG') && config.bugsnag.apiKey) {
      void import('./bugsnag').then((m) => m.startErrorReporting(config.bugsnag));
    }
    loadFieldData(config.fieldData, choices);
    const prompt = consentPrompt(config.policyRevision);
    const summary = document.getElementById(SUMMARY_ID);
    const html = document.documentElement;
    const act = (action: string | null | undefined) => {
      if (action === 'showSettings') setRequest({ source: 'settings', choices, opener: null });
      else if (action === 'acceptAll' || action === 'rejectOptional') {
        void loadDialog().then((m) => m.decide(action, context('summary'), choices));
      }
    };
    const onSummaryClick = (event: MouseEvent) => {
      act((event.target as Element).closest(`[${ACTION_ATTRIBUTE}]`)?.getAttribute(ACTION_ATTRIBUTE));
    };
    if (prompt && summary) {
      // The head script has done this before first paint; here for pages it did not run on.
      html.setAttribute(PROMPT_ATTRIBUTE, prompt);
      if (sendsGpc()) html.setAttribute(GPC_ATTRIBUTE, '');
      summary.addEventListener('click', onSummaryClick);
      html.setAttribute(READY_ATTRIBUTE, '');
      void loadDialog().then((m) => m.showSummary(summary));
      // A button pressed before this script ran (noted by the head script).
      const pending = html.getAttribute(PENDING_ATTRIBUTE);
      html.removeAttribute(PENDING_ATTRIBUTE);
      act(pending);
    }
    const onOpen = () => {
      const active = document.activeElement;
      setRequest({
        source: 'footer',
        choices: readChoices(),
        opener: active instanceof HTMLElement ? active : null,
      });
    };
    window.addEventListener(OPEN_SETTINGS_EVENT, onOpen);
    if (consentRootListening()) onOpen();
    return () => {
      window.removeEventListener(OPEN_SETTINGS_EVENT, onOpen);
      summary?.removeEventListener('click', onSummaryClick);
    };
    // Runs once per page: the configuration is fixed at build time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog
        key={request.source}
        choices={request.choices}
        messages={messages}
        links={links}
        {...context(request.source)}
        onClose={() => setRequest(null)}
        opener={request.opener}
      />
    </Suspense>
  );
}
