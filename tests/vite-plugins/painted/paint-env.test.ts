import { describe, expect, it } from 'vitest';
import { paintEnv } from '../../../vite-plugins/painted/paint-env';

describe('the painting variables', () => {
  it('reads an old name (PRERENDER_*) as its new one, and says so', () => {
    const said: string[] = [];
    const added = paintEnv({ PRERENDER_MOCK_BACKENDS: 'true', PRERENDER: 'false' }, (message) =>
      said.push(message),
    );
    expect(added).toEqual({ PAINT_MOCK_BACKENDS: 'true', PAINT: 'false' });
    expect(said).toEqual([
      'PRERENDER is now called PAINT; the old name still works, for now.',
      'PRERENDER_MOCK_BACKENDS is now called PAINT_MOCK_BACKENDS; the old name still works, for now.',
    ]);
  });

  it('keeps the new name where both are set, and says the old one is ignored', () => {
    const said: string[] = [];
    const added = paintEnv({ PRERENDER_TWINS: 'false', PAINT_TWINS: 'true' }, (message) =>
      said.push(message),
    );
    expect(added).toEqual({});
    expect(said).toEqual(['PRERENDER_TWINS is ignored: PAINT_TWINS, its new name, is set too.']);
  });

  it('says nothing when only the new names, or empty old ones, are set', () => {
    const said: string[] = [];
    expect(
      paintEnv({ PAINT_CONTENT: 'false', PRERENDER_CONTENT: '' }, (m) => said.push(m)),
    ).toEqual({});
    expect(said).toEqual([]);
  });
});
