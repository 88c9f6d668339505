import { describe, expect, it } from 'vitest';
import { owner } from '../support/journeySteps';
import { useJourney } from '../support/journey';
import { login } from '../support/ui';
import { useWarehouse } from '../support/warehouse';

const refusal = /This organization refuses sources whose account can change the database server \(.*superuser.*\): connect with a read-only account/;

/**
 * Issue 10 item 2: a source whose account is a superuser is warned about when it is tested and on its
 * page; the owner's organisation setting then refuses testing and saving it. The journey connects as the
 * local "postgres" role, a superuser.
 */
describe("a source's account", () => {
  const journey = useJourney({ initialized: true });
  const warehouse = useWarehouse().name;

  // antd puts the required mark in the label: "* Name".
  const field = (name: string) => journey.session.page.getByRole('textbox', { name: new RegExp(`^(\\* )?${name}$`) });
  const refuseSwitch = () => journey.session.page.getByRole('switch', { name: 'Refuse sources with privileged accounts' });
  const openSettings = async () => {
    const { page } = journey.session;
    await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Organization settings' }).waitFor();
  };

  it('warns when a superuser connection is tested, and on the saved source', async () => {
    const { page } = journey.session;
    await login(page, journey.server.baseUrl, owner.username, owner.password);
    await page.getByRole('navigation').getByRole('link', { name: 'Sources' }).click();
    await page.getByRole('button', { name: 'New source' }).click();
    await page.getByRole('menuitem', { name: 'PostgreSQL' }).click();
    await field('Name').fill('Warehouse');
    await field('Host').fill('127.0.0.1');
    await field('Database').fill(warehouse);
    await field('User').fill('postgres');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText(/Connection succeeded: PostgreSQL/).waitFor();
    await page.getByText(/^This account can do more than read: .*superuser/).waitFor();
    await page.getByRole('button', { name: 'How to create a read-only account' }).click();
    await page.getByText(`GRANT CONNECT ON DATABASE ${warehouse} TO redbi_reader;`, { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Source "Warehouse" created').waitFor();
    await page.getByText(/^This source's account can do more than read: .*superuser/).waitFor();
    await page.reload();
    await page.getByText(/^This source's account can do more than read: .*superuser/).waitFor();
  });

  it('lets the owner refuse privileged accounts in the organization settings, kept after a reload', async () => {
    const { page } = journey.session;
    await openSettings();
    expect(await refuseSwitch().getAttribute('aria-checked')).toBe('false');
    await page.getByText(/fails when its database account can do more than read/).waitFor();
    await refuseSwitch().click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Organization saved').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Organization settings' }).waitFor();
    expect(await refuseSwitch().getAttribute('aria-checked')).toBe('true');
  });

  it('then refuses testing and saving the superuser source, with the reason', async () => {
    const { page } = journey.session;
    await page.getByRole('navigation').getByRole('link', { name: 'Sources' }).click();
    await page.getByRole('tree', { name: 'Sources' }).getByText('Warehouse').click();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText(refusal).waitFor();
    expect(await page.getByText('Connection failed').count()).toBe(0);

    await field('Description').fill('Checked again');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(refusal).waitFor();
    expect(await page.getByText('Source saved').count()).toBe(0);

    // Switched off again, the same source saves (still with its warning).
    await openSettings();
    await refuseSwitch().click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Organization saved').waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Sources' }).click();
    await page.getByRole('tree', { name: 'Sources' }).getByText('Warehouse').click();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await field('Description').fill('Checked again');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Source saved').waitFor();
    expect(journey.session.errors).toEqual([]);
  });
});
