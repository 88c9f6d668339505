import { dashboardRoutes } from '@redbi/shared/api';
import { BoardDataEventSchema, type BoardDataEvent, type BoardDataRequestInput } from '@redbi/shared/domain';
import { createContext, useContext } from 'react';
import { apiStream } from '../../../api/apiStream';

/** One batched request of a board: whose board, what it asks, and how to stop it. */
export interface BoardDataCall {
  orgId: string;
  dashboardId: string;
  body: BoardDataRequestInput;
  signal: AbortSignal;
}

/**
 * Where a board on screen sends its batched data requests (its one fetch per moment, and the rows behind
 * a point): the organisation's data route by default; a share page provides the share's data route with
 * its session. `shared`: the board is seen through a share link, where the viz tree (jump targets) is out
 * of reach.
 */
export interface BoardDataSource {
  stream(call: BoardDataCall, onEvent: (event: BoardDataEvent) => void): Promise<void>;
  shared: boolean;
}

/** The signed-in user's board data: POST /orgs/:orgId/dashboards/:dashboardId/data. */
export const orgBoardDataSource: BoardDataSource = {
  stream: ({ orgId, dashboardId, body, signal }, onEvent) =>
    apiStream(dashboardRoutes.data, { params: { orgId, dashboardId }, body, signal }, BoardDataEventSchema.parse, onEvent),
  shared: false,
};

export const BoardDataSourceContext = createContext<BoardDataSource>(orgBoardDataSource);

/** The board data transport of the boards below (the org's route unless a share page says otherwise). */
export const useBoardDataSource = (): BoardDataSource => useContext(BoardDataSourceContext);
