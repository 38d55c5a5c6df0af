'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ConsentConfig } from './config';
import type { ConsentLinks } from './ConsentDialog';
import { migrateLegacyCookies, needsDecision, readChoices } from './cookies';
import { OPEN_SETTINGS_EVENT } from './events';
import { loadVendors } from './loader';
import type { ConsentDialogMessages } from './messages';
import { serviceByKey, type ServiceKey } from './services';
import { syncWebSessionId } from './webSessionId';

// The dialog is its own chunk: fetched only when it has to show (first visit or footer button).
const ConsentDialog = lazy(() => import('./ConsentDialog'));

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
  view: 'open' | 'settings';
  choices: ReadonlySet<ServiceKey>;
  opener: HTMLElement | null;
}

/**
 * The always-loaded part of the consent layer: migrates legacy cookies, loads what is consented,
 * starts error reporting with consent, and mounts the dialog when a decision is needed or the
 * footer asks for it. Renders nothing on the server.
 */
export function ConsentRoot({ config, messages, links, reload }: ConsentRootProps) {
  const [request, setRequest] = useState<Request | null>(null);
  const scope = { domain: config.cookieDomain };

  useEffect(() => {
    migrateLegacyCookies(scope);
    const choices = readChoices();
    syncWebSessionId(choices, scope);
    loadVendors(config, choices, isEssential);
    if (choices.has('BUGSNAG') && config.bugsnag.apiKey) {
      void import('./errorReporting').then((m) => m.startErrorReporting(config.bugsnag));
    }
    if (needsDecision()) setRequest({ view: 'open', choices, opener: null });
    const onOpen = () => {
      const active = document.activeElement;
      setRequest({
        view: 'settings',
        choices: readChoices(),
        opener: active instanceof HTMLElement ? active : null,
      });
    };
    window.addEventListener(OPEN_SETTINGS_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, onOpen);
    // Runs once per page: the configuration is fixed at build time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog
        key={`${request.view}-${request.opener ? 'footer' : 'load'}`}
        view={request.view}
        choices={request.choices}
        messages={messages}
        links={links}
        scope={scope}
        reload={reload ?? (() => window.location.reload())}
        onClose={() => setRequest(null)}
        opener={request.opener}
      />
    </Suspense>
  );
}
