// @vitest-environment jsdom
import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { connectSession, http } from '../../../src/lib/http/http';
import { server } from '../../../src/mocks/node';

describe('the one HTTP client', () => {
  afterEach(() => {
    connectSession(null);
  });

  it('sends the bearer token to the product’s server only', async () => {
    const seen: Record<string, string | null> = {};
    server.use(
      mockHttp.get('/api/probe', ({ request }) => {
        seen.api = request.headers.get('Authorization');
        return HttpResponse.json({});
      }),
      mockHttp.get('https://graph.example.com/me/media', ({ request }) => {
        seen.graph = request.headers.get('Authorization');
        return HttpResponse.json({ data: [] });
      }),
    );
    connectSession({ token: () => 'access-token', refresh: () => Promise.reject(new Error('no')) });
    await http.get('/probe');
    await http.get('https://graph.example.com/me/media');
    expect(seen).toEqual({ api: 'Bearer access-token', graph: null });
  });

  it('sends JSON bodies and asks for JSON', async () => {
    let contentType: string | null = null;
    let accept: string | null = null;
    let body: unknown = null;
    server.use(
      mockHttp.post('/api/probe', async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        accept = request.headers.get('Accept');
        body = await request.json();
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    await http.post('/probe', { email: 'rita@example.com' });
    expect(contentType).toContain('application/json');
    expect(accept).toContain('application/json');
    expect(body).toEqual({ email: 'rita@example.com' });
  });
});
