import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../../packages/server/src/testing/mailbox';
import { owner } from '../support/journeySteps';
import { useJourney } from '../support/journey';
import { login } from '../support/ui';

/**
 * Issue 4's journey: the owner invites a member by e-mail, the invitee registers from the link and
 * confirms, the owner grants a role, the member sees and can do exactly what it allows, then loses it.
 */
describe('members, roles and permissions', () => {
  let mailbox: Mailbox;
  const journey = useJourney({
    initialized: true,
    env: async () => {
      mailbox = await startMailbox();
      return mailbox.env;
    },
  });
  afterAll(() => mailbox?.close());
  let invitee: Page;
  let orgUrl = '';

  const navLinks = async (page: Page) => (await page.getByRole('navigation').getByRole('link').allTextContents()).map((text) => text.trim());

  it('the owner invites a member by e-mail', async () => {
    const { page } = journey.session;
    await login(page, journey.server.baseUrl, owner.username, owner.password);
    await page.waitForURL(/\/organizations\/[\w-]+\//);
    orgUrl = /.*\/organizations\/[\w-]+/.exec(page.url())?.[0] ?? '';
    await page.getByRole('navigation').getByRole('link', { name: 'Members' }).click();
    await page.getByRole('button', { name: 'Invite members' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite members' });
    const emails = dialog.getByLabel('Email addresses');
    await emails.fill('not-an-email');
    await emails.press('Enter');
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await dialog.getByText('Invalid email addresses').waitFor();
    await dialog.locator('.ant-select-selection-item-remove').first().click();
    await emails.fill('zoe@example.com');
    await emails.press('Enter');
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await page.getByText('Invitations sent to zoe@example.com').waitFor();
  });

  it('the invitee registers from the mailed link and confirms', async () => {
    const mail = await mailbox.next('zoe@example.com');
    const link = /http:\/\/127\.0\.0\.1:\d+\/redBi\/confirminvite\?token=[\w%-]+/.exec(mail.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    invitee = await (await journey.browser.newContext({ locale: 'en-US' })).newPage();
    await invitee.goto(link);
    await invitee.getByText(/You are invited to join/).waitFor();
    await invitee.getByRole('link', { name: 'Register to accept' }).click();
    await invitee.getByLabel('Username', { exact: true }).fill('zoe');
    expect(await invitee.getByLabel('Email', { exact: true }).inputValue()).toBe('zoe@example.com');
    await invitee.getByLabel('Password', { exact: true }).fill('secret1');
    await invitee.getByRole('button', { name: 'Register' }).click();
    await invitee.getByText('Your account is ready').waitFor();
    await invitee.getByRole('link', { name: 'Go to login' }).click();
    await login(invitee, journey.server.baseUrl, 'zoe', 'secret1');
    await invitee.getByRole('button', { name: 'Accept invitation' }).click();
    await invitee.waitForURL(/\/organizations\/[\w-]+\//);
    await invitee.getByRole('navigation').getByRole('link', { name: 'Members' }).waitFor();
    // No role yet: members may list members, nothing else.
    expect(await navLinks(invitee)).toEqual(['Members']);
    await invitee.goto(`${orgUrl}/permissions`);
    await invitee.getByText('You do not have permission to access this page').waitFor();
  });

  it('the owner gives the member a role that opens the Viz module', async () => {
    const { page } = journey.session;
    await page.goto(`${orgUrl}/members/roles`);
    await page.getByRole('button', { name: 'Create role' }).click();
    const create = page.getByRole('dialog', { name: 'Create role' });
    await create.getByLabel('Name').fill('Analysts');
    await create.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('cell', { name: 'Analysts' }).waitFor();
    await page.getByRole('row', { name: /Analysts/ }).getByRole('button', { name: 'Set members' }).click();
    const members = page.getByRole('dialog', { name: 'Members of Analysts' });
    await members.getByLabel('Members').click();
    // antd keeps a hidden accessibility list beside the visible options: click the visible one.
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'zoe' }).click();
    await members.getByText('Members of Analysts').click(); // closes the open list, as a user would
    await members.getByRole('button', { name: 'Save' }).click();
    await members.waitFor({ state: 'hidden' });

    await page.goto(`${orgUrl}/permissions/subject`);
    await page.getByRole('menuitem', { name: /Analysts/ }).click();
    await page.getByRole('switch', { name: 'Viz' }).click();
    await page.getByRole('checkbox', { name: 'View on All resources' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Permissions saved').waitFor();
  });

  it('the member sees exactly what the role allows', async () => {
    await invitee.reload();
    await invitee.getByRole('navigation').getByRole('link', { name: 'Vizs' }).waitFor();
    expect(await navLinks(invitee)).toEqual(['Vizs', 'Members']);
    await invitee.getByRole('navigation').getByRole('link', { name: 'Vizs' }).click();
    await invitee.getByRole('heading', { name: 'Vizs' }).waitFor();
    await invitee.goto(`${orgUrl}/sources`);
    await invitee.getByText('You do not have permission to access this page').waitFor();
    // Owner actions are not offered to a member.
    await invitee.goto(`${orgUrl}/members`);
    await invitee.getByRole('heading', { name: 'Members' }).waitFor();
    expect(await invitee.getByRole('button', { name: 'Invite members' }).count()).toBe(0);
  });

  it('the member loses it when the owner takes the module back', async () => {
    const { page } = journey.session;
    await page.reload();
    await page.getByRole('menuitem', { name: /Analysts/ }).click();
    await page.getByRole('switch', { name: 'Viz' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Permissions saved').waitFor();

    await invitee.goto(`${orgUrl}/vizs`);
    await invitee.getByText('You do not have permission to access this page').waitFor();
    expect(await navLinks(invitee)).toEqual(['Members']);
    expect(journey.session.errors).toEqual([]);
  });

  it('the owner deletes an organisation only after typing its name', async () => {
    const { page } = journey.session;
    await page.getByRole('button', { name: 'Organization' }).click();
    await page.getByRole('menuitem', { name: /Create organization/ }).click();
    const create = page.getByRole('dialog');
    await create.getByLabel('Name').fill('Temp Org');
    await create.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('button', { name: 'Organization' }).getByText('Temp Org').waitFor();

    await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Organization settings' }).waitFor();
    await page.getByRole('button', { name: 'Delete organization' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete organization "Temp Org"?' });
    const typed = confirm.getByLabel('Type the name of the organization to confirm');
    await typed.fill('temp org');
    expect(await confirm.getByRole('button', { name: 'Delete', exact: true }).isDisabled()).toBe(true);
    await typed.fill('Temp Org');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Organization deleted').waitFor();
    await page.getByRole('button', { name: 'Organization' }).click();
    expect(await page.getByRole('menuitem', { name: 'Temp Org' }).count()).toBe(0);
  });
});
