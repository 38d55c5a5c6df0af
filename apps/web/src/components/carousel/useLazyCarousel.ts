'use client';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';

/** Start loading a carousel a little before it scrolls into view. */
const PRELOAD_MARGIN = '200px';

export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The Embla setup every carousel of the site shares. The server-rendered list of slides is the
 * carousel before (and without) JavaScript; Embla (~6 KB gzip) and the carousel's plugins are
 * loaded only when it comes near the viewport or the visitor uses it, so they are not part of a
 * page's first load. Buttons and arrow keys used before Embla is ready move the current slide, and
 * Embla starts there. With prefers-reduced-motion, the buttons and keys jump instead of scrolling.
 */
export function useLazyCarousel({
  count,
  options,
  plugins,
  onInit,
}: {
  count: number;
  options?: EmblaOptionsType;
  /** Loaded with Embla (e.g. Autoplay); each carousel imports only what it uses. */
  plugins?: () => Promise<EmblaPluginType[]>;
  /** Called with the new instance before the first render that sees it. */
  onInit?: (instance: EmblaCarouselType) => void;
}) {
  const regionRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  /** The same instance from the moment it exists: buttons pressed before React re-rendered use it. */
  const emblaRef = useRef<EmblaCarouselType>(undefined);
  const [selected, setSelected] = useState(0);
  const selectedRef = useRef(0);
  selectedRef.current = selected;
  const loadRequested = useRef(false);
  const setup = useRef({ options, plugins, onInit });
  setup.current = { options, plugins, onInit };

  const enhance = useCallback(() => {
    if (loadRequested.current) return;
    loadRequested.current = true;
    const { plugins: loadPlugins } = setup.current;
    void Promise.all([import('embla-carousel'), loadPlugins ? loadPlugins() : Promise.resolve([])]).then(
      ([{ default: EmblaCarousel }, pluginList]) => {
        const viewport = viewportRef.current;
        if (!viewport) return;
        const instance = EmblaCarousel(viewport, { ...setup.current.options, startIndex: selectedRef.current }, pluginList);
        // Listen from the start: a slide change between this and the next render is not lost.
        instance.on('select', () => setSelected(instance.selectedScrollSnap()));
        setup.current.onInit?.(instance);
        emblaRef.current = instance;
        setEmbla(instance);
      },
      () => {
        // Offline before the chunk came: the list stays as rendered; try again on the next use.
        loadRequested.current = false;
      },
    );
  }, []);

  // Load the carousel when it nears the viewport.
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
    return () => {
      emblaRef.current = undefined;
      embla.destroy();
    };
  }, [embla]);

  const step = useCallback(
    (delta: 1 | -1) => {
      const instance = emblaRef.current;
      if (instance) {
        const jump = prefersReducedMotion();
        if (delta === 1) instance.scrollNext(jump);
        else instance.scrollPrev(jump);
        return;
      }
      // Not loaded yet: move the current slide; Embla starts on it once loaded.
      enhance();
      setSelected((current) => {
        const target = current + delta;
        if (setup.current.options?.loop) return (target + count) % count;
        return Math.min(Math.max(target, 0), count - 1);
      });
    },
    [enhance, count],
  );
  const previous = useCallback(() => step(-1), [step]);
  const next = useCallback(() => step(1), [step]);

  /** Arrow keys on the carousel region move between slides (WAI-ARIA carousel pattern). */
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        previous();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      }
    },
    [previous, next],
  );

  return { regionRef, viewportRef, embla, emblaRef, selected, enhance, previous, next, onKeyDown };
}
