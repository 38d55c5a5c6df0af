/**
 * What makes the dialog modal without <dialog>.showModal() (whose Escape handling Chrome may
 * force through after repeated presses): the page behind is inert, body scroll is locked without
 * layout shift, Tab stays inside, Escape is swallowed.
 */
import { EARLY_INERT_ATTRIBUTE } from './pageMarkers';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * Makes every child of body except `keep` inert; returns the undo. What the head script made
 * inert before this script ran (EARLY_INERT_ATTRIBUTE) counts as this call's own.
 */
export function makeBackgroundInert(keep: HTMLElement): () => void {
  const changed = [...document.body.children].filter(
    (el) => el !== keep && (!el.hasAttribute('inert') || el.hasAttribute(EARLY_INERT_ATTRIBUTE)),
  );
  for (const el of changed) {
    el.setAttribute('inert', '');
    el.removeAttribute(EARLY_INERT_ATTRIBUTE);
  }
  if (keep.hasAttribute('inert') && keep.hasAttribute(EARLY_INERT_ATTRIBUTE)) {
    keep.removeAttribute('inert');
    keep.removeAttribute(EARLY_INERT_ATTRIBUTE);
  }
  return () => {
    for (const el of changed) el.removeAttribute('inert');
  };
}

/**
 * Hides the page's scrollbar while keeping its width: a scrollbar-gutter when the page had a
 * scrollbar, so nothing behind the dialog moves. Returns the undo.
 */
export function lockBodyScroll(): () => void {
  const html = document.documentElement;
  const previous = { overflow: html.style.overflow, gutter: html.style.scrollbarGutter };
  const scrollbarWidth = window.innerWidth - html.clientWidth;
  if (scrollbarWidth > 0) html.style.scrollbarGutter = 'stable';
  html.style.overflow = 'hidden';
  return () => {
    html.style.overflow = previous.overflow;
    html.style.scrollbarGutter = previous.gutter;
  };
}

/** Keydown handler: Escape does nothing, Tab and Shift+Tab wrap inside `root`. */
export function trapKeys(root: HTMLElement) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableIn(root);
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    const inside = active instanceof Node && root.contains(active);
    if (event.shiftKey && (!inside || active === first || active === root)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (!inside || active === last)) {
      event.preventDefault();
      first.focus();
    }
  };
}
