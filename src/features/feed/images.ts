import { useConfig } from '../../components/ConfigProvider';

/**
 * The sizes the feed asks the image proxy for (`VITE_IMAGE_PROXY_URL`). Instagram's media edge
 * gives each picture at one size, about 1080 px; a phone's grid shows it at about 190 CSS px.
 * The same few widths everywhere, so the grid, the home page's strip and the lightbox's
 * thumbnails share the proxy's cache and the browser's.
 */

/** A tile is about 190 CSS px wide on a phone and at most about 320 (three columns at 1023 px). */
export const TILE_WIDTHS = [200, 400, 640] as const;
/** The `src` of a tile, for a browser that ignores `srcset`; its width and height say 400 too. */
export const TILE_WIDTH = 400;
/** A lightbox thumbnail is an 80 px square: 200 covers 2.5× screens and is a tile's size too. */
export const THUMBNAIL_WIDTH = 200;
/** A lightbox slide fills the screen, up to the 1080 px Instagram has (no proxy enlarges). */
export const SLIDE_WIDTHS = [480, 800, 1080] as const;

/** The image proxy's URL template, or null to show Instagram's pictures as they are. */
export function useImageProxy(): string | null {
  const { imageProxy } = useConfig();
  return imageProxy.configured ? imageProxy.settings.template : null;
}
