import { once } from '../../lib/once';

/**
 * The rich-text renderer's chunk, fetched once (with the first rich text a visitor sees). Once it
 * has arrived, `RichTextContent` renders the text in its first render, without the placeholder:
 * the app started over a page painted at build time waits for it (src/start.tsx), so the painted
 * text never gives way to a placeholder and back (a layout shift). A failed fetch is tried again
 * on the next call.
 */
export const loadRichText = once(() => import('./RichText'));
