'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import type { AutoplayType } from 'embla-carousel-autoplay';
import { earlyClickProps, replayEarlyClicks } from '@site/ui';
import { CarouselSlides } from '@/components/carousel/CarouselSlides';
import { prefersReducedMotion, useLazyCarousel } from '@/components/carousel/useLazyCarousel';

export interface ReviewSlide {
  id: string;
  author: string;
  rating: number;
  /** "4 out of 5 stars". */
  ratingLabel: string;
  title: string;
  text: string;
  date: string;
  dateLabel: string;
  source: string;
  /** "3 of 12". */
  slideLabel: string;
}

const AUTOPLAY_DELAY_MS = 7000;

/**
 * The review slideshow on the shared Embla setup (useLazyCarousel: swipe, loop, buttons, arrow
 * keys, loaded when it nears the viewport) with Embla's Autoplay plugin. Autoplay pauses while the
 * pointer is over it or focus is inside, and is never started when the visitor prefers reduced
 * motion.
 */
export function ReviewCarousel({
  slides,
  label,
  previousLabel,
  nextLabel,
}: {
  slides: ReviewSlide[];
  label: string;
  previousLabel: string;
  nextLabel: string;
}) {
  const autoplayRef = useRef<AutoplayType>(undefined);
  const [playing, setPlaying] = useState(false);
  /** Pointer over the carousel or focus inside it: autoplay stays stopped. */
  const held = useRef(false);
  const { regionRef, viewportRef, embla, selected, enhance, previous, next, onKeyDown } = useLazyCarousel({
    count: slides.length,
    options: { loop: true, align: 'start' },
    plugins: useCallback(async () => {
      const { default: Autoplay } = await import('embla-carousel-autoplay');
      const autoplay = Autoplay({
        delay: AUTOPLAY_DELAY_MS,
        playOnInit: false,
        stopOnInteraction: false,
        // Hover and focus pause it below (the plugin's own options stop without resuming).
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
      });
      autoplayRef.current = autoplay;
      return [autoplay];
    }, []),
    onInit: useCallback((instance: EmblaCarouselType) => {
      instance.on('autoplay:play', () => setPlaying(true));
      instance.on('autoplay:stop', () => setPlaying(false));
    }, []),
  });

  useEffect(() => {
    if (embla && !held.current && !prefersReducedMotion()) autoplayRef.current?.play();
  }, [embla]);

  const pause = useCallback(() => {
    held.current = true;
    enhance();
    autoplayRef.current?.stop();
  }, [enhance]);
  const resume = useCallback(() => {
    held.current = false;
    if (!prefersReducedMotion()) autoplayRef.current?.play();
  }, []);

  return (
    // A carousel region takes arrow keys for its slides (WAI-ARIA carousel pattern).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={regionRef}
      className="review-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={pause}
      onMouseLeave={(event) => {
        if (!event.currentTarget.contains(document.activeElement)) resume();
      }}
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null) && !event.currentTarget.matches(':hover')) resume();
      }}
      data-playing={playing}
      data-enhanced={embla ? 'true' : undefined}
    >
      <div className="review-carousel__controls">
        <button {...earlyClickProps} ref={replayEarlyClicks} type="button" className="review-carousel__button" onClick={previous} aria-label={previousLabel}>
          <span aria-hidden="true">←</span>
        </button>
        <button {...earlyClickProps} ref={replayEarlyClicks} type="button" className="review-carousel__button" onClick={next} aria-label={nextLabel}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <CarouselSlides
        block="review-carousel"
        slides={slides.map((slide) => ({ id: slide.id, label: slide.slideLabel, content: <ReviewFigure slide={slide} /> }))}
        selected={selected}
        viewportRef={viewportRef}
        live={playing ? 'off' : 'polite'}
      />
    </div>
  );
}

/** One review: stars, title and text, who wrote it, when and where. */
function ReviewFigure({ slide }: { slide: ReviewSlide }) {
  return (
    <figure>
      <p role="img" aria-label={slide.ratingLabel} className="review-stars">
        {'★'.repeat(slide.rating)}
        <span className="review-stars__empty">{'★'.repeat(5 - slide.rating)}</span>
      </p>
      <blockquote>
        <p className="review-title">{slide.title}</p>
        <p>{slide.text}</p>
      </blockquote>
      <figcaption>
        {slide.author} · <time dateTime={slide.date}>{slide.dateLabel}</time> · {slide.source}
      </figcaption>
    </figure>
  );
}
