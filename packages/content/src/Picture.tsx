import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import type { ContentImage } from './types';

export interface PictureProps {
  image: ContentImage;
  /** Overrides the image's own alt text ('' for decorative use). */
  alt?: string;
  /** The `sizes` attribute, when the image is shown smaller than its width. */
  sizes?: string;
  /**
   * The page's LCP image: loaded eagerly with high priority, and its webp preloaded from the
   * document head so the browser asks for it before it reaches the `<picture>`. It has no
   * blurred placeholder: the placeholder would be painted first, at the same size, and be the
   * largest paint in the picture's place (a later paint of the same size is no new LCP).
   */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
  /**
   * A media query for where the page shows the picture at all (it hides it elsewhere with
   * `display: none`): elsewhere the browser gets an empty one-pixel image instead of the files,
   * so even an eager `priority` picture costs those screens nothing, and the preload is for the
   * matching screens only.
   */
  shownWhen?: string;
}

/** A transparent 1×1 GIF: what a picture gets where it is not shown (`shownWhen`). */
const emptyImage = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * The 24x24 placeholder wrapped in an SVG blur, as a CSS background: the browser paints it at
 * once and the real image covers it when loaded, without any client JavaScript.
 */
export function blurredPlaceholder(image: Pick<ContentImage, 'placeholder' | 'width' | 'height'>): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${image.width} ${image.height}'>` +
    `<filter id='b' color-interpolation-filters='sRGB'><feGaussianBlur stdDeviation='20'/>` +
    `<feComponentTransfer><feFuncA type='discrete' tableValues='1 1'/></feComponentTransfer></filter>` +
    `<image width='100%' height='100%' preserveAspectRatio='none' filter='url(#b)' href='${image.placeholder}'/></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}

type Candidate = Pick<ContentImage, 'width' | 'webp' | 'jpeg'>;

/**
 * The srcset of one format: the file alone for a one-size image shown at its own width; every
 * rendering with its width when the image is shown at `sizes` (HTML wants each candidate to
 * name it); with density descriptors (1x, 2x) for an image with larger renderings and no `sizes`.
 */
function srcSet(image: ContentImage, format: 'webp' | 'jpeg', sizes: string | undefined): string | undefined {
  const candidates: Candidate[] = [image, ...(image.variants ?? [])];
  if (sizes) return candidates.map((candidate) => `${candidate[format]} ${candidate.width}w`).join(', ');
  if (candidates.length === 1) return format === 'webp' ? image.webp : undefined;
  return candidates.map((candidate) => `${candidate[format]} ${+(candidate.width / image.width).toFixed(2)}x`).join(', ');
}

/** `<picture>` with webp and jpeg sources, intrinsic size set (no layout shift), blurred placeholder unless `priority`. */
export function Picture({ image, alt, sizes, priority = false, className, style, shownWhen }: PictureProps) {
  const webpSet = srcSet(image, 'webp', sizes);
  if (priority) {
    preload(image.webp, {
      as: 'image',
      type: 'image/webp',
      fetchPriority: 'high',
      ...(image.variants?.length ? { imageSrcSet: webpSet, imageSizes: sizes } : {}),
      ...(shownWhen ? { media: shownWhen } : {}),
    });
  }
  return (
    <picture>
      {/* With width descriptors in the picture, HTML wants every source to have them and sizes. */}
      {shownWhen ? <source media={`not all and ${shownWhen}`} srcSet={sizes ? `${emptyImage} 1w` : emptyImage} sizes={sizes} /> : null}
      <source type="image/webp" srcSet={webpSet} sizes={sizes} />
      <img
        src={image.jpeg}
        srcSet={srcSet(image, 'jpeg', sizes)}
        alt={alt ?? image.alt}
        width={image.width}
        height={image.height}
        sizes={sizes}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className={className}
        style={{
          maxWidth: '100%',
          height: 'auto',
          ...(priority ? {} : { backgroundImage: blurredPlaceholder(image), backgroundSize: 'cover', backgroundPosition: 'center' }),
          ...style,
        }}
      />
    </picture>
  );
}
