import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginThroughApi, owner } from '../support/journeySteps';
import { useJourney } from '../support/journey';
import { login } from '../support/ui';

/**
 * Issue 6's journey: on the sample source of a fresh install, a SQL view with a query variable is written,
 * previewed and saved; a role is given some of its columns; after a reload everything is as it was saved.
 */
describe('views', () => {
  const journey = useJourney({ initialized: true });
  const sql = 'SELECT track_id, name, genre_id FROM track WHERE genre_id = $genre$ ORDER BY track_id';

  /** Picks an option of the antd Select named `name` (a combobox) by its text. */
  async function choose(page: Page, name: string | RegExp, option: string) {
    // The selected value's label lies over the input: click through it.
    await page.getByRole('combobox', { name }).click({ force: true });
    await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`).click();
  }

  it('writes a SQL view with a query variable on the sample source, previews it and saves it', async () => {
    const { server } = journey;
    // A role to give column permissions to.
    const { token } = await loginThroughApi(server);
    const orgs = await server.api('GET', '/orgs', { token });
    const orgId = (orgs.body as { data: { id: string }[] }).data[0]?.id ?? '';
    expect((await server.api('POST', `/orgs/${orgId}/roles`, { token, body: { name: 'Analysts', description: '' } })).status).toBe(200);

    const { page } = journey.session;
    await login(page, server.baseUrl, owner.username, owner.password);
    await page.getByRole('navigation').getByRole('link', { name: 'Views' }).click();
    await page.getByRole('button', { name: 'New view' }).click();
    await page.getByRole('heading', { name: 'New view' }).waitFor();

    await page.getByRole('textbox', { name: /^(\* )?Name$/ }).fill('Rock tracks');
    await choose(page, /Source/, 'Sample: Chinook');
    const editor = page.getByRole('textbox', { name: 'SQL' });
    await editor.click();
    await page.keyboard.insertText(sql);

    await page.getByRole('tab', { name: 'Variables' }).click();
    await page.getByRole('button', { name: 'Add variable' }).click();
    const dialog = page.getByRole('dialog', { name: 'New variable' });
    await dialog.getByRole('textbox', { name: /^(\* )?Name$/ }).fill('genre');
    await choose(page, 'Value type', 'Numeric');
    await dialog.getByRole('combobox', { name: 'Default value' }).fill('1');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: '$genre$', exact: true }).waitFor();

    await page.getByRole('tab', { name: 'SQL' }).click();
    await page.getByRole('button', { name: /Run$/ }).click();
    const result = page.getByRole('region', { name: 'Result' });
    await result.getByText('For Those About To Rock (We Salute You)').waitFor();
    await page.getByText(/^\d+ row\(s\) in \d+ ms$/).waitFor();

    await page.getByRole('button', { name: /Save$/ }).click();
    await page.getByText('View "Rock tracks" created').waitFor();
    await page.getByRole('tree', { name: 'Views' }).getByText('Rock tracks').waitFor();
    await page.waitForURL(/\/views\/[\w-]+$/);
  });

  it('gives a role some columns, and keeps the view as saved after a reload', async () => {
    const { page } = journey.session;
    await page.getByRole('tab', { name: 'Column permissions' }).click();
    await choose(page, 'Add a role or member', 'Analysts');
    await page.getByRole('radiogroup', { name: 'Columns Analysts may read' }).getByText('Partial').click();
    await choose(page, 'Visible columns of Analysts', 'name');
    await page.keyboard.press('Control+s');
    await page.getByText('View saved').waitFor();

    await page.reload();
    // The tab is in the address: the reload opens it again.
    await page.getByRole('radiogroup', { name: 'Columns Analysts may read' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Partial' }).isChecked()).toBe(true);
    await page.locator('.ant-select-selection-item[title="name"]').waitFor();

    await page.getByRole('tab', { name: 'Variables' }).click();
    await page.getByRole('cell', { name: '$genre$', exact: true }).waitFor();
    await page.getByRole('tab', { name: 'SQL' }).click();
    expect(await page.getByRole('textbox', { name: 'SQL' }).textContent()).toBe(sql);
    // Not expensive: the saved view ran on opening.
    await page.getByRole('region', { name: 'Result' }).getByText('For Those About To Rock (We Salute You)').waitFor();
    expect(journey.session.errors).toEqual([]);
  });
});
