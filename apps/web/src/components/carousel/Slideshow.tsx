'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { earlyClickProps, replayEarlyClicks } from '@site/ui';
import { CarouselSlides } from './CarouselSlides';
import { useLazyCarousel } from './useLazyCarousel';

export interface Slide {
  id: string;
  /** "2 of 3". */
  label: string;
  /** What a screen reader hears when the visitor moves to this slide ("Step 2 of 3: …"). */
  announcement: string;
  content: ReactNode;
}

/**
 * A slideshow after the WAI-ARIA carousel pattern on the shared Embla setup: a labelled region,
 * slides as labelled groups, previous and next buttons, arrow keys, and no automatic rotation.
 * A move made by the visitor is announced through a polite live region. Without JavaScript (and
 * until Embla has loaded) the slides are a horizontally scrollable list, so each stays readable.
 */
export function Slideshow({
  slides,
  label,
  previousLabel,
  nextLabel,
  className,
}: {
  slides: Slide[];
  label: string;
  previousLabel: string;
  nextLabel: string;
  className?: string;
}) {
  const { regionRef, viewportRef, embla, selected, previous, next, onKeyDown } = useLazyCarousel({
    count: slides.length,
    options: { align: 'start' },
  });
  const [announced, setAnnounced] = useState('');
  const moved = useRef(false);
  useEffect(() => {
    // Silent on load: only a move the visitor made is announced.
    if (moved.current) setAnnounced(slides[selected]?.announcement ?? '');
  }, [selected, slides]);
  const move = (go: () => void) => () => {
    moved.current = true;
    go();
  };

  return (
    // A carousel region takes arrow keys for its slides (WAI-ARIA carousel pattern).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={regionRef}
      className={`slideshow ${className ?? ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') moved.current = true;
        onKeyDown(event);
      }}
      data-enhanced={embla ? 'true' : undefined}
    >
      <div className="slideshow__controls">
        <button
          {...earlyClickProps}
          ref={replayEarlyClicks}
          type="button"
          className="slideshow__button"
          onClick={move(previous)}
          aria-label={previousLabel}
          aria-disabled={selected === 0 ? 'true' : undefined}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          {...earlyClickProps}
          ref={replayEarlyClicks}
          type="button"
          className="slideshow__button"
          onClick={move(next)}
          aria-label={nextLabel}
          aria-disabled={selected === slides.length - 1 ? 'true' : undefined}
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
      {/* Until Embla runs (and without JavaScript) the list scrolls sideways: focusable so that
          arrow keys can scroll it too. */}
      <CarouselSlides
        block="slideshow"
        slides={slides}
        selected={selected}
        viewportRef={viewportRef}
        tabIndex={embla ? undefined : 0}
      />
      <p className="ui-visually-hidden" aria-live="polite" aria-atomic="true">
        {announced}
      </p>
    </div>
  );
}
