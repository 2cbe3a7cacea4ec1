import { http, HttpResponse, type RequestHandler } from 'msw';
import { contentfulImageSpec, IMAGES_HOST } from '../contentful';
import { instagramImageSpec, isSeedVideoPath } from '../instagram';
import { MEDIA_HOST } from '../seed/instagram';
import { base64ToBytes } from '../util/encoding';
import { renderSvg, resize, specFromKey, type ImageSpec } from './svg';

/**
 * The image hosts the seed points at: Contentful's images API and Instagram's media CDN. Every
 * picture is drawn on request (honouring `w`/`h`), and the feed's videos get a short generated
 * clip, with byte ranges as a media element asks for them.
 */

const IMAGE_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=86400',
  'Access-Control-Allow-Origin': '*',
};

function svgResponse(spec: ImageSpec, query: URLSearchParams) {
  return new HttpResponse(renderSvg(resize(spec, query)), { headers: IMAGE_HEADERS });
}

let videoBytes: Uint8Array<ArrayBuffer> | null = null;

async function loadVideo(): Promise<Uint8Array<ArrayBuffer>> {
  if (!videoBytes) {
    // Kept out of the main demo chunk: only a video post's lightbox needs it.
    const { SUNRISE_MP4_BASE64 } = await import('../seed/video');
    videoBytes = base64ToBytes(SUNRISE_MP4_BASE64) ?? new Uint8Array(0);
  }
  return videoBytes;
}

async function videoResponse(request: Request) {
  const bytes = await loadVideo();
  const headers = {
    'Content-Type': 'video/mp4',
    'Accept-Ranges': 'bytes',
    'Access-Control-Allow-Origin': '*',
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('Range') ?? '');
  if (!range) {
    return new HttpResponse(bytes, {
      headers: { ...headers, 'Content-Length': String(bytes.length) },
    });
  }
  const size = bytes.length;
  let start = range[1] ? Number(range[1]) : size - Number(range[2] || 0);
  let end = range[1] && range[2] ? Number(range[2]) : size - 1;
  start = Math.max(0, start);
  end = Math.min(size - 1, end);
  if (start > end || start >= size) {
    return new HttpResponse(null, {
      status: 416,
      headers: { ...headers, 'Content-Range': `bytes */${size}` },
    });
  }
  return new HttpResponse(bytes.slice(start, end + 1), {
    status: 206,
    headers: {
      ...headers,
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Content-Length': String(end - start + 1),
    },
  });
}

export const imageHandlers: RequestHandler[] = [
  http.get(`https://${IMAGES_HOST}/*`, ({ request }) => {
    const url = new URL(request.url);
    const spec = contentfulImageSpec(url.pathname) ?? specFromKey(url.pathname, 1600, 1067);
    return svgResponse(spec, url.searchParams);
  }),
  http.get(`https://${MEDIA_HOST}/*`, ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('.mp4')) {
      return isSeedVideoPath(url.pathname)
        ? videoResponse(request)
        : new HttpResponse('Not Found', { status: 404 });
    }
    const spec = instagramImageSpec(url.pathname) ?? specFromKey(url.pathname, 1080, 1080);
    return svgResponse(spec, url.searchParams);
  }),
];
