import { describe, expect, it } from 'vitest';
import { moduleName } from '../../vite-plugins/bundle/module-sizes';

describe('the size report’s module names', () => {
  it('names a package’s module by the package and its path, scoped or not', () => {
    expect(moduleName('/w/app/node_modules/react-dom/cjs/client.js', '/w/app')).toBe(
      'react-dom/cjs/client.js',
    );
    expect(
      moduleName('/w/app/node_modules/.pnpm/x/node_modules/@reduxjs/toolkit/dist/a.mjs', '/w/app'),
    ).toBe('@reduxjs/toolkit/dist/a.mjs');
  });

  it('names the site’s own modules from the project’s root, without a query', () => {
    expect(moduleName('/w/app/src/app/Layout.tsx?v=1', '/w/app')).toBe('src/app/Layout.tsx');
    expect(moduleName('C:\\w\\app\\src\\main.tsx', 'C:\\w\\app')).toBe('src/main.tsx');
    expect(moduleName('\0vite/preload-helper.js', '/w/app')).toBe('vite/preload-helper.js');
  });
});
