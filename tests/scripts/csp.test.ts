import { describe, expect, it } from 'vitest';
import { buildConfig, configurationError, contentSecurityPolicy } from '../../scripts/csp';

/** The policy a production build gets from these variables (the backends' real hosts). */
function policyFor(env: Record<string, string>) {
  const config = buildConfig({
    env: { VITE_INSTAGRAM_ACCESS_TOKEN: 'token', ...env },
    demo: false,
  });
  return { config, directives: contentSecurityPolicy({ config }) };
}

describe('the Content-Security-Policy and the image proxy', () => {
  it('allows an absolute proxy’s origin to show images, and nothing else of it', () => {
    const { directives } = policyFor({
      VITE_IMAGE_PROXY_URL: 'https://images.example.com/insecure/rs:fit:{width}/plain/{url}@webp',
    });
    expect(directives['img-src']).toContain('https://images.example.com');
    for (const name of ['connect-src', 'media-src', 'script-src', 'frame-src']) {
      expect(directives[name]?.join(' ')).not.toContain('images.example.com');
    }
  });

  it('needs nothing for a site-relative proxy: it is the site itself', () => {
    const without = policyFor({}).directives;
    const relative = policyFor({
      VITE_IMAGE_PROXY_URL: '/.netlify/images?url={url}&w={width}&fm=webp',
    }).directives;
    expect(relative).toEqual(without);
    expect(relative['img-src']).toContain("'self'");
  });

  it('allows no proxy when the feed, its only user, is not configured', () => {
    const { directives } = policyFor({
      VITE_INSTAGRAM_ACCESS_TOKEN: '',
      VITE_IMAGE_PROXY_URL: 'https://images.example.com/{width}/{url}',
    });
    expect(directives['img-src']?.join(' ')).not.toContain('images.example.com');
  });

  it('refuses to build with a proxy template that cannot be used, and says why', () => {
    const env = { VITE_IMAGE_PROXY_URL: 'https://images.example.com/rs:fit:400/plain/{url}' };
    expect(configurationError({ env, config: policyFor(env).config })).toBe(
      'The image proxy cannot be used: set VITE_IMAGE_PROXY_URL to a URL template with both {url} and {width}, such as https://images.example.com/insecure/rs:fit:{width}/plain/{url}@webp',
    );
    expect(configurationError({ env: {}, config: policyFor({}).config })).toBeNull();
  });
});
