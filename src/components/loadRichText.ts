type RichTextModule = typeof import('./RichText');

/** A promise that says, once settled, how it settled: React's `use` then reads it at once. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

let loading: TrackedPromise<RichTextModule> | null = null;

/**
 * The rich-text renderer's chunk, fetched once (with the first rich text a visitor sees). Once it
 * has arrived, `RichTextContent` renders the text in its first render, without the placeholder:
 * the app started over a page painted at build time waits for it (src/main.tsx), so the painted
 * text never gives way to a placeholder and back (a layout shift). A failed fetch is tried again
 * on the next call.
 */
export function loadRichText(): Promise<RichTextModule> {
  if (!loading) {
    const promise: TrackedPromise<RichTextModule> = import('./RichText');
    promise.then(
      (module) => {
        promise.status = 'fulfilled';
        promise.value = module;
      },
      () => {
        loading = null;
      },
    );
    loading = promise;
  }
  return loading;
}
