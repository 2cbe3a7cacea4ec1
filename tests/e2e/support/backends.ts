import type { BrowserContext, Route } from '@playwright/test';
import { getResponse } from 'msw';
import { MAP_TILES } from './env';
import { handlers } from './handlers';

/**
 * The content service and the social graph cannot be reached from here: Playwright routes answer
 * them in their real formats (the Contentful Delivery API's sys/fields/includes, Instagram's
 * data + paging), through the same handlers the demo and the unit tests use. Anything else
 * outside this machine is refused, and listed, so a test sees what the site tried to reach.
 */
const ROUTED_HOSTS = [
  'cdn.contentful.com',
  'images.ctfassets.net',
  'graph.instagram.com',
  'scontent.cdninstagram.com',
];

async function answerFromHandlers(route: Route): Promise<void> {
  const request = route.request();
  const body = request.postDataBuffer();
  const fetchRequest = new Request(request.url(), {
    method: request.method(),
    headers: await request.allHeaders(),
    body: body && !['GET', 'HEAD'].includes(request.method()) ? new Uint8Array(body) : undefined,
  });
  const response = await getResponse(handlers, fetchRequest);
  if (!response) {
    await route.fulfill({ status: 404, body: 'Not found' });
    return;
  }
  const headers = Object.fromEntries(response.headers.entries());
  headers['access-control-allow-origin'] ??= '*';
  await route.fulfill({
    status: response.status,
    headers,
    body: Buffer.from(await response.arrayBuffer()),
  });
}

export interface ExternalTraffic {
  /** Requests to hosts outside this machine that nothing answers: refused. */
  refused: string[];
  /** The map tiles the browser asked the tile stand-in for, in order. */
  tiles: string[];
}

/** One pale green pixel: an <img> tile, stretched to its 256 px by Leaflet's stylesheet. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM49+QaAAUMAoksVEHVAAAAAElFTkSuQmCC',
  'base64',
);

export async function routeExternalBackends(context: BrowserContext): Promise<ExternalTraffic> {
  const traffic: ExternalTraffic = { refused: [], tiles: [] };
  // Registered first, so tried last (Playwright tries the newest route first).
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') {
      await route.fallback();
      return;
    }
    traffic.refused.push(url.href);
    await route.abort('blockedbyclient');
  });
  for (const host of ROUTED_HOSTS) {
    await context.route(`https://${host}/**`, answerFromHandlers);
  }
  // The map's tile server (the suite's build points VITE_MAP_TILE_URL here). Like
  // OpenStreetMap's, it allows CORS: the offline worker asks for tiles with it (src/sw/pictures.ts).
  await context.route(`${MAP_TILES.origin}/**`, async (route) => {
    traffic.tiles.push(route.request().url());
    await route.fulfill({
      status: 200,
      headers: {
        'content-type': 'image/png',
        'cache-control': 'no-store',
        'access-control-allow-origin': '*',
      },
      body: TILE_PNG,
    });
  });
  return traffic;
}
