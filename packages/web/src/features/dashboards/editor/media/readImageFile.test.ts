import { mediaSourceField } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { BOARD_IMAGE_MAX_BYTES, readImageFile } from './readImageFile';

describe('reading an uploaded board image', () => {
  it('reads an accepted image as a data URL the board document accepts', async () => {
    const result = await readImageFile(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }));
    expect('dataUrl' in result && result.dataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    if ('dataUrl' in result) expect(mediaSourceField().safeParse(result.dataUrl).success).toBe(true);
  });

  it('refuses other types and files over 1 MB', async () => {
    expect(await readImageFile(new Blob(['x'], { type: 'text/html' }))).toEqual({ problem: 'wrongType' });
    expect(await readImageFile(new Blob([new Uint8Array(BOARD_IMAGE_MAX_BYTES + 1)], { type: 'image/png' }))).toEqual({ problem: 'tooLarge' });
  });
});
