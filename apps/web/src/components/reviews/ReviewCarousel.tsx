'use client';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import type { AutoplayType } from 'embla-carousel-autoplay';

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
/** Start loading the slideshow a little before the carousel scrolls into view. */
const PRELOAD_MARGIN = '200px';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The review slideshow on Embla (swipe, loop, buttons) with its Autoplay plugin. Autoplay pauses
 * while the pointer is over it or focus is inside, and is never started when the visitor prefers
 * reduced motion. Arrow keys on the carousel move between slides.
 *
 * The server-rendered list of slides is the carousel before (and without) JavaScript. Embla and
 * its plugin (~7 KB gzip) are loaded only when the carousel comes near the viewport or the
 * visitor interacts with it, so they are not part of the home page's first load. Buttons and
 * arrow keys used before Embla is ready move the current slide, and Embla starts there.
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
  const regionRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  /** The same instance from the moment it exists: buttons pressed before React re-rendered use it. */
  const emblaRef = useRef<EmblaCarouselType>(undefined);
  const autoplayRef = useRef<AutoplayType>(undefined);
  const [selected, setSelected] = useState(0);
  const selectedRef = useRef(0);
  selectedRef.current = selected;
  const [playing, setPlaying] = useState(false);
  /** Pointer over the carousel or focus inside it: autoplay stays stopped. */
  const held = useRef(false);
  const loadRequested = useRef(false);

  const enhance = useCallback(() => {
    if (loadRequested.current) return;
    loadRequested.current = true;
    void Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
      ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        const viewport = viewportRef.current;
        if (!viewport) return;
        const autoplay = Autoplay({
          delay: AUTOPLAY_DELAY_MS,
          playOnInit: false,
          stopOnInteraction: false,
          // Hover and focus pause it below (the plugin's own options stop without resuming).
          stopOnMouseEnter: false,
          stopOnFocusIn: false,
        });
        autoplayRef.current = autoplay;
        const instance = EmblaCarousel(viewport, { loop: true, align: 'start', startIndex: selectedRef.current }, [autoplay]);
        // Listen from the start: a slide change between this and the next render is not lost.
        instance.on('select', () => setSelected(instance.selectedScrollSnap()));
        instance.on('autoplay:play', () => setPlaying(true));
        instance.on('autoplay:stop', () => setPlaying(false));
        emblaRef.current = instance;
        setEmbla(instance);
      },
      () => {
        // Offline before the chunk came: the list stays as rendered; try again on the next use.
        loadRequested.current = false;
      },
    );
  }, []);

  // Load the slideshow when the carousel nears the viewport.
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    if (typeof IntersectionObserver === 'undefined') {
      enhance();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          enhance();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(region);
    return () => observer.disconnect();
  }, [enhance]);

  useEffect(() => {
    if (!embla) return;
    if (!held.current && !prefersReducedMotion()) autoplayRef.current?.play();
    return () => {
      emblaRef.current = undefined;
      embla.destroy();
    };
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

  const step = useCallback(
    (delta: 1 | -1) => {
      const instance = emblaRef.current;
      if (instance) {
        if (delta === 1) instance.scrollNext();
        else instance.scrollPrev();
        return;
      }
      // Not loaded yet: move the current slide; Embla starts on it once loaded.
      enhance();
      setSelected((current) => (current + delta + slides.length) % slides.length);
    },
    [enhance, slides.length],
  );
  const previous = useCallback(() => step(-1), [step]);
  const next = useCallback(() => step(1), [step]);

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
