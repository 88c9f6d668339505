import { describe, expect, it } from 'vitest';
import { owner } from '../support/journeySteps';
import { useJourney } from '../support/journey';
import { login } from '../support/ui';
import { useWarehouse } from '../support/warehouse';

/** Issue 5's journey: a PostgreSQL source created, tested and browsed; a CSV uploaded into a file source. */
describe('sources', () => {
  const journey = useJourney({ initialized: true });
  const warehouse = useWarehouse("CREATE TABLE sales (id integer primary key, region text, amount numeric(10,2)); INSERT INTO sales VALUES (1, 'north', 10.5)").name;

  it('shows the sample source of a fresh install', async () => {
    const { page } = journey.session;
    await login(page, journey.server.baseUrl, owner.username, owner.password);
    await page.getByRole('navigation').getByRole('link', { name: 'Sources' }).click();
    await page.getByRole('tree', { name: 'Sources' }).getByText('Sample: Chinook').waitFor();
  });

  it('creates a PostgreSQL source, tests the connection, and browses a table', async () => {
    const { page } = journey.session;
    await page.getByRole('button', { name: 'New source' }).click();
    await page.getByRole('menuitem', { name: 'PostgreSQL' }).click();
    // antd puts the required mark in the label: "* Name".
    const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^(\\* )?${name}$`) });
    await field('Name').fill('Warehouse');
    await field('Host').fill('127.0.0.1');
    await field('Database').fill('no_such_database');
    await field('User').fill('postgres');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText('Connection failed').waitFor();
    await page.getByText('database "no_such_database" does not exist').waitFor();

    await field('Database').fill(warehouse);
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText(/Connection succeeded: PostgreSQL/).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Source "Warehouse" created').waitFor();
    await page.getByRole('tree', { name: 'Sources' }).getByText('Warehouse').waitFor();

    await page.getByRole('tab', { name: 'Schema' }).click();
    const schema = page.getByRole('tree', { name: 'Schema' });
    // Expand by the tree's own arrows: public, then the sales table.
    const expand = async (name: string) => {
      const item = schema.getByRole('treeitem', { name: new RegExp(name) }).first();
      if ((await item.getAttribute('aria-expanded')) !== 'true') await item.locator('.ant-tree-switcher').click();
    };
    await expand('public');
    await expand('sales');
    await schema.getByText('region').waitFor();
    await page.getByText(/Read at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/).waitFor();
  });

  it('creates a file source and uploads a CSV into a table', async () => {
    const { page } = journey.session;
    await page.getByRole('button', { name: 'New source' }).click();
    await page.getByRole('menuitem', { name: 'Files (CSV, Excel, Parquet, JSON)' }).click();
    await page.getByRole('textbox', { name: /^(\* )?Name$/ }).fill('Uploads');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Source "Uploads" created').waitFor();
    await page.getByRole('tab', { name: 'Tables' }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'fruit.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('id,name,price\n1,apple,1.25\n2,pear,2.50\n3,fig,4\n'),
    });
    await page.getByText('Preview of fruit.csv').waitFor();
    await page.getByLabel('Table name').fill('fruit');
    await page.getByRole('button', { name: 'Save table' }).click();
    await page.getByText('Table "fruit" saved: 3 rows').waitFor();
    await page.getByRole('cell', { name: 'fruit', exact: true }).waitFor();
    // Ready for the next file.
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Upload file'));
      return button !== undefined && !button.disabled;
    });
    expect(journey.session.errors).toEqual([]);
  });
});
