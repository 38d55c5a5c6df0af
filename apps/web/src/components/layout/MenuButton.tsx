'use client';

import { useEffect, useRef, useState } from 'react';
import { earlyClickProps, replayEarlyClicks } from '@site/ui';
import { navigationRowQuery } from './navigationLayout';

/**
 * The header's menu button below the one-row width: a disclosure for the server-rendered
 * navigation panel named by `controls`. The panel stays server-rendered (no links in the client
 * bundle); this leaf only marks it open (`data-open` on the panel, `data-menu-open` on <html>,
 * which stops the page behind from scrolling), moves focus into it, and closes it on Escape
 * (focus back here), on a chosen link (not on the search entry, whose dialog returns the focus
 * to it), and when the window grows to the one-row width.
 * Without JavaScript the header's CSS shows the links and hides this button.
 */
export function MenuButton({ controls, label }: { controls: string; label: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const panel = document.getElementById(controls);
    if (!panel || !open) return;
    panel.toggleAttribute('data-open', true);
    document.documentElement.toggleAttribute('data-menu-open', true);
    panel.querySelector('a')?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onChoose = (event: MouseEvent) => {
      // A link that opens a dialog (the search entry) keeps the panel to come back to.
      if (event.target instanceof Element && event.target.closest('a:not([aria-haspopup])')) setOpen(false);
    };
    const wide = window.matchMedia(navigationRowQuery);
    const onResize = () => wide.matches && setOpen(false);
    document.addEventListener('keydown', onKey);
    panel.addEventListener('click', onChoose);
    wide.addEventListener('change', onResize);
    return () => {
      panel.removeAttribute('data-open');
      document.documentElement.removeAttribute('data-menu-open');
      document.removeEventListener('keydown', onKey);
      panel.removeEventListener('click', onChoose);
      wide.removeEventListener('change', onResize);
    };
  }, [open, controls]);

  return (
    <button
      ref={(node) => {
        button.current = node;
        replayEarlyClicks(node);
      }}
      {...earlyClickProps}
      type="button"
      className="menu-button"
      aria-label={label}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => setOpen((value) => !value)}
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d={open ? 'M5 5l10 10M15 5 5 15' : 'M3 6h14M3 10h14M3 14h14'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      {/* The name is the aria-label, so a phone's bar can drop the word (display: none). */}
      <span>{label}</span>
    </button>
  );
}
