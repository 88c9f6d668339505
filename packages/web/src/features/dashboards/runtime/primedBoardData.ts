import { dashboardRoutes } from '@redbi/shared/api';
import { BoardDataEventSchema, type BoardDataEvent, type BoardDataRequestInput } from '@redbi/shared/domain';
import { apiStream } from '../../../api/apiStream';

/** A primed request nobody adopted by then is dropped (its board never came on screen). */
const UNCLAIMED_MS = 30_000;

/** A batched request sent before its board was on screen: what it answered so far, and who listens now. */
interface PrimedRequest {
  body: string;
  controller: AbortController;
  events: BoardDataEvent[];
  listener?: (event: BoardDataEvent) => void;
  ended: Promise<void>;
}

/** A primed request handed over to the data hook. */
export interface AdoptedRequest {
  controller: AbortController;
  /** Replays the events answered so far, then hands on each new one; settles as apiStream would. */
  stream(onEvent: (event: BoardDataEvent) => void): Promise<void>;
}

const primed = new Map<string, PrimedRequest>();
const boardOf = (orgId: string, dashboardId: string) => `${orgId}/${dashboardId}`;

/**
 * Sends a board's first batched request as soon as its body is known (render mode: from the stored board, while
 * the code that draws the widgets still loads), so that the data does not wait for the widgets' chunks and
 * their first render. The data hook adopts it (`adoptPrimedBoardData`) when it would send exactly this body;
 * the same body primed twice (React's StrictMode) is sent once.
 */
export function primeBoardData(orgId: string, dashboardId: string, body: BoardDataRequestInput): void {
  const board = boardOf(orgId, dashboardId);
  const text = JSON.stringify(body);
  if (primed.get(board)?.body === text) return;
  primed.get(board)?.controller.abort();
  const controller = new AbortController();
  const request: PrimedRequest = { body: text, controller, events: [], ended: Promise.resolve() };
  request.ended = apiStream(dashboardRoutes.data, { params: { orgId, dashboardId }, body, signal: controller.signal }, BoardDataEventSchema.parse, (event) =>
    request.listener ? request.listener(event) : request.events.push(event),
  );
  // Its failure is the adopter's to report; one that is never adopted fails quietly.
  request.ended.catch(() => undefined);
  primed.set(board, request);
  setTimeout(() => {
    if (primed.get(board) !== request) return;
    primed.delete(board);
    controller.abort();
  }, UNCLAIMED_MS);
}

/**
 * The primed request of a board, if its body is exactly `body`; a primed request with another body is
 * aborted (the board changed before it came on screen) and the caller sends its own.
 */
export function adoptPrimedBoardData(orgId: string, dashboardId: string, body: BoardDataRequestInput): AdoptedRequest | undefined {
  const board = boardOf(orgId, dashboardId);
  const request = primed.get(board);
  if (!request) return undefined;
  primed.delete(board);
  if (request.body !== JSON.stringify(body)) {
    request.controller.abort();
    return undefined;
  }
  return {
    controller: request.controller,
    stream(onEvent) {
      request.events.forEach(onEvent);
      request.events = [];
      request.listener = onEvent;
      return request.ended;
    },
  };
}
