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
   * document head so the browser asks for it before it reaches the `<picture>`.
   */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

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

/** `<picture>` with webp and jpeg sources, intrinsic size set (no layout shift), blurred placeholder. */
export function Picture({ image, alt, sizes, priority = false, className, style }: PictureProps) {
  if (priority) preload(image.webp, { as: 'image', type: 'image/webp', fetchPriority: 'high' });
  return (
    <picture>
      {/* With `sizes`, HTML wants every srcset candidate to name its width. */}
      <source type="image/webp" srcSet={sizes ? `${image.webp} ${image.width}w` : image.webp} sizes={sizes} />
      <img
        src={image.jpeg}
        srcSet={sizes ? `${image.jpeg} ${image.width}w` : undefined}
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
          backgroundImage: blurredPlaceholder(image),
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          ...style,
        }}
      />
    </picture>
  );
}
