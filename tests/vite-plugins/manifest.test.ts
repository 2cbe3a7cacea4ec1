import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../vite-plugins/config-check';
import { contentSecurityPolicy } from '../../vite-plugins/security/security-policy';
import tailwind from '../../tailwind.config';

const root = join(__dirname, '..', '..');
const publicFile = (path: string) => readFileSync(join(root, 'public', path.replace(/^\//, '')));

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

const manifest = JSON.parse(publicFile('manifest.webmanifest').toString('utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the web app manifest', () => {
  it('has what installation asks for', () => {
    expect(manifest.name).toMatch(/Negril Life/);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
  });

  it('takes its colours from the teal and pink theme', () => {
    const palette = Object.values(tailwind.theme.extend.colors).flatMap((shades) =>
      Object.values(shades),
    );
    expect(palette).toContain(manifest.theme_color);
    expect(palette).toContain(manifest.background_color);
    const html = readFileSync(join(root, 'index.html'), 'utf8');
    // The light scheme's theme-color is the manifest's; the dark one's is of the palette too.
    const metas = [
      ...html.matchAll(
        /<meta\s+name="theme-color"\s+content="([^"]+)"\s+media="\(prefers-color-scheme: (\w+)\)"/g,
      ),
    ];
    expect(metas.map((meta) => [meta[2], meta[1]])).toEqual([
      ['light', manifest.theme_color],
      ['dark', '#042f2e'],
    ]);
    expect(palette).toContain('#042f2e');
  });

  it('lists PNG icons of 192 and 512 px and a maskable 512, each of the size it says', () => {
    const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(purposes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      const { width, height } = pngSize(publicFile(icon.src));
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('is linked from the page, with the touch icon of 180 px', () => {
    const html = readFileSync(join(root, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(pngSize(publicFile('apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
  });

  it('is allowed by the Content-Security-Policy', () => {
    const config = buildConfig({ env: {}, demo: false });
    expect(contentSecurityPolicy({ config })['manifest-src']).toEqual(["'self'"]);
  });
});
