import type { ReactNode } from 'react';

/**
 * A link that opens its page in a new tab, so a form the visitor is filling in keeps what was
 * typed (the documents a consent names), and that says so to a screen reader.
 * `rel="noopener"`: the opened page gets no handle on this one.
 */
export function NewTabLink({ href, newTabText, children }: { href: string; /** '(opens in a new tab)', without the brackets. */ newTabText: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="ui-visually-hidden"> ({newTabText})</span>
    </a>
  );
}
