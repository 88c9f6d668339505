import { BOARD_CONFIG_VERSION, BoardConfigSchema, type BoardConfig } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';

/**
 * Steps that bring a stored board of version N to N + 1, keyed by N. Empty while version 1 is the only one;
 * a change to the stored shape adds a step here and bumps BOARD_CONFIG_VERSION (ARCHITECTURE §6).
 */
const boardMigrations: Readonly<Record<number, (old: Record<string, unknown>) => Record<string, unknown>>> = {};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored or sent board brought up to the current version and parsed (defaults filled). A board without a
 * version is read as version 1. A version newer than this server knows is refused rather than guessed at:
 * saving it back would lose what the newer version added.
 */
export function migrateBoard(raw: unknown): BoardConfig {
  if (!isRecord(raw)) return BoardConfigSchema.parse(raw);
  const stored = raw['version'] ?? 1;
  if (typeof stored !== 'number' || !Number.isInteger(stored) || stored < 1 || stored > BOARD_CONFIG_VERSION) {
    throw new AppError('VALIDATION', { messageKey: 'validation.boardVersion', params: { version: String(stored) } });
  }
  let current: Record<string, unknown> = raw;
  for (let from = stored; from < BOARD_CONFIG_VERSION; from += 1) {
    const step = boardMigrations[from];
    if (step) current = step(current);
  }
  return BoardConfigSchema.parse({ ...current, version: BOARD_CONFIG_VERSION });
}
