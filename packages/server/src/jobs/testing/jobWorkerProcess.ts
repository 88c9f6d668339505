// A job runner in a process of its own, for the test of a runner killed mid-job (jobRunners.integration.test.ts):
// `node --import tsx jobWorkerProcess.ts '<JobWorldAddress as JSON>'`. It carries out the `blocking` job
// type, which says `started <job id>` on stdout and then never ends: the test kills the process there.
import { z } from 'zod';
import { createDatabase } from '../../db/createDatabase';
import type { JobDefinition } from '../jobDefinition';
import { runnerAt, type JobWorldAddress } from './jobTestWorld';

const address = JSON.parse(process.argv[2] ?? '{}') as JobWorldAddress;
const metadata = await createDatabase(address.database);
const blocking: JobDefinition<{ label: string }> = {
  type: 'blocking',
  payload: z.object({ label: z.string() }),
  maxAttempts: 3,
  timeoutMs: 60_000,
  retryDelayMs: 10,
  run: (_payload, job) => {
    process.stdout.write(`started ${job.jobId}\n`);
    return new Promise(() => undefined);
  },
};
await runnerAt(address, metadata, [blocking as JobDefinition<never>], 'doomed-runner').start();
process.stdout.write('ready\n');
