'use client';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';

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
 * The review slideshow on Embla (swipe, loop, buttons) with its Autoplay plugin. Autoplay pauses
 * while the pointer is over it or focus is inside, and is never started when the visitor prefers
 * reduced motion. Arrow keys on the carousel move between slides.
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
  const [autoplay] = useState(() =>
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      playOnInit: false,
      stopOnInteraction: false,
      // Hover and focus pause it below (the plugin's own options stop without resuming).
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [autoplay]);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    embla.on('select', onSelect);
    embla.on('autoplay:play', onPlay);
    embla.on('autoplay:stop', onStop);
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) autoplay.play();
    return () => {
      embla.off('select', onSelect);
      embla.off('autoplay:play', onPlay);
      embla.off('autoplay:stop', onStop);
    };
  }, [embla, autoplay]);

  const [reducedMotion, setReducedMotion] = useState(true);
  useEffect(() => setReducedMotion(window.matchMedia('(prefers-reduced-motion: reduce)').matches), []);
  const pause = useCallback(() => autoplay.stop(), [autoplay]);
  const resume = useCallback(() => {
    if (!reducedMotion) autoplay.play();
  }, [autoplay, reducedMotion]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  return (
    // A carousel region takes arrow keys for its slides (WAI-ARIA carousel pattern).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
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
    >
      <div className="review-carousel__controls">
        <button type="button" className="review-carousel__button" onClick={previous} aria-label={previousLabel}>
          <span aria-hidden="true">←</span>
        </button>
        <button type="button" className="review-carousel__button" onClick={next} aria-label={nextLabel}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <div className="review-carousel__viewport" ref={viewportRef}>
        <div className="review-carousel__track" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              className="review-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={slide.slideLabel}
              aria-current={index === selected ? 'true' : undefined}
            >
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
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
