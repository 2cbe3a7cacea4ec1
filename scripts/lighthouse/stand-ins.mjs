/**
 * Local stand-ins for the content service and the social graph, answering under their real
 * names over HTTPS (HTTP/2), so the production build runs unchanged: its default
 * `cdn.contentful.com` and `graph.instagram.com`, and the image hosts the answers point at
 * (`images.ctfassets.net` with its Images API, `scontent.cdninstagram.com`), and a resizing image
 * proxy for the feed's pictures (`images.proxy.example`, the build's `VITE_IMAGE_PROXY_URL`).
 * Chromium is told to resolve those names to these servers (`--host-resolver-rules`) and to accept
 * their self-signed certificates (`--ignore-certificate-errors`).
 *
 * The JSON comes from the demo's mock handlers (src/mocks, the Contentful Delivery API's
 * sys/fields/includes and Instagram's data + paging), compressed as the real services do.
 * Pictures are real JPEG/WebP files drawn by scripts/lighthouse/images.py at the size asked for
 * (`w`, `h`, `fm`, `q` of Contentful's Images API), cached for a year as the real CDNs do.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { runnerImport } from 'vite';
import { freePort } from './processes.mjs';

export const CONTENTFUL_API_HOST = 'cdn.contentful.com';
export const CONTENTFUL_IMAGES_HOST = 'images.ctfassets.net';
export const INSTAGRAM_API_HOST = 'graph.instagram.com';
export const INSTAGRAM_MEDIA_HOST = 'scontent.cdninstagram.com';
export const IMAGE_PROXY_HOST = 'images.proxy.example';
/**
 * The build's `VITE_IMAGE_PROXY_URL`: imgproxy's form (`rs:fit:{width}` keeps the aspect ratio and
 * never enlarges; `plain/` takes the source URL percent-encoded; `@webp` the format).
 */
export const IMAGE_PROXY_TEMPLATE = `https://${IMAGE_PROXY_HOST}/insecure/rs:fit:{width}/plain/{url}@webp`;
const IMAGE_PROXY_PATH = /^\/insecure\/rs:fit:(\d+)\/plain\/([^/]+)@webp$/;
export const STAND_IN_HOSTS = [
  CONTENTFUL_API_HOST,
  CONTENTFUL_IMAGES_HOST,
  INSTAGRAM_API_HOST,
  INSTAGRAM_MEDIA_HOST,
  IMAGE_PROXY_HOST,
];

const YEAR = 'public, max-age=31536000';
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

/**
 * A self-signed certificate for one stand-in name (Chromium is told to accept it). One per host,
 * each on its own port: a certificate valid for several names on one address would let Chromium
 * share one HTTP/2 connection between them, which the real, separate services never allow.
 */
function makeCertificate(dir, host) {
  const key = join(dir, `${host}.key`);
  const cert = join(dir, `${host}.crt`);
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        `/CN=${host}`,
        '-addext',
        `subjectAltName=DNS:${host}`,
      ],
      { stdio: 'pipe' },
    );
  } catch (error) {
    throw new Error(
      `openssl could not make a certificate for the stand-ins (install Debian's openssl): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

function fromPython(imagesPort, query) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: imagesPort, path: `/render?${query}` },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) {
            reject(new Error(`images.py answered ${response.statusCode}`));
            return;
          }
          resolve({
            body: Buffer.concat(chunks),
            type: response.headers['content-type'] ?? 'image/jpeg',
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Contentful's Images API: `fm` (jpg, png, webp; avif answered as webp), `q`, `w`, `h`. */
function imageQuery(spec, params, { format, quality }) {
  const requested = params.get('fm');
  const fm =
    requested === 'avif'
      ? 'webp'
      : requested && /^(jpg|png|webp)$/.test(requested)
        ? requested
        : format;
  const q = Number(params.get('q')) || quality;
  return new URLSearchParams({
    w: String(spec.width),
    h: String(spec.height),
    scene: spec.scene,
    palette: spec.palette ?? 'sunset',
    fm,
    q: String(q),
    seed: spec.title ?? `${spec.scene}-${spec.palette ?? ''}`,
  }).toString();
}

/** As a CDN compresses dynamic answers: brotli at a middle quality (11 would cost CPU here). */
function compress(body, acceptEncoding) {
  if (body.length < 1024) return { body, encoding: null };
  if (/\bbr\b/.test(acceptEncoding)) {
    return {
      body: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    };
  }
  if (/\bgzip\b/.test(acceptEncoding)) return { body: gzipSync(body), encoding: 'gzip' };
  return { body, encoding: null };
}

/**
 * Starts the stand-ins, each on a free port of 127.0.0.1. `contentful` and `instagram` are the credentials
 * the build was given; `imagesPort` is the running images.py.
 */
export async function startStandIns({ imagesPort, contentful, instagram, tmpDir, log }) {
  const { module: mocks } = await runnerImport(new URL('./mocks.mjs', import.meta.url).pathname, {
    configFile: false,
    logLevel: 'error',
  });
  const apiHandlers = [
    ...mocks.contentfulHandlers({
      host: CONTENTFUL_API_HOST,
      spaceId: contentful.spaceId,
      environment: contentful.environment,
      accessTokens: [contentful.accessToken],
    }),
    ...mocks.instagramHandlers({
      apiUrl: `https://${INSTAGRAM_API_HOST}`,
      accessTokens: [instagram.accessToken],
    }),
  ];

  // Every video post plays the demo's five-second clip, with byte ranges as <video> asks.
  const video = Buffer.from(mocks.SUNRISE_MP4_BASE64, 'base64');
  function videoAnswer(range) {
    const base = { 'content-type': 'video/mp4', 'accept-ranges': 'bytes', 'cache-control': YEAR };
    const match = /^bytes=(\d*)-(\d*)$/.exec(range ?? '');
    if (!match) return { status: 200, headers: base, body: video };
    const size = video.length;
    const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2] || 0));
    const end = match[1] && match[2] ? Math.min(size - 1, Number(match[2])) : size - 1;
    if (start > end || start >= size) {
      return {
        status: 416,
        headers: { ...base, 'content-range': `bytes */${size}` },
        body: Buffer.alloc(0),
      };
    }
    return {
      status: 206,
      headers: { ...base, 'content-range': `bytes ${start}-${end}/${size}` },
      body: video.subarray(start, end + 1),
    };
  }

  /**
   * The image proxy: the Instagram picture its path names, at the width asked (aspect ratio kept,
   * never wider than the source), as WebP at imgproxy's default quality. A real proxy fetches the
   * source and scales it down; this one draws the same scene, with the same seed, at the source's
   * size, and scales that down.
   */
  async function proxyAnswer(pathname) {
    const text = (status, message) => ({
      status,
      headers: { 'content-type': 'text/plain' },
      body: Buffer.from(message),
    });
    const match = IMAGE_PROXY_PATH.exec(pathname);
    if (!match) return text(404, `Not an image proxy URL: ${pathname}`);
    let source;
    try {
      source = new URL(decodeURIComponent(match[2] ?? ''));
    } catch {
      return text(400, 'The source URL is not a URL');
    }
    // As a proxy should be set up: only the hosts the site's pictures come from.
    if (source.protocol !== 'https:' || source.hostname !== INSTAGRAM_MEDIA_HOST) {
      return text(403, `Source not allowed: ${source.origin}`);
    }
    if (!/\.(jpe?g|png|webp)$/i.test(source.pathname)) {
      return text(422, `Not an image: ${source.pathname}`);
    }
    const spec =
      mocks.instagramImageSpec(source.pathname) ?? mocks.specFromKey(source.pathname, 1080, 1080);
    const asked = Number(match[1]);
    const width = asked > 0 ? Math.min(asked, spec.width) : spec.width;
    const sized = mocks.resize(spec, new URLSearchParams({ w: String(width) }));
    const query = new URLSearchParams(
      imageQuery(sized, new URLSearchParams(), { format: 'webp', quality: 80 }),
    );
    query.set('from_w', String(spec.width));
    query.set('from_h', String(spec.height));
    const image = await fromPython(imagesPort, query.toString());
    return {
      status: 200,
      headers: { 'content-type': image.type, 'cache-control': YEAR },
      body: image.body,
    };
  }

  async function answer(method, url, headers) {
    const host = url.hostname;
    if (host === CONTENTFUL_API_HOST || host === INSTAGRAM_API_HOST) {
      const response = await getResponse(apiHandlers, new Request(url, { method, headers }));
      if (!response) return { status: 404, headers: {}, body: Buffer.from('Not found') };
      const body = compress(
        Buffer.from(await response.arrayBuffer()),
        headers['accept-encoding'] ?? '',
      );
      const out = Object.fromEntries(
        [...response.headers.entries()].filter(([name]) => !HOP_BY_HOP.has(name)),
      );
      if (body.encoding) out['content-encoding'] = body.encoding;
      out.vary = 'Accept-Encoding';
      out['cache-control'] = 'max-age=0';
      return { status: response.status, headers: out, body: body.body };
    }
    if (host === CONTENTFUL_IMAGES_HOST) {
      const spec =
        mocks.contentfulImageSpec(url.pathname) ?? mocks.specFromKey(url.pathname, 1600, 1067);
      const sized = mocks.resize(spec, url.searchParams);
      // Without `fm`, the original: the seed's assets are JPEG photographs.
      const image = await fromPython(
        imagesPort,
        imageQuery(sized, url.searchParams, { format: 'jpg', quality: url.search ? 80 : 90 }),
      );
      return {
        status: 200,
        headers: { 'content-type': image.type, 'cache-control': YEAR },
        body: image.body,
      };
    }
    if (host === INSTAGRAM_MEDIA_HOST) {
      if (url.pathname.endsWith('.mp4')) return videoAnswer(headers.range);
      const spec =
        mocks.instagramImageSpec(url.pathname) ?? mocks.specFromKey(url.pathname, 1080, 1080);
      const image = await fromPython(
        imagesPort,
        imageQuery(spec, new URLSearchParams(), { format: 'jpg', quality: 82 }),
      );
      return {
        status: 200,
        headers: { 'content-type': image.type, 'cache-control': YEAR },
        body: image.body,
      };
    }
    if (host === IMAGE_PROXY_HOST) return proxyAnswer(url.pathname);
    return { status: 421, headers: {}, body: Buffer.from(`No stand-in for ${host}`) };
  }

  /** One HTTPS server (HTTP/2, and HTTP/1.1 for anything else) per service name. */
  function serve(host) {
    return createSecureServer(
      { ...makeCertificate(tmpDir, host), allowHTTP1: true },
      (req, res) => {
        const started = Date.now();
        const url = new URL(req.url, `https://${host}`);
        const headers = Object.fromEntries(
          Object.entries(req.headers).filter(
            ([name, value]) => !name.startsWith(':') && typeof value === 'string',
          ),
        );
        const cors = { 'access-control-allow-origin': '*', 'timing-allow-origin': '*' };
        const done = (status, outHeaders, body) => {
          res.writeHead(status, { ...outHeaders, ...cors, 'content-length': String(body.length) });
          res.end(req.method === 'HEAD' ? undefined : body);
          appendFileSync(
            log,
            `${status} ${req.method} ${url.href} ${body.length} B ${Date.now() - started} ms\n`,
          );
        };
        if (req.method === 'OPTIONS') {
          done(
            204,
            {
              'access-control-allow-methods': 'GET, HEAD, OPTIONS',
              'access-control-allow-headers': headers['access-control-request-headers'] ?? '*',
              'access-control-max-age': '86400',
            },
            Buffer.alloc(0),
          );
          return;
        }
        answer(req.method === 'HEAD' ? 'GET' : req.method, url, headers).then(
          ({ status, headers: outHeaders, body }) => done(status, outHeaders, body),
          (error) => {
            appendFileSync(log, `error: ${error instanceof Error ? error.stack : String(error)}\n`);
            done(502, { 'content-type': 'text/plain' }, Buffer.from(String(error)));
          },
        );
      },
    );
  }

  const servers = [];
  for (const host of STAND_IN_HOSTS) {
    const server = serve(host);
    const port = await freePort();
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    servers.push({ host, port, server });
  }

  /** The newest blog entry's slug, for measuring an entry page. */
  async function latestBlogSlug() {
    const query = new URLSearchParams({
      content_type: 'blog',
      order: '-fields.date',
      limit: '1',
      access_token: contentful.accessToken,
    });
    const url = `https://${CONTENTFUL_API_HOST}/spaces/${contentful.spaceId}/environments/${contentful.environment}/entries?${query}`;
    const response = await getResponse(apiHandlers, new Request(url));
    const body = response ? await response.json() : null;
    const slug = body?.items?.[0]?.fields?.slug;
    return typeof slug === 'string' ? slug : null;
  }

  return {
    latestBlogSlug,
    /** Chromium's rule that sends the services' names here. */
    hostResolverRules: servers.map(({ host, port }) => `MAP ${host} 127.0.0.1:${port}`).join(','),
    close: () =>
      Promise.all(
        servers.map(
          ({ server }) =>
            new Promise((resolve) => {
              server.close(() => resolve());
              // Open HTTP/2 sessions would keep close() waiting.
              setTimeout(resolve, 1_000).unref();
            }),
        ),
      ),
  };
}
