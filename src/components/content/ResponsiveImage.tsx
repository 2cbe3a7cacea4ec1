import { isResizable, sizedImageUrl, type ImageRef } from '../../lib/content/assets';

const DEFAULT_WIDTHS = [320, 480, 640, 960, 1280, 1600];

/**
 * An image of the content service at the size it is shown: WebP from Contentful's Images API,
 * a `srcset` for the widths the layout can need, explicit width and height (so nothing shifts
 * while it loads), and lazy loading unless it is the page's main image.
 */
export function ResponsiveImage({
  image,
  sizes,
  widths = DEFAULT_WIDTHS,
  aspect,
  priority = false,
  className = '',
}: {
  image: ImageRef;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  widths?: number[];
  /** Width ÷ height of the box the image fills (cropped); the image's own ratio when absent. */
  aspect?: number;
  /** Above the fold: loaded at once and early. */
  priority?: boolean;
  className?: string;
}) {
  const known = image.width && image.height ? image.width / image.height : null;
  const ratio = aspect ?? known ?? 3 / 2;
  const crop = aspect !== undefined || known === null;
  // Never ask for more than the original has (the Images API would not upscale anyway).
  const offered = widths.filter((width) => !image.width || width <= image.width);
  const candidates = offered.length > 0 ? offered : [Math.min(image.width ?? 960, 960)];
  const largest = candidates[candidates.length - 1] ?? 960;
  const fallback = candidates.find((width) => width >= 960) ?? largest;
  const at = (width: number) =>
    sizedImageUrl(image.url, crop ? { width, height: width / ratio } : { width });
  const resizable = isResizable(image.url);
  return (
    <img
      src={at(fallback)}
      srcSet={
        resizable ? candidates.map((width) => `${at(width)} ${width}w`).join(', ') : undefined
      }
      sizes={resizable ? sizes : undefined}
      width={largest}
      height={Math.round(largest / ratio)}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      // The box's ratio comes from width and height (no style attribute: pages painted at build
      // time are under a policy without inline styles).
      className={`${crop ? 'object-cover' : ''} h-auto w-full ${className}`}
    />
  );
}
