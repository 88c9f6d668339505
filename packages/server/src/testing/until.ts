/**
 * Polls `probe` until it answers something other than undefined, and returns that (tests wait on jobs,
 * runs and mails this way instead of sleeping). Past `timeoutMs` it throws, naming `what` it waited for.
 */
export async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, { timeoutMs = 60_000, everyMs = 25 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
