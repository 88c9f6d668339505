import { urlControllerValues, type BoardCharts } from '@redbi/charts';
import type { BoardConfig } from '@redbi/shared/domain';
import { useCallback, useReducer } from 'react';
import type { BoardAction } from '../boardContract';
import { initialRuntime, reduceBoardRuntime, type BoardRuntimeModel } from './boardRuntime';

/** Controller presets as a link carries them: `name=value` pairs (repeat a name for several values). */
export type BoardPresets = readonly (readonly [string, string])[];

export interface BoardRuntime extends BoardRuntimeModel {
  dispatch: (action: BoardAction) => void;
}

/**
 * The viewer's state of one board (controller values, linkages, drill paths, open tabs) and the moments it
 * asks for data. Controllers start from the presets that name them (a URL's `?region=East`, a jump's
 * parameters), else their defaults. The reducer reads the board as it is now (the editor changes it).
 * `eager` (render mode) makes the first query even on a board that waits for the query button.
 */
export function useBoardRuntime(board: BoardConfig, charts: BoardCharts, presets: BoardPresets = [], eager = false): BoardRuntime {
  const reducer = useCallback((model: BoardRuntimeModel, action: BoardAction) => reduceBoardRuntime({ board, charts }, model, action), [board, charts]);
  const [model, dispatch] = useReducer(reducer, undefined, () => initialRuntime(board, urlControllerValues(board, presets), eager));
  return { ...model, dispatch };
}
