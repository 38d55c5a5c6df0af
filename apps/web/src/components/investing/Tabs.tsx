'use client';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { earlyClickProps, replayEarlyClicks } from '@site/ui';

export interface TabItem {
  key: string;
  label: string;
  /** Rendered on the server and passed in; only the selected panel is shown. */
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrow keys move between tabs (wrapping),
 * Home and End jump to the first and last. Every panel is in the HTML, so without JavaScript the
 * first one shows.
 */
export function Tabs({ label, items }: { label: string; items: TabItem[] }) {
  const [selected, setSelected] = useState(0);
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + items.length) % items.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {items.map((item, index) => (
          <button
            key={item.key}
            {...earlyClickProps}
            ref={(el) => {
              tabRefs.current[index] = el;
              replayEarlyClicks(el);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${item.key}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
            className="tabs__tab"
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${id}-panel-${item.key}`}
          aria-labelledby={`${id}-tab-${item.key}`}
          hidden={index !== selected}
          tabIndex={0}
          className="tabs__panel"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
