'use client';
import { useEffect, useId, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { choiceEffects } from './choiceEffects';
import type { CookieScope } from './cookies';
import {
  isCategorySelected,
  runEffects,
  transition,
  type DialogEffect,
  type DialogEvent,
  type DialogState,
} from './dialogState';
import { fill, type ConsentDialogMessages } from './messages';
import { lockBodyScroll, makeBackgroundInert, trapKeys } from './modal';
import { categories, servicesIn, type ServiceKey } from './services';
import { ToggleSwitch } from './ToggleSwitch';

export interface ConsentLinks {
  partners: string;
  privacy: string;
  imprint: string;
}

export interface ConsentDialogProps {
  view: 'open' | 'settings';
  choices: ReadonlySet<ServiceKey>;
  messages: ConsentDialogMessages;
  links: ConsentLinks;
  scope: CookieScope;
  reload: () => void;
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

/** The consent dialog (§4): lazy-loaded by ConsentRoot only when it has to show. */
export default function ConsentDialog(props: ConsentDialogProps) {
  const { messages: m, links, scope, opener } = props;
  const [step, dispatch] = useReducer(reducer, undefined, () =>
    props.view === 'settings'
      ? transition({ view: 'hidden', selected: new Set() }, { type: 'openFromFooter', choices: props.choices })
      : transition({ view: 'hidden', selected: new Set() }, { type: 'load', needsDecision: true, choices: props.choices }),
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

  useLayoutEffect(() => {
    document.body.appendChild(host);
    const restoreInert = makeBackgroundInert(host);
    const unlock = lockBodyScroll();
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

  // Effects of the last transition: cookies, the delayed scroll to top, the reload.
  useEffect(() => {
    runEffects(step.effects, {
      ...choiceEffects(scope, props.reload, () => {
        if (!visitorMoved.current) dialogRef.current?.scrollTo({ top: 0 });
      }),
      setTimeout: (fn, ms) => {
        visitorMoved.current = false;
        return window.setTimeout(fn, ms);
      },
    });
    if (step.state.view === 'hidden') props.onClose();
    // Effects run once per transition; props are stable for the dialog's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  // Focus the heading of each view so screen readers announce it.
  useEffect(() => {
    headingRef.current?.focus();
  }, [state.view]);

  if (state.view === 'hidden') return null;

  const heading = state.view === 'settings' ? m.settingsTitle : m.title;

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
          {heading}
        </h2>
        {state.view === 'open' ? (
          <>
            <p>{m.intro}</p>
            <div className="consent-actions">
              <button type="button" className="consent-button" onClick={() => dispatch({ type: 'rejectOptional' })}>
                {m.rejectOptional}
              </button>
              <button type="button" className="consent-button" onClick={() => dispatch({ type: 'acceptAll' })}>
                {m.acceptAll}
              </button>
            </div>
            <button type="button" className="consent-link" onClick={() => dispatch({ type: 'showSettings' })}>
              {m.showSettings}
            </button>
          </>
        ) : (
          <Settings state={state} messages={m} dispatch={dispatch} />
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
                  label={fill(m.categoryToggle, { category: text.name })}
                  onChange={() => dispatch({ type: 'toggleCategory', category })}
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
                          labelledBy={nameId}
                          onChange={() => dispatch({ type: 'toggleService', key: service.key })}
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
