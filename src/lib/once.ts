/** A promise that says, once fulfilled, what it holds (the fields React's `use` reads). */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * Loads a thing the first time it is asked for (a chunk, an SDK to start), then shares that
 * load with every later call. A load that fails is forgotten, so the next call tries again: a
 * dropped connection must not break a feature for the rest of the visit.
 *
 * The loader is a function, so that an `import()` in it stays a chunk of its own, fetched on the
 * first call. Later calls share the first call's load whatever their arguments: it is for what a
 * page sets up once. (A loader that throws instead of rejecting throws to its caller, and is
 * likewise called again next time.)
 *
 * The promise, once fulfilled, carries its `status` and `value`: React's `use` then reads the
 * value in the render that asks for it instead of suspending.
 */
export function once<Args extends unknown[], T>(
  load: (...args: Args) => Promise<T>,
): (...args: Args) => Promise<T> {
  let loading: TrackedPromise<T> | null = null;
  return (...args) => {
    if (!loading) {
      const promise: TrackedPromise<T> = load(...args);
      promise.then(
        (value) => {
          promise.status = 'fulfilled';
          promise.value = value;
        },
        () => {
          loading = null;
        },
      );
      loading = promise;
    }
    return loading;
  };
}
