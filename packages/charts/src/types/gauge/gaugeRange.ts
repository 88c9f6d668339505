import { niceCeil, niceFloor } from '../../common/niceNumber';

/**
 * The dial's range. Automatic: from 0 (or the value, rounded down, when it is negative) to the value rounded
 * up to a short number, so 73.2 sits on a 0–80 dial. Fixed: the settings' min and max, unless max is not
 * above min, when the automatic range stands in (a dial cannot run backwards).
 */
export function gaugeRange(value: number | null, mode: string, min: number, max: number): { min: number; max: number } {
  if (mode === 'fixed' && max > min) return { min, max };
  const current = value ?? 0;
  const low = current < 0 ? niceFloor(current) : 0;
  const high = current > 0 ? niceCeil(current) : 0;
  return { min: low, max: high > low ? high : low + 1 };
}
