'use client';

import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

// The dialog, its texts' formatter and Pagefind are loaded when the visitor opens search, never before.
const SearchDialog = lazy(() => import('./SearchDialog'));

const subscribeNever = () => () => {};

/**
 * The header's search control. In the HTML it is a link to the search page (which says search
 * needs JavaScript); once the script runs it is a button that opens the search dialog, and the
 * focus comes back to it when the dialog closes. The header has two: an icon in the bar, and an
 * entry at the top of the menu panel (`labelled`: its label shows), the one a phone has. The
 * dialog is rendered into <body>, so it is nobody's child in the page: not the menu panel's.
 */
export function SearchControl({ href, label, labelled }: { href: string; label: string; labelled?: boolean }) {
  const [open, setOpen] = useState(false);
  const control = useRef<HTMLAnchorElement>(null);
  // false in the server's HTML and while hydrating, true once React runs the page.
  const scripted = useSyncExternalStore(subscribeNever, () => true, () => false);

  // Back to the control once the dialog has gone (while it is open the page behind is inert).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) control.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const show = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setOpen(true);
  };

  return (
    <>
      <a
        ref={control}
        href={href}
        className="search-control"
        role={scripted ? 'button' : undefined}
        aria-haspopup={scripted ? 'dialog' : undefined}
        onClick={show}
        onKeyDown={(event) => {
          if (event.key === ' ') show(event);
        }}
      >
        <span className={labelled ? undefined : 'ui-visually-hidden'}>{label}</span>
      </a>
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <SearchDialog onClose={() => setOpen(false)} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
