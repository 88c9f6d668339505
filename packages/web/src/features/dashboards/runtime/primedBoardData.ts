import { dashboardRoutes } from '@redbi/shared/api';
import { BoardDataEventSchema, type BoardDataEvent, type BoardDataItemInput, type BoardDataRequestInput } from '@redbi/shared/domain';
import { apiStream } from '../../../api/apiStream';

/** A primed request nobody adopted by then is dropped (its board never came on screen). */
const UNCLAIMED_MS = 30_000;

/** A batched request sent before its board was on screen: what it answered so far, and who listens now. */
interface PrimedRequest {
  body: string;
  /** The body without its items, and each item, as text: a board asking for some of the items adopts it. */
  rest: string;
  items: readonly BoardDataItemInput[];
  controller: AbortController;
  events: BoardDataEvent[];
  listener?: (event: BoardDataEvent) => void;
  ended: Promise<void>;
}

/** A primed request handed over to the data hook. */
export interface AdoptedRequest {
  controller: AbortController;
  /** The widgets it asks for: those of the adopter's body, and maybe more (the viewer's first screen). */
  widgetIds: ReadonlySet<string>;
  /** Replays the events answered so far, then hands on each new one; settles as apiStream would. */
  stream(onEvent: (event: BoardDataEvent) => void): Promise<void>;
}

const primed = new Map<string, PrimedRequest>();
const boardOf = (orgId: string, dashboardId: string) => `${orgId}/${dashboardId}`;
const restOf = ({ items: _items, ...rest }: BoardDataRequestInput) => JSON.stringify(rest);

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
  const request: PrimedRequest = { body: text, rest: restOf(body), items: body.items, controller, events: [], ended: Promise.resolve() };
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
 * The primed request of a board, if it asks what `body` asks: exactly that (render mode), or those items and
 * more with the same controller values, linkage and draft (the viewer's first screen, primed as a superset of
 * what the board finds on screen once drawn). A primed request that does not is aborted (the board changed
 * before it came on screen) and the caller sends its own.
 */
export function adoptPrimedBoardData(orgId: string, dashboardId: string, body: BoardDataRequestInput): AdoptedRequest | undefined {
  const board = boardOf(orgId, dashboardId);
  const request = primed.get(board);
  if (!request) return undefined;
  primed.delete(board);
  const itemsAsked = new Set(request.items.map((item) => JSON.stringify(item)));
  const covers = request.body === JSON.stringify(body) || (request.rest === restOf(body) && body.items.every((item) => itemsAsked.has(JSON.stringify(item))));
  if (!covers) {
    request.controller.abort();
    return undefined;
  }
  return {
    controller: request.controller,
    widgetIds: new Set(request.items.map((item) => item.widgetId)),
    stream(onEvent) {
      request.events.forEach(onEvent);
      request.events = [];
      request.listener = onEvent;
      return request.ended;
    },
  };
}
