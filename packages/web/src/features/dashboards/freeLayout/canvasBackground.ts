import type { BoardSettings } from '@redbi/shared/domain';
import type { CSSProperties } from 'react';

type Background = BoardSettings['background'];

/** How each image fit fills the canvas. */
const imageFits: Record<Background['fit'], CSSProperties> = {
  cover: { backgroundSize: 'cover', backgroundRepeat: 'no-repeat', backgroundPosition: 'center' },
  contain: { backgroundSize: 'contain', backgroundRepeat: 'no-repeat', backgroundPosition: 'center' },
  fill: { backgroundSize: '100% 100%', backgroundRepeat: 'no-repeat' },
  repeat: { backgroundRepeat: 'repeat' },
};

/**
 * The board's background as CSS: the author's colour (else the theme's container colour, so an unset
 * background follows light and dark) under the optional image in its fit.
 */
export function canvasBackgroundStyle(background: Background, themeColor: string): CSSProperties {
  const color = background.color || themeColor;
  if (!background.image) return { backgroundColor: color };
  return { backgroundColor: color, backgroundImage: `url(${JSON.stringify(background.image)})`, ...imageFits[background.fit] };
}
