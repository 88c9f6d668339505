import { inflateSync } from 'node:zlib';

/** A decoded PNG: RGBA, 8 bits per channel, row by row. */
export interface DecodedPng {
  width: number;
  height: number;
  rgba: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

const paeth = (left: number, up: number, upLeft: number) => {
  const estimate = left + up - upLeft;
  const [dl, du, dul] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
  return dl <= du && dl <= dul ? left : du <= dul ? up : upLeft;
};

/**
 * Decodes the PNGs resvg writes (8-bit greyscale, RGB or with alpha, not interlaced) so tests look at the
 * bytes a client receives, not at the renderer's memory. Throws on anything else.
 */
export function decodePng(png: Buffer): DecodedPng {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('Not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
      channels = CHANNELS[body[9]!] ?? 0;
      if (body[8] !== 8 || !channels || body[12] !== 0) throw new Error(`Unsupported PNG: depth ${body[8]}, colour type ${body[9]}, interlace ${body[12]}`);
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x += 1) {
      const left = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels]! : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter];
      if (predictor === undefined) throw new Error(`Bad PNG filter ${filter}`);
      pixels[y * stride + x] = (line[x]! + predictor) & 0xff;
    }
  }
  return { width, height, rgba: toRgba(pixels, channels) };
}

function toRgba(pixels: Uint8Array, channels: number): Uint8Array {
  if (channels === 4) return pixels;
  const count = pixels.length / channels;
  const rgba = new Uint8Array(count * 4);
  for (let index = 0; index < count; index += 1) {
    const source = pixels.subarray(index * channels, (index + 1) * channels);
    const [r, g, b] = channels >= 3 ? [source[0]!, source[1]!, source[2]!] : [source[0]!, source[0]!, source[0]!];
    const alpha = channels === 2 || channels === 4 ? source[channels - 1]! : 255;
    rgba.set([r, g, b, alpha], index * 4);
  }
  return rgba;
}

/** How many pixels differ from `background` (#rrggbb) by more than `tolerance` in some channel: the ink. */
export function inkPixels(image: DecodedPng, background: string, tolerance = 24): number {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(background.slice(start, start + 2), 16)) as [number, number, number];
  let ink = 0;
  for (let index = 0; index < image.rgba.length; index += 4) {
    const { rgba } = image;
    if (Math.abs(rgba[index]! - r) > tolerance || Math.abs(rgba[index + 1]! - g) > tolerance || Math.abs(rgba[index + 2]! - b) > tolerance) ink += 1;
  }
  return ink;
}
