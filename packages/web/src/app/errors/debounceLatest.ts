/** Calls `fn` with the latest value once no new value has arrived for `delayMs`. */
export function debounceLatest<T>(fn: (value: T) => void, delayMs: number): (value: T) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (value) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(value), delayMs);
  };
}
