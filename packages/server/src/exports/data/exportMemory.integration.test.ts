import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./testing/exportUnderHeapCap.ts', import.meta.url));
/** The child's heap: enough for the server's modules and a few batches, far too little for a million rows held. */
const HEAP_MB = 96;
const ROWS = 1_000_000;

/** Runs the script under the heap cap; its exit code and what it printed. */
function underHeapCap(mode: 'csv' | 'xlsx' | 'hold'): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${HEAP_MB}`, '--import', 'tsx', script], { env: { ...process.env, MODE: mode, ROWS: String(ROWS) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/**
 * Issue 21: an export holds a few batches of rows, never the result. A million rows of PostgreSQL stream
 * through the real connector into CSV and into Excel in a process whose heap is capped at 96 MB — which
 * the same rows, kept in memory as a whole result would be, overflow (the control).
 */
describe('a million-row export in a capped heap', () => {
  it('overflows the cap when the rows are held whole (the control)', async () => {
    const { code, output } = await underHeapCap('hold');
    expect(code, output.slice(-500)).not.toBe(0);
    expect(output).toMatch(/heap out of memory/i);
  }, 120_000);

  it.each(['csv', 'xlsx'] as const)('streams every row to %s within it', async (mode) => {
    const { code, output } = await underHeapCap(mode);
    expect(code, output.slice(-2000)).toBe(0);
    expect(output).toContain(`written ${ROWS}`);
  }, 180_000);
});
