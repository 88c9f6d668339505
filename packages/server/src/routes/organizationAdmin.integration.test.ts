import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { admin, backends, setupAndLogin, startTestApp, type TestApp } from '../testing/testApp';

type Data = Record<string, unknown> & { id: string };

describe.each(backends)('organisation administration on %s', (backend) => {
  let test: TestApp;
  let mailbox: Mailbox;
  let owner: string;
  let orgId: string;
  beforeAll(async () => {
    mailbox = await startMailbox();
    test = await startTestApp(backend, { ...mailbox.env, PUBLIC_URL: 'http://redbi.test', LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '1000' });
    owner = await setupAndLogin(test);
    orgId = ((await test.call('GET', '/orgs', { token: owner })).body.data as Data[])[0]?.id ?? '';
  });
  afterAll(async () => {
    await test.close();
    await mailbox.close();
  });

  const asOwner = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    test.call(method, `/orgs/${orgId}${path}`, { token: owner, ...(body === undefined ? {} : { body }) });
  const login = async (username: string, password = 'secret1') =>
    (await test.call('POST', '/users/login', { body: { username, password } })).token ?? '';
  const createMember = async (username: string, roleIds: string[] = []) =>
    (await asOwner('POST', '/members', { username, email: `${username}@example.com`, password: 'secret1', name: username.toUpperCase(), roleIds })).body
      .data as Data;

  describe('members and roles', () => {
    let analysts: Data;

    it('creates roles with unique names', async () => {
      analysts = (await asOwner('POST', '/roles', { name: 'Analysts', description: 'Read dashboards' })).body.data as Data;
      expect(analysts).toMatchObject({ name: 'Analysts', description: 'Read dashboards', memberIds: [] });
      const duplicate = await asOwner('POST', '/roles', { name: 'analysts' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toBe('A role named "analysts" already exists');
      const renamed = await asOwner('PUT', `/roles/${analysts.id}`, { name: 'Analysts', description: 'Dashboards' });
      expect(renamed.body.data).toMatchObject({ description: 'Dashboards' });
    });

    it('creates a member directly with roles, and changes their roles', async () => {
      const nina = await createMember('nina', [analysts.id]);
      expect(nina).toMatchObject({ username: 'nina', isOwner: false, roles: [{ id: analysts.id, name: 'Analysts' }] });
      expect((await test.call('GET', '/orgs', { token: await login('nina') })).body.data).toEqual([expect.objectContaining({ id: orgId, isOwner: false })]);
      const cleared = await asOwner('PUT', `/members/${nina.id}/roles`, { roleIds: [] });
      expect(cleared.body.data).toMatchObject({ roles: [] });
      const unknownRole = await asOwner('PUT', `/members/${nina.id}/roles`, { roleIds: ['no-such-role'] });
      expect(unknownRole.status).toBe(404);
      const members = (await asOwner('GET', '/members')).body.data as Data[];
      expect(members.map((member) => member.username)).toEqual(['admin', 'nina']);
    });

    it('sets the members of a role, members only', async () => {
      const omar = await createMember('omar');
      const set = await asOwner('PUT', `/roles/${analysts.id}/members`, { userIds: [omar.id] });
      expect(set.body.data).toMatchObject({ memberIds: [omar.id] });
      const outsider = await asOwner('PUT', `/roles/${analysts.id}/members`, { userIds: ['stranger'] });
      expect(outsider.status).toBe(400);
      expect(outsider.body.message).toBe('stranger is not a member of this organization');
    });

    it('grants and revokes ownership, keeping at least one owner', async () => {
      const adminId = ((await test.call('GET', '/users', { token: owner })).body.data as Data).id;
      const lastOwner = await asOwner('DELETE', `/owners/${adminId}`);
      expect(lastOwner.status).toBe(400);
      expect(lastOwner.body.message).toBe('An organization needs at least one owner');
      const pia = await createMember('pia');
      expect((await asOwner('POST', `/owners/${pia.id}`)).body.data).toMatchObject({ isOwner: true });
      expect((await test.call('GET', `/orgs/${orgId}/roles`, { token: await login('pia') })).status).toBe(200);
      expect((await asOwner('DELETE', `/owners/${pia.id}`)).body.data).toMatchObject({ isOwner: false });
    });

    it('removes a member with their roles and grants, and they lose access on the next request', async () => {
      const quinn = await createMember('quinn', [analysts.id]);
      const token = await login('quinn');
      await asOwner('POST', '/permissions/grant', { subject: { type: 'user', id: quinn.id }, modules: { viz: true } });
      expect((await test.call('GET', `/orgs/${orgId}/members`, { token })).status).toBe(200);
      expect((await asOwner('DELETE', `/members/${quinn.id}`)).status).toBe(200);
      expect((await test.call('GET', `/orgs/${orgId}/members`, { token })).status).toBe(404);
      expect(await test.countRows('role_members', 'user_id', quinn.id)).toBe(0);
      expect(await test.countRows('module_permissions', 'subject_id', quinn.id)).toBe(0);
    });

    it('deletes a user who belongs here only, and refuses one who belongs elsewhere too', async () => {
      const rex = await createMember('rex');
      const elsewhere = await test.call('POST', '/orgs', { token: await login('rex'), body: { name: "Rex's side project" } });
      expect(elsewhere.status).toBe(200);
      const refused = await asOwner('DELETE', `/users/${rex.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('rex also belongs to other organizations: remove them from this one instead');
      const sue = await createMember('sue');
      expect((await asOwner('DELETE', `/users/${sue.id}`)).status).toBe(200);
      expect((await test.call('POST', '/users/login', { body: { username: 'sue', password: 'secret1' } })).status).toBe(400);
    });

    it('finds users to invite, marking members', async () => {
      const found = (await asOwner('GET', '/users/search?keyword=RE')).body.data as Data[];
      expect(found.map((user) => [user.username, user.isMember])).toEqual([['rex', true]]);
      expect(JSON.stringify(found)).not.toContain('password');
      expect(((await asOwner('GET', '/users/search?keyword=%25')).body.data as Data[]).length).toBe(0);
    });

    it('deletes a role with its grants', async () => {
      await asOwner('POST', '/permissions/grant', { subject: { type: 'role', id: analysts.id }, grants: [{ resourceType: 'viz', resourceId: '*', privileges: ['view'] }] });
      expect(await test.countRows('permission_grants', 'subject_id', analysts.id)).toBe(1);
      expect((await asOwner('DELETE', `/roles/${analysts.id}`)).status).toBe(200);
      expect(await test.countRows('permission_grants', 'subject_id', analysts.id)).toBe(0);
      expect((await asOwner('GET', `/members/${((await asOwner('GET', '/members')).body.data as Data[])[2]?.id}`)).body.data).toMatchObject({ roles: [] });
    });
  });

  describe('permissions', () => {
    it('sets module switches and grants per subject, effective on the next request', async () => {
      const role = (await asOwner('POST', '/roles', { name: 'Viewers' })).body.data as Data;
      const tim = await createMember('tim', [role.id]);
      const token = await login('tim');
      const abilities = () => test.call('GET', `/orgs/${orgId}/abilities`, { token });
      expect((await abilities()).body.data).toEqual({
        orgId,
        isOwner: false,
        manageOrganization: false,
        modules: { source: false, view: false, viz: false, schedule: false },
      });
      const changed = await asOwner('POST', '/permissions/grant', {
        subject: { type: 'role', id: role.id },
        modules: { viz: true, view: true },
        grants: [
          { resourceType: 'viz', resourceId: '*', privileges: ['view', 'share'] },
          { resourceType: 'source', resourceId: '*', privileges: ['access'] },
        ],
      });
      expect(changed.body.data).toEqual({
        subject: { type: 'role', id: role.id },
        modules: { source: false, view: true, viz: true, schedule: false },
        grants: expect.arrayContaining([
          { resourceType: 'viz', resourceId: '*', privileges: ['view', 'share'] },
          { resourceType: 'source', resourceId: '*', privileges: ['access'] },
        ]),
      });
      expect((await abilities()).body.data).toMatchObject({ modules: { source: false, view: true, viz: true, schedule: false } });

      const byResource = await asOwner('GET', '/permissions/resource?resourceType=viz&resourceId=*');
      expect(byResource.body.data).toMatchObject({
        entries: [{ subject: { type: 'role', id: role.id }, subjectName: 'Viewers', privileges: ['view', 'share'], inheritedFrom: null }],
        owners: [expect.objectContaining({ name: admin.name })],
      });

      const reset = await asOwner('POST', '/permissions/grant', {
        subject: { type: 'role', id: role.id },
        modules: { viz: false },
        grants: [{ resourceType: 'viz', resourceId: '*', privileges: null }],
      });
      expect((reset.body.data as { grants: unknown[] }).grants).toEqual([{ resourceType: 'source', resourceId: '*', privileges: ['access'] }]);
      expect((await abilities()).body.data).toMatchObject({ modules: { viz: false } });
      expect((await asOwner('GET', `/permissions/subject?subjectType=user&subjectId=${tim.id}`)).body.data).toMatchObject({ grants: [] });
    });

    it('refuses a privilege the type lacks, an unknown subject or resource, and changes nothing', async () => {
      const role = (await asOwner('POST', '/roles', { name: 'Careful' })).body.data as Data;
      const wrong = await asOwner('POST', '/permissions/grant', {
        subject: { type: 'role', id: role.id },
        grants: [{ resourceType: 'source', resourceId: '*', privileges: ['download'] }],
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('The resource type has no such privilege');
      expect((await asOwner('POST', '/permissions/grant', { subject: { type: 'role', id: 'ghost' } })).status).toBe(404);
      const unknownNode = await asOwner('POST', '/permissions/grant', {
        subject: { type: 'role', id: role.id },
        modules: { source: true },
        grants: [{ resourceType: 'source', resourceId: 'no-such-source', privileges: ['access'] }],
      });
      expect(unknownNode.status).toBe(404);
      expect((await asOwner('GET', `/permissions/subject?subjectType=role&subjectId=${role.id}`)).body.data).toMatchObject({
        modules: { source: false },
        grants: [],
      });
    });
  });

  describe('invitations', () => {
    const tokenIn = (text: string | undefined) => decodeURIComponent(/confirminvite\?token=([\w%-]+)/.exec(text ?? '')?.[1] ?? '');

    it('refuses a list with a bad address', async () => {
      const bad = await asOwner('POST', '/invite', { emails: ['ok@example.com', 'not-an-email'] });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Invalid email addresses');
    });

    it('invites by e-mail; the invitee registers, logs in and confirms; members are skipped', async () => {
      const result = await asOwner('POST', '/invite', { emails: ['uma@example.com', 'UMA@example.com', 'nina@example.com'] });
      expect(result.body.data).toEqual({ invited: ['uma@example.com'], alreadyMembers: ['nina@example.com'] });
      const mail = await mailbox.next('uma@example.com');
      expect(mail.subject).toBe(`${admin.name} invited you to "${((await asOwner('GET', '')).body.data as Data).name}" on RedBI`);
      const token = tokenIn(mail.text);

      expect((await test.call('GET', `/orgs/invite/info?token=${encodeURIComponent(token)}`)).body.data).toMatchObject({
        orgId,
        email: 'uma@example.com',
        inviterName: admin.name,
        status: 'pending',
      });
      // The invitation proves the address: no activation mail, active at once, no organisation of one's own.
      const received = mailbox.received.length;
      const registered = await test.call('POST', '/users/register', {
        body: { username: 'uma', email: 'uma@example.com', password: 'secret1', inviteToken: token },
      });
      expect(registered.body.data).toEqual({ activationRequired: false, email: 'uma@example.com' });
      expect(mailbox.received.length).toBe(received);
      const uma = await login('uma');
      expect((await test.call('GET', '/orgs', { token: uma })).body.data).toEqual([]);

      const stranger = await login('nina');
      const wrongUser = await test.call('POST', '/orgs/invite/confirm', { token: stranger, body: { token } });
      expect(wrongUser.status).toBe(403);
      expect(wrongUser.body.message).toBe('This invitation was sent to uma@example.com: log in with that account to accept it');

      const confirmed = await test.call('POST', '/orgs/invite/confirm', { token: uma, body: { token } });
      expect(confirmed.body.data).toMatchObject({ id: orgId, isOwner: false });
      expect((await test.call('GET', `/orgs/${orgId}/members`, { token: uma })).status).toBe(200);
      expect((await test.call('POST', '/orgs/invite/confirm', { token: uma, body: { token } })).body.errCode).toBe('INVITATION_INVALID');
      expect((await test.call('GET', `/orgs/invite/info?token=${encodeURIComponent(token)}`)).body.data).toMatchObject({ status: 'accepted' });
    });
  });

  describe('organisation settings', () => {
    it('renames the organisation, refusing a taken name', async () => {
      await test.call('POST', '/orgs', { token: owner, body: { name: 'Taken Inc' } });
      expect((await asOwner('PUT', '', { name: 'taken inc', description: '' })).status).toBe(409);
      const renamed = await asOwner('PUT', '', { name: 'Acme Analytics', description: 'The whole company' });
      expect(renamed.body.data).toMatchObject({ name: 'Acme Analytics', description: 'The whole company', isOwner: true });
    });

    it('deletes an organisation only when its name is typed exactly, with everything in it', async () => {
      const doomed = (await test.call('POST', '/orgs', { token: owner, body: { name: 'Doomed Ltd' } })).body.data as Data;
      const at = (path: string) => `/orgs/${doomed.id}${path}`;
      const role = (await test.call('POST', at('/roles'), { token: owner, body: { name: 'R' } })).body.data as Data;
      await test.call('POST', at('/members'), { token: owner, body: { username: 'vic', email: 'vic@example.com', password: 'secret1', roleIds: [role.id] } });
      await test.call('POST', at('/permissions/grant'), {
        token: owner,
        body: { subject: { type: 'role', id: role.id }, modules: { viz: true }, grants: [{ resourceType: 'viz', resourceId: '*', privileges: ['view'] }] },
      });
      await test.call('POST', at('/invite'), { token: owner, body: { emails: ['wes@example.com'] } });
      await test.call('PUT', '/settings/user', { token: owner, body: { currentOrgId: doomed.id } });

      const typo = await test.call('DELETE', at(''), { token: owner, body: { name: 'doomed ltd' } });
      expect(typo.status).toBe(400);
      expect(typo.body.message).toBe('Type the name of the organization exactly to delete it');
      expect((await test.call('DELETE', at(''), { token: owner, body: { name: 'Doomed Ltd' } })).status).toBe(200);

      for (const table of ['org_members', 'roles', 'permission_grants', 'module_permissions', 'org_invitations']) {
        expect(await test.countRows(table, 'org_id', doomed.id), table).toBe(0);
      }
      expect(await test.countRows('role_members', 'role_id', role.id)).toBe(0);
      expect((await test.call('GET', at(''), { token: owner })).status).toBe(404);
      expect((await test.call('GET', '/settings/user', { token: owner })).body.data).toEqual({ currentOrgId: orgId });
    });
  });
});

describe('an invitation when registration is closed', () => {
  it('still lets the invitee register, for the invited address only', async () => {
    const mailbox = await startMailbox();
    const test = await startTestApp('sqlite', { ...mailbox.env, REGISTER_ENABLED: 'false' });
    try {
      const owner = await setupAndLogin(test);
      const orgId = ((await test.call('GET', '/orgs', { token: owner })).body.data as Data[])[0]?.id ?? '';
      await test.call('POST', `/orgs/${orgId}/invite`, { token: owner, body: { emails: ['zed@example.com'] } });
      const token = decodeURIComponent(/confirminvite\?token=([\w%-]+)/.exec((await mailbox.next('zed@example.com')).text ?? '')?.[1] ?? '');
      const other = await test.call('POST', '/users/register', { body: { username: 'eve', email: 'eve@example.com', password: 'secret1', inviteToken: token } });
      expect(other.body.errCode).toBe('REGISTER_DISABLED');
      const invited = await test.call('POST', '/users/register', { body: { username: 'zed', email: 'zed@example.com', password: 'secret1', inviteToken: token } });
      expect(invited.status).toBe(200);
    } finally {
      await test.close();
      await mailbox.close();
    }
  });
});
