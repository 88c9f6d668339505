import { describe, expect, it } from 'vitest';
import { canvasBackgroundStyle } from './canvasBackground';

describe('canvasBackgroundStyle', () => {
  it('follows the theme until the author picks a colour', () => {
    expect(canvasBackgroundStyle({ color: '', image: '', fit: 'cover' }, '#fff')).toEqual({ backgroundColor: '#fff' });
    expect(canvasBackgroundStyle({ color: '#102030', image: '', fit: 'cover' }, '#fff')).toEqual({ backgroundColor: '#102030' });
  });

  it('lays the image over the colour in its fit', () => {
    expect(canvasBackgroundStyle({ color: '', image: '/bg.png', fit: 'fill' }, '#000')).toEqual({
      backgroundColor: '#000',
      backgroundImage: 'url("/bg.png")',
      backgroundSize: '100% 100%',
      backgroundRepeat: 'no-repeat',
    });
    expect(canvasBackgroundStyle({ color: '', image: '/bg.png', fit: 'repeat' }, '#000')).toMatchObject({ backgroundRepeat: 'repeat' });
  });
});
