import { describe, expect, it } from 'vitest';
import { apiAs, sampleIds, vizPath } from '../support/dashboards';
import { useJourney } from '../support/journey';
import { loginThroughApi, owner } from '../support/journeySteps';
import { login } from '../support/ui';

type Stored = { id: string; script?: string; model?: unknown; config?: Record<string, unknown> };

/**
 * The chart viewer's query variables (issue 12, "a chart jump passes no parameters"): the address's
 * `?name=value` give values to the query variables of the chart's view — as a dashboard's jump to a chart
 * passes them — shown in a Variables bar, where they are removed; a name the view does not have is refused.
 */
describe('chart variables', () => {
  const journey = useJourney({ initialized: true });

  it("filters a chart by the address's variable values, and by its view's default once the value is removed", async () => {
    const { server } = journey;
    const { page } = journey.session;
    const api = apiAs(server, (await loginThroughApi(server)).token);
    const sample = await sampleIds(api);
    const salesView = await api.call<Stored>('GET', `/orgs/${sample.org}/views/${sample.salesView}`);
    const view = await api.call<Stored>('POST', `/orgs/${sample.org}/views`, {
      isFolder: false,
      parentId: null,
      type: 'SQL',
      name: 'Sales in one country',
      sourceId: sample.source,
      script: `SELECT * FROM (${salesView.script ?? ''}) AS s WHERE s.country = $picked_country$`,
      model: salesView.model,
      variables: [{ name: 'picked_country', label: 'Country', type: 'query', valueType: 'string', permission: 'editable', defaultValue: ['Canada'] }],
    });
    const cities = await api.call<Stored>('GET', `/orgs/${sample.org}/charts/${sample.vizs['Top cities'] ?? ''}`);
    const chart = await api.call<Stored>('POST', `/orgs/${sample.org}/charts`, { name: 'Cities of a country', viewId: view.id, config: cities.config });

    await login(page, server.baseUrl, owner.username, owner.password);
    await page.waitForURL(/\/organizations\/[\w-]+\/vizs$/);
    await page.goto(`${vizPath(server, sample.org, chart.id)}?picked_country=Brazil`);
    const bar = page.getByRole('group', { name: 'Variables' });
    await bar.getByRole('button', { name: 'Change picked_country' }).waitFor();
    expect(await bar.getByRole('button', { name: 'Change picked_country' }).textContent()).toBe('picked_country = Brazil');
    const figure = page.getByRole('figure', { name: 'Cities of a country' });
    await figure.getByRole('cell', { name: 'São Paulo' }).waitFor();
    expect(await figure.getByRole('cell', { name: 'Canada' }).count()).toBe(0);

    await bar.getByRole('button', { name: 'Remove picked_country' }).click();
    await page.waitForURL((url) => url.search === '');
    await figure.getByRole('cell', { name: 'Canada' }).first().waitFor();
    expect(await figure.getByRole('cell', { name: 'Brazil' }).count()).toBe(0);
    expect(await bar.count()).toBe(0);

    await page.goto(`${vizPath(server, sample.org, chart.id)}?nothing=1`);
    await page.getByText('There is no variable "nothing"').waitFor();
  });
});
