import type { DownloadTask } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { apiAs, sampleIds } from '../support/dashboards';
import { useJourney } from '../support/journey';
import { loginThroughApi } from '../support/journeySteps';

/**
 * A node behind a proxy: PUBLIC_URL names an address the node itself cannot reach (here one that does not
 * resolve). The browser that draws a dashboard's picture opens the app at the node's own address, not at
 * PUBLIC_URL (a bug once: every board picture failed with "The download could not be made").
 */
describe('pictures of a node behind a proxy', () => {
  const journey = useJourney({ initialized: true, env: () => ({ PUBLIC_URL: 'https://bi.example.invalid' }) });

  it('draws the sample dashboard as PNG though PUBLIC_URL is unreachable from the node', async () => {
    const api = apiAs(journey.server, (await loginThroughApi(journey.server)).token);
    const sample = await sampleIds(api);
    const submitted = await api.call<DownloadTask>('POST', '/download/submit/task', { vizType: 'dashboard', vizId: sample.vizs['Sample dashboard'], format: 'png', width: 1000 });
    let task = submitted;
    for (const deadline = Date.now() + 90_000; task.status === 'created' && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      task = (await api.call<DownloadTask[]>('GET', '/download/tasks')).find((candidate) => candidate.id === submitted.id) ?? task;
    }
    expect(task.status, task.error ?? '').toBe('done');
    expect(task.size).toBeGreaterThan(20_000);
  }, 120_000);
});
