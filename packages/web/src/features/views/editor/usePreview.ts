import type { Dataframe } from '@redbi/shared/query';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { sqlPositionOf } from '../sqlErrorPosition';

interface PreviewCall {
  call: (signal: AbortSignal) => Promise<Dataframe>;
  signal: AbortSignal;
}

/**
 * Running a view from the editor: one run at a time (a new one stops the last), stoppable, timed. The
 * failure is shown in place, with the SQL position the server pointed at.
 */
export function usePreview() {
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ call, signal }: PreviewCall) => {
      const started = performance.now();
      const frame = await call(signal);
      return { frame, ms: Math.round(performance.now() - started) };
    },
    meta: { silent: true },
  });
  // Leaving the editor stops what it runs.
  useEffect(() => () => controller.current?.abort(), []);

  const run = (call: PreviewCall['call'], onDone?: (frame: Dataframe) => void) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    mutation.mutate({ call, signal: current.signal }, { onSuccess: ({ frame }) => onDone?.(frame) });
  };
  const stopped = mutation.isError && mutation.variables?.signal.aborted === true;
  const position = useMemo(() => (stopped ? undefined : sqlPositionOf(mutation.error)), [stopped, mutation.error]);
  return {
    run,
    stop: () => controller.current?.abort(),
    running: mutation.isPending,
    result: mutation.data,
    stopped,
    error: stopped ? null : mutation.error,
    position,
  };
}

export type Preview = ReturnType<typeof usePreview>;
