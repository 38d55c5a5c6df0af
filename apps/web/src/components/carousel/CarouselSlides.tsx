import type { ReactNode, Ref } from 'react';

export interface CarouselSlide {
  id: string;
  /** The slide's name for a screen reader ("2 of 3"). */
  label: string;
  content: ReactNode;
}

/**
 * The viewport, track and slides of a carousel on useLazyCarousel (WAI-ARIA carousel pattern:
 * each slide a labelled group, the shown one `aria-current`). `block` is the carousel's class
 * prefix (`slideshow__viewport`, …), which its own styles address.
 */
export function CarouselSlides({
  block,
  slides,
  selected,
  viewportRef,
  tabIndex,
  live,
}: {
  block: string;
  slides: readonly CarouselSlide[];
  selected: number;
  viewportRef: Ref<HTMLDivElement>;
  /** 0 while the slides are a plain scrolling list, so arrow keys can scroll it. */
  tabIndex?: number;
  /** The track's live-region politeness, for a carousel that announces its slides itself. */
  live?: 'off' | 'polite';
}) {
  return (
    <div className={`${block}__viewport`} ref={viewportRef} tabIndex={tabIndex}>
      <div className={`${block}__track`} aria-live={live}>
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            className={`${block}__slide`}
            role="group"
            aria-roledescription="slide"
            aria-label={slide.label}
            aria-current={index === selected ? 'true' : undefined}
          >
            {slide.content}
          </div>
        ))}
      </div>
    </div>
  );
}
