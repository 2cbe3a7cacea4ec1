import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * Under vitest's jsdom environment a request body that is jsdom's FormData is copied into Node's
 * FormData by vitest, which reads each file's bytes from jsdom's internal `_buffer`. jsdom 27+
 * calls that field `_bytes`, so every uploaded file would reach the mock server as the text
 * "undefined". An alias restores the bytes (the file's name is still lost in vitest's copy: the
 * server sees "blob"). Nothing happens outside jsdom, or once either side changes.
 */
function repairJsdomUploads(): void {
  if (typeof Blob === 'undefined' || typeof document === 'undefined') return;
  const probe = new Blob(['probe']);
  for (const symbol of Object.getOwnPropertySymbols(probe)) {
    const impl: unknown = Reflect.get(probe, symbol);
    if (typeof impl !== 'object' || impl === null) continue;
    const prototype: unknown = Object.getPrototypeOf(impl);
    if (typeof prototype !== 'object' || prototype === null) continue;
    if ('_buffer' in impl || !('_bytes' in impl)) return;
    Object.defineProperty(prototype, '_buffer', {
      configurable: true,
      get(this: object): unknown {
        return Reflect.get(this, '_bytes');
      },
    });
    return;
  }
}

repairJsdomUploads();

/** The mock backends for tests (vitest + jsdom): tests/setup.ts starts and resets it. */
export const server = setupServer(...handlers);
