import { widgetQuery } from '@redbi/charts';
import { BoardDataItemSchema, type Dashboard } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { setupAndLogin, startTestApp } from '../../testing/testApp';
import { queryApi } from '../query/queryTestApi';
import { SAMPLE_DASHBOARD_NAME } from './sampleDashboard';

type Node = { id: string; name: string; kind: string; status: string };

const sampleDataDir = new URL('../../../sample-data', import.meta.url).pathname;

/** The sample dashboard of a fresh install (SAMPLE_SOURCE): made at setup, and every widget's query runs. */
describe('the sample dashboard', () => {
  it('is made at setup with its view and published charts, and each widget asks a query that runs', async () => {
    const test = await startTestApp('sqlite', { SAMPLE_SOURCE: 'true' }, { sampleDataDir });
    try {
      const api = await queryApi(test, await setupAndLogin(test));
      const nodes = (await api.owner('GET', '/vizs')) as unknown as Node[];
      const board = nodes.find((node) => node.kind === 'dashboard');
      expect(board).toMatchObject({ name: SAMPLE_DASHBOARD_NAME, status: 'published' });
      expect(nodes.filter((node) => node.kind === 'chart').map((node) => [node.name, node.status])).toEqual([
        ['Sales by genre', 'published'],
        ['Sales by month', 'published'],
        ['Sales by country', 'published'],
        ['Top cities', 'published'],
      ]);
      const views = (await api.owner('GET', '/views')) as unknown as { name: string }[];
      expect(views.map((view) => view.name)).toEqual(['Sample sales']);
      const dashboard = (await api.owner('GET', `/dashboards/${board?.id}`)) as unknown as Dashboard;
      expect(Object.keys(dashboard.charts)).toHaveLength(4);
      const { config } = dashboard;
      expect(config.widgets.map((widget) => widget.type)).toEqual(['controller', 'controller', 'chart', 'chart', 'chart', 'chart']);

      const genre = config.widgets.find((widget) => widget.name === 'Sales by genre');
      const states = [[], [{ sourceWidgetId: genre?.id ?? '', values: { d_genre: 'Rock' } }]];
      for (const linkage of states) {
        for (const widget of config.widgets) {
          const item = BoardDataItemSchema.parse({ widgetId: widget.id, kind: widget.type === 'controller' ? 'options' : 'data' });
          const asked = widgetQuery({ board: config, widget, item, charts: dashboard.charts, controllers: { dates: [] }, linkage });
          if (widget.id === 'date_filter') {
            expect(asked).toBeUndefined();
            continue;
          }
          expect(asked && 'spec' in asked, `${widget.name}: ${JSON.stringify(asked)}`).toBe(true);
          if (!asked || !('spec' in asked)) continue;
          const answer = await api.execute(asked.spec);
          expect(answer.status, `${widget.name}: ${JSON.stringify(answer.body)}`).toBe(200);
          expect((answer.body.data as { rows: unknown[] }).rows.length, widget.name).toBeGreaterThan(0);
        }
      }
    } finally {
      await test.close();
    }
  });

  it('is not made without the sample source (SAMPLE_SOURCE=false)', async () => {
    const test = await startTestApp('sqlite', { SAMPLE_SOURCE: 'false' }, { sampleDataDir });
    try {
      const api = await queryApi(test, await setupAndLogin(test));
      expect(await api.owner('GET', '/vizs')).toEqual([]);
      expect(await api.owner('GET', '/views')).toEqual([]);
    } finally {
      await test.close();
    }
  });
});
