'use client';
import { formatNumericDate, pageLocale } from '@site/i18n/formatDate';
import { useEffect, useId, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ToggleSwitch } from '@site/ui/ToggleSwitch';
import { choiceEffects } from './choiceEffects';
import type { RecordContext } from './consentRecord';
import { readConsentId, type CookieScope } from './cookies';
import {
  initialDialogState,
  isCategorySelected,
  runEffects,
  transition,
  type DialogEffect,
  type DialogEvent,
  type DialogState,
} from './dialogState';
import { fill, type ConsentDialogMessages } from './messages';
import { lockBodyScroll, makeBackgroundInert, trapKeys } from './modal';
import { GPC_ATTRIBUTE, PROMPT_ATTRIBUTE, sendsGpc } from './pageMarkers';
import { categories, servicesIn, type ServiceKey } from './services';

export interface ConsentLinks {
  partners: string;
  privacy: string;
  imprint: string;
}

/** What a choice needs besides the visitor's click: where cookies go, the reload, the record. */
export interface ChoiceContext {
  scope: CookieScope;
  reload: () => void;
  record: RecordContext;
}

export interface ConsentDialogProps extends ChoiceContext {
  choices: ReadonlySet<ServiceKey>;
  messages: ConsentDialogMessages;
  links: ConsentLinks;
  /** Called once the dialog is hidden (after a choice); focus goes back to `opener`. */
  onClose: () => void;
  opener: HTMLElement | null;
}

/** What the visitor does that the delayed scroll to top must not undo. */
const visitorMoves = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

type Step = { state: DialogState; effects: DialogEffect[] };

function reducer(step: Step, event: DialogEvent): Step {
  return transition(step.state, event);
}

const html = () => document.documentElement;

/** The consent id's day (YYYY-MM-DD) as the page's locale writes dates (the one date format). */
const consentDay = (isoDay: string, lang: string) => {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return formatNumericDate({ year, month, day }, pageLocale(lang));
};

/** Undoes what showSummary did; set while the static summary is shown. */
let leaveSummary: (() => void) | undefined;

/**
 * Makes the static summary (in the page's HTML, staticDialog.ts) modal and focused: the page
 * behind inert, Tab kept inside, Escape ignored; focus on the heading, or on 'Reject optional'
 * when the browser sends Global Privacy Control. The summary stays visible until a choice or
 * until settings open.
 */
export function showSummary(summary: HTMLElement): void {
  const dialog = summary.querySelector<HTMLElement>('[role="dialog"]')!;
  summary.hidden = false;
  const restoreInert = makeBackgroundInert(summary);
  const onKey = trapKeys(dialog);
  document.addEventListener('keydown', onKey, true);
  const first = sendsGpc()
    ? summary.querySelector<HTMLElement>('[data-consent-action="rejectOptional"]')
    : summary.querySelector<HTMLElement>('h2');
  first?.focus();
  leaveSummary = () => {
    leaveSummary = undefined;
    document.removeEventListener('keydown', onKey, true);
    restoreInert();
    summary.hidden = true;
    html().removeAttribute(PROMPT_ATTRIBUTE);
    html().removeAttribute(GPC_ATTRIBUTE);
  };
}

/** A choice made with the summary's buttons (§4: writes cookies, records, hides, reloads). */
export function decide(event: 'acceptAll' | 'rejectOptional', context: ChoiceContext, choices: ReadonlySet<ServiceKey>): void {
  const open = transition(initialDialogState, { type: 'load', needsDecision: true, choices }).state;
  runEffects(transition(open, { type: event }).effects, {
    ...choiceEffects(context.scope, context.reload, () => undefined, context.record),
  });
  leaveSummary?.();
}

/**
 * The settings view of the consent dialog (§4), lazy-loaded by ConsentRoot when settings are
 * opened from the summary or the footer. The summary itself is static HTML (showSummary).
 */
export default function ConsentDialog(props: ConsentDialogProps) {
  const { messages: m, links, scope, opener } = props;
  const [step, dispatch] = useReducer(reducer, undefined, () =>
    transition(initialDialogState, { type: 'openFromFooter', choices: props.choices }),
  );
  const [host] = useState(() => {
    const el = document.createElement('div');
    el.className = 'consent-root';
    return el;
  });
  const dialogRef = useRef<HTMLDivElement>(null);
  // Set when the visitor scrolls or presses inside the dialog; the delayed scroll to top then
  // stays away so nothing moves under a pointer that is about to click (a link clicked while the
  // 100 ms timer fired used to land on whatever scrolled under it).
  const visitorMoved = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const { state } = step;
  const consentId = readConsentId();

  useLayoutEffect(() => {
    document.body.appendChild(host);
    // Locked before the summary lets go of the page, so the scrollbar never comes back between.
    const unlock = lockBodyScroll();
    leaveSummary?.();
    const restoreInert = makeBackgroundInert(host);
    return () => {
      restoreInert();
      unlock();
      host.remove();
      // Back to whatever opened the dialog (the footer button), now that it is no longer inert.
      opener?.focus();
    };
  }, [host, opener]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onKey = trapKeys(dialog);
    const onMove = () => {
      visitorMoved.current = true;
    };
    document.addEventListener('keydown', onKey, true);
    for (const type of visitorMoves) dialog.addEventListener(type, onMove, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKey, true);
      for (const type of visitorMoves) dialog.removeEventListener(type, onMove);
    };
  }, [host]);

  // Effects of the last transition: cookies, the record, the delayed scroll to top, the reload.
  useEffect(() => {
    runEffects(step.effects, {
      ...choiceEffects(
        scope,
        props.reload,
        () => {
          if (!visitorMoved.current) dialogRef.current?.scrollTo({ top: 0 });
        },
        props.record,
      ),
      setTimeout: (fn, ms) => {
        visitorMoved.current = false;
        return window.setTimeout(fn, ms);
      },
    });
    if (step.state.view === 'hidden') props.onClose();
    // Effects run once per transition; props are stable for the dialog's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  // Focus the heading so screen readers announce the view.
  useEffect(() => {
    headingRef.current?.focus();
  }, [state.view]);

  if (state.view === 'hidden') return null;

  return createPortal(
    <div className="consent-backdrop">
      <div
        ref={dialogRef}
        className="consent-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="consent-title">
          {m.settingsTitle}
        </h2>
        <Settings state={state} messages={m} dispatch={dispatch} />
        {consentId && (
          <p className="consent-muted">
            {fill(m.consentId, {
              id: consentId.id,
              date: consentDay(consentId.date, html().lang),
            })}
          </p>
        )}
        <nav className="consent-links" aria-label={m.links}>
          <a href={links.partners}>{m.partners}</a>
          <a href={links.privacy}>{m.privacy}</a>
          <a href={links.imprint}>{m.imprint}</a>
        </nav>
      </div>
    </div>,
    host,
  );
}

function Settings({
  state,
  messages: m,
  dispatch,
}: {
  state: DialogState;
  messages: ConsentDialogMessages;
  dispatch: (event: DialogEvent) => void;
}) {
  const id = useId();
  return (
    <>
      <p>{m.settingsIntro}</p>
      {categories.map((category) => {
        const essential = category === 'essential';
        const text = m.categories[category];
        return (
          <section key={category} className="consent-category" aria-labelledby={`${id}-${category}`}>
            <div className="consent-row">
              <h3 id={`${id}-${category}`}>{text.name}</h3>
              {essential ? (
                <span className="consent-always">{m.alwaysOn}</span>
              ) : (
                <ToggleSwitch
                  checked={isCategorySelected(state, category)}
                  aria-label={fill(m.categoryToggle, { category: text.name })}
                  onCheckedChange={() => dispatch({ type: 'toggleCategory', category })}
                />
              )}
            </div>
            <p className="consent-muted">{text.description}</p>
            <ul className="consent-services">
              {servicesIn(category).map((service) => {
                const s = m.services[service.key];
                const nameId = `${id}-${service.key}`;
                return (
                  <li key={service.key}>
                    <div className="consent-row">
                      <span id={nameId} className="consent-service-name">
                        {s.name}
                      </span>
                      {essential ? (
                        <span className="consent-always">{m.alwaysOn}</span>
                      ) : (
                        <ToggleSwitch
                          checked={state.selected.has(service.key)}
                          aria-labelledby={nameId}
                          onCheckedChange={() => dispatch({ type: 'toggleService', key: service.key })}
                        />
                      )}
                    </div>
                    <p className="consent-muted">
                      {s.description}
                      {service.thirdPartyProvider ? ` (${m.thirdParty})` : ''}{' '}
                      {fill(m.cookieName, { name: service.cookie.name })}
                    </p>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      <div className="consent-actions">
        <button type="button" className="consent-button" onClick={() => dispatch({ type: 'rejectOptional' })}>
          {m.rejectOptional}
        </button>
        <button type="button" className="consent-button" onClick={() => dispatch({ type: 'acceptSelected' })}>
          {m.acceptSelected}
        </button>
        <button type="button" className="consent-button" onClick={() => dispatch({ type: 'acceptAll' })}>
          {m.acceptAll}
        </button>
      </div>
    </>
  );
}
