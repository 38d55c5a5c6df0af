'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { navigationRowQuery } from './navigationLayout';

/**
 * The header's 'Tools': a native <details> disclosure, so it opens by keyboard and its links
 * work without JavaScript and before the scripts run (what a visitor opened then stays open).
 * Once the script runs it also closes as the APG disclosure pattern's menus do: on Escape (focus
 * back on its summary), on a click outside it, and when the focus moves elsewhere, which is what
 * every overlay does when it opens (the search dialog, the menu panel, the consent settings).
 * It also closes when the header changes between the row and the menu panel. The list is
 * server-rendered (`children`): this leaf carries no links.
 */
export function ToolsMenu({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const outside = (event: Event) => event.target instanceof Node && !element.contains(event.target);
    const close = () => {
      element.open = false;
    };
    // Capture, and stopped: the first Escape closes the tools, not also the menu panel they are in.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !element.open) return;
      event.stopPropagation();
      close();
      element.querySelector('summary')?.focus();
    };
    const onOutside = (event: Event) => {
      if (element.open && outside(event)) close();
    };
    const layout = window.matchMedia(navigationRowQuery);
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('click', onOutside, true);
    document.addEventListener('focusin', onOutside);
    layout.addEventListener('change', close);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('click', onOutside, true);
      document.removeEventListener('focusin', onOutside);
      layout.removeEventListener('change', close);
    };
  }, []);

  return (
    <details ref={details}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
