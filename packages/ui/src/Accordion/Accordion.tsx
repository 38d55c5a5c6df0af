'use client';
import { durations } from '@site/theme';
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { classNames } from '../Field/classNames';
import { earlyClickProps, replayEarlyClicks } from '../EarlyClick/earlyClick';

export interface AccordionProps {
  /** The always-visible text of the toggle button. */
  title: ReactNode;
  children: ReactNode;
  /** Heading level wrapping the button, so the accordion fits the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Uncontrolled start state; collapsed unless said otherwise (SPEC §4). */
  defaultOpen?: boolean;
  /** Controlled state; pass with `onOpenChange`. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * Disclosure pattern: a heading holding a button with aria-expanded/aria-controls, and a panel.
 * The panel's height animates in CSS (grid rows 0fr -> 1fr) over durations.accordionMs, with no
 * measuring in JS; styles.css drops the transition under prefers-reduced-motion. A collapsed
 * panel is `inert` and `visibility: hidden`, so its links are neither focusable nor read out.
 */
export function Accordion({
  title,
  children,
  headingLevel = 3,
  defaultOpen = false,
  open,
  onOpenChange,
  className,
}: AccordionProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const isOpen = open ?? innerOpen;
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  const Heading = `h${headingLevel}` as const;
  const toggle = () => {
    setInnerOpen(!isOpen);
    onOpenChange?.(!isOpen);
  };
  const style = { '--ui-accordion-duration': `${durations.accordionMs}ms` } as CSSProperties;

  return (
    <div className={classNames('ui-accordion', className)} data-open={isOpen} style={style}>
      <Heading className="ui-accordion__heading">
        <button
          type="button"
          id={buttonId}
          className="ui-accordion__button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={toggle}
          {...earlyClickProps}
          ref={replayEarlyClicks}
        >
          <span className="ui-accordion__title">{title}</span>
          <span className="ui-accordion__icon" aria-hidden="true" />
        </button>
      </Heading>
      <div
        id={panelId}
        className="ui-accordion__panel"
        role="region"
        aria-labelledby={buttonId}
        inert={!isOpen}
      >
        <div className="ui-accordion__content">{children}</div>
      </div>
    </div>
  );
}
