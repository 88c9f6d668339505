import { urlControllerValues, type BoardCharts } from '@redbi/charts';
import type { BoardConfig } from '@redbi/shared/domain';
import type { FilterValue } from '@redbi/shared/query';
import { useCallback, useReducer } from 'react';
import type { BoardAction } from '../boardContract';
import { initialRuntime, reduceBoardRuntime, type BoardRuntimeModel, type BoardStart } from './boardRuntime';

/** Controller presets as a link carries them: `name=value` pairs (repeat a name for several values). */
export type BoardPresets = readonly (readonly [string, string])[];

/** What a download's picture opens the board with (renderState.ts). */
export type RenderStart = BoardStart & { controllers: Record<string, FilterValue[]> };

export interface BoardRuntime extends BoardRuntimeModel {
  dispatch: (action: BoardAction) => void;
}

/**
 * The viewer's state of one board (controller values, linkages, drill paths, open tabs) and the moments it
 * asks for data. Controllers start from the presets that name them (a URL's `?region=East`, a jump's
 * parameters), else their defaults. The reducer reads the board as it is now (the editor changes it).
 * `eager` (render mode) makes the first query even on a board that waits for the query button; `start`
 * (render mode: a download's picture) gives controller values by widget id, linkage and drill to open with.
 */
export function useBoardRuntime(board: BoardConfig, charts: BoardCharts, presets: BoardPresets = [], eager = false, start?: RenderStart): BoardRuntime {
  const reducer = useCallback((model: BoardRuntimeModel, action: BoardAction) => reduceBoardRuntime({ board, charts }, model, action), [board, charts]);
  const [model, dispatch] = useReducer(reducer, undefined, () =>
    initialRuntime(board, { ...urlControllerValues(board, presets), ...start?.controllers }, eager, start),
  );
  return { ...model, dispatch };
}
