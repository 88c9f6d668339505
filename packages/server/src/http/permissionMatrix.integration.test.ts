import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@redbi/shared/api';
import { drrOf } from '../services/migration/migrationTestKit';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { admin, backends, multipartFile, setupAndLogin, startTestApp, type CallOptions, type TestApp } from '../testing/testApp';

/**
 * The permission matrix (issue 4): every route of the table has an entry saying who may call it. For
 * org-scoped routes it proves: anonymous → 401, a non-member → 404 (existence does not leak), a member
 * without the privilege → 403, the owner → success. Later issues add their routes here; a route without
 * an entry fails the test.
 */
/**
 * public: no login; self: any logged-in user, no organisation involved; member: any member of the
 * organisation; owner: refused to a member with 403; resource: a resource the member holds no privilege
 * on, refused with 404 (its existence does not leak).
 */
type Access = 'public' | 'self' | 'member' | 'owner' | 'resource';
interface Request extends CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}
interface Entry {
  access: Access;
  /** The call, made as each caller; for the member and outsider it must be refused before anything happens. */
  request: (world: World) => Request;
  /** For destructive calls: the owner's successful call, on a target made for it. */
  ownerRequest?: (world: World) => Promise<Request>;
}

interface World {
  test: TestApp;
  orgId: string;
  roleId: string;
  memberId: string;
  /** A file source of the owner's. */
  sourceId: string;
  /** A new file source, for calls that change or remove one. */
  newSource(): Promise<string>;
  /** A file upload staged in `sourceId`, ready to import. */
  newUpload(): Promise<string>;
  /** A SQL view of the owner's on `sourceId` (`SELECT 1 AS one`). */
  viewId: string;
  /** A new view, for calls that change or remove one. */
  newView(): Promise<string>;
  /** A public variable of the organisation. */
  variableId: string;
  /** A viz folder of the owner's. */
  vizFolderId: string;
  /** A chart of the owner's on `viewId`. */
  chartId: string;
  /** A new chart, for calls that change or remove one. */
  newChart(): Promise<string>;
  /** A dashboard of the owner's in `vizFolderId`, embedding `chartId`. */
  dashboardId: string;
  /** A NONE share of `dashboardId` by the owner: its id and its link's token. */
  shareId: string;
  shareToken: string;
  /** A new share of `dashboardId` (settings as given), for calls that change or revoke one. */
  newShare(settings?: Record<string, unknown>): Promise<{ id: string; token: string }>;
  /** An unpublished storyboard of the owner's, with a page showing `chartId`. */
  storyboardId: string;
  /** A new storyboard, for calls that change or remove one. */
  newStoryboard(): Promise<string>;
  /** A finished download task of the owner's (a CSV of `chartId`). */
  downloadId: string;
  /** A new finished download task of the owner's, for calls that change or remove one. */
  newDownload(): Promise<string>;
  newVariable(): Promise<string>;
  /** A stopped e-mail schedule of the owner's, sending `chartId`. */
  scheduleId: string;
  /** A new stopped schedule, for calls that change or remove one. */
  newSchedule(): Promise<string>;
  tokens: { owner: string; member: string; outsider: string };
  /** A fresh member of the organisation, for calls that remove or change one. */
  newMember(): Promise<string>;
}

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');
let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}`;

const org = (w: World) => `/orgs/${w.orgId}`;
const matrix: Record<string, Entry> = {
  'system.health': { access: 'public', request: () => ({ method: 'GET', path: '/health' }) },
  'system.info': { access: 'public', request: () => ({ method: 'GET', path: '/sys/info' }) },
  'system.setup': { access: 'public', request: () => ({ method: 'POST', path: '/sys/setup', body: { user: admin } }) },
  'operations.live': { access: 'public', request: () => ({ method: 'GET', path: '/health/live' }) },
  'operations.ready': { access: 'public', request: () => ({ method: 'GET', path: '/health/ready' }) },
  // No user session: guarded by the operator's METRICS_TOKEN instead (off here: 404; metrics/metricsEndpoint.integration.test.ts).
  'operations.metrics': { access: 'public', request: () => ({ method: 'GET', path: '/metrics' }) },
  'users.login': { access: 'public', request: () => ({ method: 'POST', path: '/users/login', body: { username: 'x', password: 'y' } }) },
  'users.current': { access: 'self', request: () => ({ method: 'GET', path: '/users' }) },
  'users.updateProfile': { access: 'self', request: () => ({ method: 'PUT', path: '/users', body: { name: 'N', department: '', description: '' } }) },
  'users.changePassword': {
    access: 'self',
    request: () => ({ method: 'PUT', path: '/users/change/password', body: { oldPassword: 'secret1', newPassword: 'secret1', confirmPassword: 'secret1' } }),
  },
  'users.logout': { access: 'self', request: () => ({ method: 'POST', path: '/users/logout' }) },
  'users.uploadAvatar': { access: 'self', request: () => ({ method: 'POST', path: '/files/user/avatar', ...multipartFile(png, 'a.png', 'image/png') }) },
  'users.avatar': { access: 'public', request: () => ({ method: 'GET', path: '/files/avatars/none.png' }) },
  'accounts.register': {
    access: 'public',
    request: () => {
      const name = unique('reg');
      return { method: 'POST', path: '/users/register', body: { username: name, email: `${name}@example.com`, password: 'secret1' } };
    },
  },
  'accounts.activate': { access: 'public', request: () => ({ method: 'POST', path: '/users/active', body: { token: 'nope' } }) },
  'accounts.resendActivation': { access: 'public', request: () => ({ method: 'POST', path: '/users/sendmail', body: { usernameOrEmail: 'nobody' } }) },
  'accounts.forgetPassword': { access: 'public', request: () => ({ method: 'POST', path: '/users/forget/password', body: { type: 'USERNAME', principal: 'nobody' } }) },
  'accounts.resetPassword': {
    access: 'public',
    request: () => ({ method: 'PUT', path: '/users/reset/password', body: { ticket: 't', verifyCode: 'c', newPassword: 'secret1', confirmPassword: 'secret1' } }),
  },
  'thirdParty.oauth2Clients': { access: 'public', request: () => ({ method: 'GET', path: '/tpa/getOauth2Clients' }) },
  'thirdParty.oauth2Authorize': { access: 'public', request: () => ({ method: 'GET', path: '/tpa/oauth2/none/authorize' }) },
  'thirdParty.oauth2Callback': { access: 'public', request: () => ({ method: 'GET', path: '/tpa/oauth2/none/callback' }) },
  'thirdParty.oauth2Login': { access: 'public', request: () => ({ method: 'POST', path: '/tpa/oauth2/login', body: { code: 'nope' } }) },

  'orgs.list': { access: 'self', request: () => ({ method: 'GET', path: '/orgs' }) },
  'orgs.create': { access: 'self', request: () => ({ method: 'POST', path: '/orgs', body: { name: unique('Org ') } }) },
  'orgs.userSettings': { access: 'self', request: () => ({ method: 'GET', path: '/settings/user' }) },
  'orgs.updateUserSettings': { access: 'member', request: (w) => ({ method: 'PUT', path: '/settings/user', body: { currentOrgId: w.orgId } }) },
  'orgs.get': { access: 'member', request: (w) => ({ method: 'GET', path: org(w) }) },
  'orgs.update': { access: 'owner', request: (w) => ({ method: 'PUT', path: org(w), body: { name: unique('Main '), description: 'd' } }) },
  'orgs.uploadAvatar': { access: 'owner', request: (w) => ({ method: 'POST', path: `${org(w)}/avatar`, ...multipartFile(png, 'a.png', 'image/png') }) },
  'orgs.delete': {
    access: 'owner',
    request: (w) => ({ method: 'DELETE', path: org(w), body: { name: 'whatever' } }),
    ownerRequest: async (w) => {
      const name = unique('Doomed ');
      const created = await w.test.call('POST', '/orgs', { token: w.tokens.owner, body: { name } });
      return { method: 'DELETE', path: `/orgs/${(created.body.data as { id: string }).id}`, body: { name } };
    },
  },

  'members.list': { access: 'member', request: (w) => ({ method: 'GET', path: `${org(w)}/members` }) },
  'members.get': { access: 'member', request: (w) => ({ method: 'GET', path: `${org(w)}/members/${w.memberId}` }) },
  'members.create': {
    access: 'owner',
    request: (w) => {
      const name = unique('made');
      return { method: 'POST', path: `${org(w)}/members`, body: { username: name, email: `${name}@example.com`, password: 'secret1', roleIds: [w.roleId] } };
    },
  },
  'members.setRoles': { access: 'owner', request: (w) => ({ method: 'PUT', path: `${org(w)}/members/${w.memberId}/roles`, body: { roleIds: [w.roleId] } }) },
  'members.remove': {
    access: 'owner',
    request: (w) => ({ method: 'DELETE', path: `${org(w)}/members/${w.memberId}` }),
    ownerRequest: async (w) => ({ method: 'DELETE', path: `${org(w)}/members/${await w.newMember()}` }),
  },
  'members.grantOwner': {
    access: 'owner',
    request: (w) => ({ method: 'POST', path: `${org(w)}/owners/${w.memberId}` }),
    ownerRequest: async (w) => ({ method: 'POST', path: `${org(w)}/owners/${await w.newMember()}` }),
  },
  'members.revokeOwner': {
    access: 'owner',
    request: (w) => ({ method: 'DELETE', path: `${org(w)}/owners/${w.memberId}` }),
    ownerRequest: async (w) => {
      const id = await w.newMember();
      await w.test.call('POST', `${org(w)}/owners/${id}`, { token: w.tokens.owner });
      return { method: 'DELETE', path: `${org(w)}/owners/${id}` };
    },
  },
  'members.deleteUser': {
    access: 'owner',
    request: (w) => ({ method: 'DELETE', path: `${org(w)}/users/${w.memberId}` }),
    ownerRequest: async (w) => ({ method: 'DELETE', path: `${org(w)}/users/${await w.newMember()}` }),
  },
  'members.searchUsers': { access: 'owner', request: (w) => ({ method: 'GET', path: `${org(w)}/users/search?keyword=mia` }) },
  'members.invite': { access: 'owner', request: (w) => ({ method: 'POST', path: `${org(w)}/invite`, body: { emails: [`${unique('inv')}@example.com`] } }) },
  'members.invitation': { access: 'public', request: () => ({ method: 'GET', path: '/orgs/invite/info?token=nope' }) },
  'members.confirmInvite': { access: 'self', request: () => ({ method: 'POST', path: '/orgs/invite/confirm', body: { token: 'nope' } }) },

  'roles.list': { access: 'member', request: (w) => ({ method: 'GET', path: `${org(w)}/roles` }) },
  'roles.create': { access: 'owner', request: (w) => ({ method: 'POST', path: `${org(w)}/roles`, body: { name: unique('Role ') } }) },
  'roles.update': { access: 'owner', request: (w) => ({ method: 'PUT', path: `${org(w)}/roles/${w.roleId}`, body: { name: unique('Analysts '), description: 'd' } }) },
  'roles.delete': {
    access: 'owner',
    request: (w) => ({ method: 'DELETE', path: `${org(w)}/roles/${w.roleId}` }),
    ownerRequest: async (w) => {
      const created = await w.test.call('POST', `${org(w)}/roles`, { token: w.tokens.owner, body: { name: unique('Temp ') } });
      return { method: 'DELETE', path: `${org(w)}/roles/${(created.body.data as { id: string }).id}` };
    },
  },
  'roles.setMembers': { access: 'owner', request: (w) => ({ method: 'PUT', path: `${org(w)}/roles/${w.roleId}/members`, body: { userIds: [w.memberId] } }) },

  'permissions.abilities': { access: 'member', request: (w) => ({ method: 'GET', path: `${org(w)}/abilities` }) },
  'permissions.bySubject': {
    access: 'owner',
    request: (w) => ({ method: 'GET', path: `${org(w)}/permissions/subject?subjectType=role&subjectId=${w.roleId}` }),
  },
  'permissions.change': {
    access: 'owner',
    request: (w) => ({
      method: 'POST',
      path: `${org(w)}/permissions/grant`,
      body: { subject: { type: 'role', id: w.roleId }, modules: { viz: true }, grants: [{ resourceType: 'viz', resourceId: '*', privileges: ['view'] }] },
    }),
  },
  'permissions.byResource': { access: 'owner', request: (w) => ({ method: 'GET', path: `${org(w)}/permissions/resource?resourceType=viz&resourceId=*` }) },
  'permissions.resources': { access: 'owner', request: (w) => ({ method: 'GET', path: `${org(w)}/permissions/resources?resourceType=source` }) },

  'sources.list': { access: 'member', request: (w) => ({ method: 'GET', path: `${org(w)}/sources` }) },
  'sources.archived': { access: 'member', request: (w) => ({ method: 'GET', path: `${org(w)}/sources/archived` }) },
  'sources.get': { access: 'resource', request: (w) => ({ method: 'GET', path: `${org(w)}/sources/${w.sourceId}` }) },
  'sources.create': { access: 'owner', request: (w) => ({ method: 'POST', path: `${org(w)}/sources`, body: { isFolder: true, name: unique('Folder ') } }) },
  'sources.update': { access: 'resource', request: (w) => ({ method: 'PUT', path: `${org(w)}/sources/${w.sourceId}`, body: { name: unique('Files ') } }) },
  'sources.move': { access: 'resource', request: (w) => ({ method: 'PUT', path: `${org(w)}/sources/${w.sourceId}/move`, body: { parentId: null, index: 3 } }) },
  'sources.archive': {
    access: 'resource',
    request: (w) => ({ method: 'POST', path: `${org(w)}/sources/${w.sourceId}/archive` }),
    ownerRequest: async (w) => ({ method: 'POST', path: `${org(w)}/sources/${await w.newSource()}/archive` }),
  },
  'sources.restore': {
    access: 'resource',
    request: (w) => ({ method: 'POST', path: `${org(w)}/sources/${w.sourceId}/restore`, body: {} }),
    ownerRequest: async (w) => {
      const id = await w.newSource();
      await w.test.call('POST', `${org(w)}/sources/${id}/archive`, { token: w.tokens.owner });
      return { method: 'POST', path: `${org(w)}/sources/${id}/restore`, body: {} };
    },
  },
  'sources.delete': {
    access: 'resource',
    request: (w) => ({ method: 'DELETE', path: `${org(w)}/sources/${w.sourceId}` }),
    ownerRequest: async (w) => ({ method: 'DELETE', path: `${org(w)}/sources/${await w.newSource()}` }),
  },
  'sources.test': { access: 'owner', request: (w) => ({ method: 'POST', path: `${org(w)}/sources/test`, body: { type: 'file', config: {} } }) },
  'sources.schema': { access: 'resource', request: (w) => ({ method: 'GET', path: `${org(w)}/sources/${w.sourceId}/schema` }) },
  'sources.upload': {
    access: 'resource',
    request: (w) => ({ method: 'POST', path: `${org(w)}/sources/${w.sourceId}/uploads`, ...multipartFile(Buffer.from('a,b\n1,2\n'), 'x.csv', 'text/csv') }),
  },
  'sources.importTable': {
    access: 'resource',
    request: (w) => ({ method: 'POST', path: `${org(w)}/sources/${w.sourceId}/tables`, body: importBody('none', unique('t')) }),
    ownerRequest: async (w) => ({ method: 'POST', path: `${org(w)}/sources/${w.sourceId}/tables`, body: importBody(await w.newUpload(), unique('t')) }),
  },
  'sources.dropTable': {
    access: 'resource',
    request: (w) => ({ method: 'DELETE', path: `${org(w)}/sources/${w.sourceId}/tables/nothing` }),
    ownerRequest: async (w) => {
      const table = unique('t');
      await w.test.call('POST', `${org(w)}/sources/${w.sourceId}/tables`, { token: w.tokens.owner, body: importBody(await w.newUpload(), table) });
      return { method: 'DELETE', path: `${org(w)}/sources/${w.sourceId}/tables/${table}` };
    },
  },

  'views.list': { access: 'member', request: (w) => ({ method: 'GET', path: `${org(w)}/views` }) },
  'views.archived': { access: 'member', request: (w) => ({ method: 'GET', path: `${org(w)}/views/archived` }) },
  'views.get': { access: 'resource', request: (w) => ({ method: 'GET', path: `${org(w)}/views/${w.viewId}` }) },
  'views.create': { access: 'owner', request: (w) => ({ method: 'POST', path: `${org(w)}/views`, body: { isFolder: true, name: unique('Folder ') } }) },
  'views.update': { access: 'resource', request: (w) => ({ method: 'PUT', path: `${org(w)}/views/${w.viewId}`, body: { name: unique('View ') } }) },
  'views.move': { access: 'resource', request: (w) => ({ method: 'PUT', path: `${org(w)}/views/${w.viewId}/move`, body: { parentId: null, index: 3 } }) },
  'views.archive': {
    access: 'resource',
    request: (w) => ({ method: 'POST', path: `${org(w)}/views/${w.viewId}/archive` }),
    ownerRequest: async (w) => ({ method: 'POST', path: `${org(w)}/views/${await w.newView()}/archive` }),
  },
  'views.restore': {
    access: 'resource',
    request: (w) => ({ method: 'POST', path: `${org(w)}/views/${w.viewId}/restore`, body: {} }),
    ownerRequest: async (w) => {
      const id = await w.newView();
      await w.test.call('POST', `${org(w)}/views/${id}/archive`, { token: w.tokens.owner });
      return { method: 'POST', path: `${org(w)}/views/${id}/restore`, body: {} };
    },
  },
  'views.delete': {
    access: 'resource',
    request: (w) => ({ method: 'DELETE', path: `${org(w)}/views/${w.viewId}` }),
    ownerRequest: async (w) => ({ method: 'DELETE', path: `${org(w)}/views/${await w.newView()}` }),
  },
  'views.dataPermissions': { access: 'resource', request: (w) => ({ method: 'GET', path: `${org(w)}/views/${w.viewId}/data-permissions` }) },
  'views.setDataPermissions': {
    access: 'resource',
    request: (w) => ({ method: 'PUT', path: `${org(w)}/views/${w.viewId}/data-permissions`, body: { variables: [], columnPermissions: [] } }),
  },

  'variables.list': { access: 'member', request: (w) => ({ method: 'GET', path: `${org(w)}/variables` }) },
  'variables.create': { access: 'owner', request: (w) => ({ method: 'POST', path: `${org(w)}/variables`, body: { name: unique('made_') } }) },
  'variables.update': { access: 'owner', request: (w) => ({ method: 'PUT', path: `${org(w)}/variables/${w.variableId}`, body: { name: unique('region_') } }) },
  'variables.delete': {
    access: 'owner',
    request: (w) => ({ method: 'DELETE', path: `${org(w)}/variables/${w.variableId}` }),
    ownerRequest: async (w) => ({ method: 'DELETE', path: `${org(w)}/variables/${await w.newVariable()}` }),
  },

  // The caller names a view or a source; one they cannot see is not found, whichever organisation holds it.
  'dataProvider.execute': {
    access: 'resource',
    request: (w) => ({ method: 'POST', path: '/data-provider/execute', body: { viewId: w.viewId, columns: [{ column: 'one' }] } }),
  },
  'dataProvider.preview': {
    access: 'resource',
    request: (w) => ({ method: 'POST', path: '/data-provider/execute/test', body: { sourceId: w.sourceId, script: 'SELECT 1 AS one', size: 100 } }),
  },
  'dataProvider.functions': { access: 'resource', request: (w) => ({ method: 'POST', path: `/data-provider/function/support/${w.sourceId}` }) },
  'dataProvider.validateExpression': {
    access: 'resource',
    request: (w) => ({
      method: 'POST',
      path: '/data-provider/function/validate',
      body: { sourceId: w.sourceId, expression: '[one] + 1', fields: [{ name: 'one', type: 'numeric' }] },
    }),
  },

  'vizs.list': { access: 'member', request: (w) => ({ method: 'GET', path: `${org(w)}/vizs` }) },
  'vizs.archived': { access: 'member', request: (w) => ({ method: 'GET', path: `${org(w)}/vizs/archived` }) },
  'vizs.createFolder': { access: 'owner', request: (w) => ({ method: 'POST', path: `${org(w)}/vizs/folders`, body: { name: unique('Folder ') } }) },
  'vizs.renameFolder': { access: 'resource', request: (w) => ({ method: 'PUT', path: `${org(w)}/vizs/folders/${w.vizFolderId}`, body: { name: unique('Folder ') } }) },
  'vizs.move': { access: 'resource', request: (w) => ({ method: 'PUT', path: `${org(w)}/vizs/${w.chartId}/move`, body: { parentId: w.vizFolderId, index: 3 } }) },
  'vizs.publish': { access: 'resource', request: (w) => ({ method: 'POST', path: `${org(w)}/vizs/${w.chartId}/publish` }) },
  'vizs.unpublish': { access: 'resource', request: (w) => ({ method: 'POST', path: `${org(w)}/vizs/${w.chartId}/unpublish` }) },
  'vizs.archive': {
    access: 'resource',
    request: (w) => ({ method: 'POST', path: `${org(w)}/vizs/${w.chartId}/archive` }),
    ownerRequest: async (w) => ({ method: 'POST', path: `${org(w)}/vizs/${await w.newChart()}/archive` }),
  },
  'vizs.restore': {
    access: 'resource',
    request: (w) => ({ method: 'POST', path: `${org(w)}/vizs/${w.chartId}/restore`, body: {} }),
    ownerRequest: async (w) => {
      const id = await w.newChart();
      await w.test.call('POST', `${org(w)}/vizs/${id}/archive`, { token: w.tokens.owner });
      return { method: 'POST', path: `${org(w)}/vizs/${id}/restore`, body: {} };
    },
  },
  'vizs.delete': {
    access: 'resource',
    request: (w) => ({ method: 'DELETE', path: `${org(w)}/vizs/${w.chartId}` }),
    ownerRequest: async (w) => ({ method: 'DELETE', path: `${org(w)}/vizs/${await w.newChart()}` }),
  },
  'vizs.thumbnail': { access: 'resource', request: (w) => ({ method: 'GET', path: `${org(w)}/vizs/${w.chartId}/thumbnail` }) },
  'vizs.createChart': {
    access: 'owner',
    request: (w) => ({ method: 'POST', path: `${org(w)}/charts`, body: { name: unique('Chart '), viewId: w.viewId, config: chartConfig } }),
  },
  'vizs.getChart': { access: 'resource', request: (w) => ({ method: 'GET', path: `${org(w)}/charts/${w.chartId}` }) },
  'vizs.updateChart': {
    access: 'resource',
    request: (w) => ({ method: 'PUT', path: `${org(w)}/charts/${w.chartId}`, body: { name: unique('Chart '), viewId: w.viewId, config: chartConfig } }),
  },
  'vizs.chartData': { access: 'resource', request: (w) => ({ method: 'POST', path: `${org(w)}/charts/${w.chartId}/data`, body: {} }) },
  'vizs.chartImage': { access: 'resource', request: (w) => ({ method: 'GET', path: `${org(w)}/charts/${w.chartId}/image?format=svg` }) },
  'dashboards.create': { access: 'owner', request: (w) => ({ method: 'POST', path: `${org(w)}/dashboards`, body: { name: unique('Board '), config: { layout: 'auto' } } }) },
  'dashboards.get': { access: 'resource', request: (w) => ({ method: 'GET', path: `${org(w)}/dashboards/${w.dashboardId}` }) },
  'dashboards.update': {
    access: 'resource',
    request: (w) => ({ method: 'PUT', path: `${org(w)}/dashboards/${w.dashboardId}`, body: { name: unique('Board '), config: dashboardConfig(w) } }),
  },
  'dashboards.data': {
    access: 'resource',
    request: (w) => ({ method: 'POST', path: `${org(w)}/dashboards/${w.dashboardId}/data`, body: { items: [{ widgetId: 'w1' }] } }),
  },
  'shares.create': { access: 'resource', request: (w) => ({ method: 'POST', path: `${org(w)}/shares`, body: { vizType: 'dashboard', vizId: w.dashboardId } }) },
  // The organisation's shares the caller may manage: none for the member.
  'shares.list': { access: 'member', request: (w) => ({ method: 'GET', path: `${org(w)}/shares` }) },
  'shares.options': { access: 'resource', request: (w) => ({ method: 'GET', path: `${org(w)}/shares/options?vizType=dashboard&vizId=${w.dashboardId}` }) },
  'shares.update': { access: 'resource', request: (w) => ({ method: 'PUT', path: `${org(w)}/shares/${w.shareId}`, body: { allowDownload: true } }) },
  'shares.revoke': {
    access: 'resource',
    request: (w) => ({ method: 'DELETE', path: `${org(w)}/shares/${w.shareId}` }),
    ownerRequest: async (w) => ({ method: 'DELETE', path: `${org(w)}/shares/${(await w.newShare()).id}` }),
  },
  'shares.regenerateCode': {
    access: 'resource',
    request: (w) => ({ method: 'POST', path: `${org(w)}/shares/${w.shareId}/code` }),
    ownerRequest: async (w) => ({ method: 'POST', path: `${org(w)}/shares/${(await w.newShare({ verification: 'CODE' })).id}/code` }),
  },
  'shares.regenerateLink': {
    access: 'resource',
    request: (w) => ({ method: 'POST', path: `${org(w)}/shares/${w.shareId}/link` }),
    ownerRequest: async (w) => ({ method: 'POST', path: `${org(w)}/shares/${(await w.newShare()).id}/link` }),
  },
  'shares.visits': { access: 'resource', request: (w) => ({ method: 'GET', path: `${org(w)}/shares/${w.shareId}/visits` }) },
  // The public routes of a share page: the link's token is the key; data calls need a share session besides.
  'shares.info': { access: 'public', request: (w) => ({ method: 'GET', path: `/shares/${w.shareToken}` }) },
  'shares.open': { access: 'public', request: (w) => ({ method: 'POST', path: `/shares/${w.shareToken}/open`, body: {} }) },
  'shares.chartData': { access: 'public', request: (w) => ({ method: 'POST', path: `/shares/${w.shareToken}/charts/${w.chartId}/data`, body: {} }) },
  'shares.chartImage': { access: 'public', request: (w) => ({ method: 'GET', path: `/shares/${w.shareToken}/charts/${w.chartId}/image?format=svg` }) },
  'shares.dashboardData': {
    access: 'public',
    request: (w) => ({ method: 'POST', path: `/shares/${w.shareToken}/dashboards/${w.dashboardId}/data`, body: { items: [{ widgetId: 'w1' }] } }),
  },
  'dashboards.vizUsage': { access: 'resource', request: (w) => ({ method: 'GET', path: `${org(w)}/vizs/${w.chartId}/usage` }) },
  'dashboards.viewUsage': { access: 'resource', request: (w) => ({ method: 'GET', path: `${org(w)}/views/${w.viewId}/usage` }) },

  'downloads.submit': { access: 'resource', request: (w) => ({ method: 'POST', path: '/download/submit/task', body: { vizType: 'chart', vizId: w.chartId, format: 'csv' } }) },
  // The caller's own tasks: any signed-in user has a list (empty for a newcomer).
  'downloads.list': { access: 'self', request: () => ({ method: 'GET', path: '/download/tasks' }) },
  // A task is its submitter's alone: anyone else gets 404, as for a resource they hold nothing on.
  'downloads.file': { access: 'resource', request: (w) => ({ method: 'GET', path: `/download/files/${w.downloadId}` }) },
  'downloads.link': { access: 'resource', request: (w) => ({ method: 'POST', path: `/download/tasks/${w.downloadId}/link` }) },
  'downloads.linkFile': { access: 'public', request: () => ({ method: 'GET', path: `/download/link?ticket=${'x'.repeat(40)}` }) },
  // A robot message's picture: its sealed token is the key (a bad one answers 404).
  'robotPictures.file': { access: 'public', request: () => ({ method: 'GET', path: `/robot-pictures?token=${'x'.repeat(40)}` }) },
  'downloads.retry': {
    access: 'resource',
    request: (w) => ({ method: 'POST', path: `/download/tasks/${w.downloadId}/retry` }),
    ownerRequest: async (w) => ({ method: 'POST', path: `/download/tasks/${await w.newDownload()}/retry` }),
  },
  'downloads.cancel': { access: 'resource', request: (w) => ({ method: 'POST', path: `/download/tasks/${w.downloadId}/cancel` }) },
  'downloads.remove': {
    access: 'resource',
    request: (w) => ({ method: 'DELETE', path: `/download/tasks/${w.downloadId}` }),
    ownerRequest: async (w) => ({ method: 'DELETE', path: `/download/tasks/${await w.newDownload()}` }),
  },
  // Downloads through a share: the share's own checks (without a session of it: 403).
  'shareDownloads.downloadSubmit': { access: 'public', request: (w) => ({ method: 'POST', path: `/shares/${w.shareToken}/downloads`, body: { format: 'csv' } }) },
  'shareDownloads.downloadList': { access: 'public', request: (w) => ({ method: 'GET', path: `/shares/${w.shareToken}/downloads` }) },
  'shareDownloads.downloadLink': { access: 'public', request: (w) => ({ method: 'POST', path: `/shares/${w.shareToken}/downloads/${w.downloadId}/link` }) },

  'storyboards.list': { access: 'member', request: (w) => ({ method: 'GET', path: `${org(w)}/storyboards` }) },
  'storyboards.archived': { access: 'member', request: (w) => ({ method: 'GET', path: `${org(w)}/storyboards/archived` }) },
  'storyboards.create': { access: 'owner', request: (w) => ({ method: 'POST', path: `${org(w)}/storyboards`, body: { name: unique('Story '), config: { pages: [] } } }) },
  'storyboards.get': { access: 'resource', request: (w) => ({ method: 'GET', path: `${org(w)}/storyboards/${w.storyboardId}` }) },
  'storyboards.update': {
    access: 'resource',
    request: (w) => ({ method: 'PUT', path: `${org(w)}/storyboards/${w.storyboardId}`, body: { name: unique('Story '), config: storyboardConfig(w) } }),
  },
  'storyboards.publish': { access: 'resource', request: (w) => ({ method: 'POST', path: `${org(w)}/storyboards/${w.storyboardId}/publish` }) },
  'storyboards.unpublish': { access: 'resource', request: (w) => ({ method: 'POST', path: `${org(w)}/storyboards/${w.storyboardId}/unpublish` }) },
  'storyboards.archive': {
    access: 'resource',
    request: (w) => ({ method: 'POST', path: `${org(w)}/storyboards/${w.storyboardId}/archive` }),
    ownerRequest: async (w) => ({ method: 'POST', path: `${org(w)}/storyboards/${await w.newStoryboard()}/archive` }),
  },
  'storyboards.restore': {
    access: 'resource',
    request: (w) => ({ method: 'POST', path: `${org(w)}/storyboards/${w.storyboardId}/restore` }),
    ownerRequest: async (w) => {
      const id = await w.newStoryboard();
      await w.test.call('POST', `${org(w)}/storyboards/${id}/archive`, { token: w.tokens.owner });
      return { method: 'POST', path: `${org(w)}/storyboards/${id}/restore` };
    },
  },
  'storyboards.delete': {
    access: 'resource',
    request: (w) => ({ method: 'DELETE', path: `${org(w)}/storyboards/${w.storyboardId}` }),
    ownerRequest: async (w) => ({ method: 'DELETE', path: `${org(w)}/storyboards/${await w.newStoryboard()}` }),
  },

  'schedules.list': { access: 'member', request: (w) => ({ method: 'GET', path: `${org(w)}/schedules` }) },
  'schedules.archived': { access: 'member', request: (w) => ({ method: 'GET', path: `${org(w)}/schedules/archived` }) },
  // Like the list: every member may ask, and is answered the runs of the schedules they manage (none without Manage).
  'schedules.orgRuns': { access: 'member', request: (w) => ({ method: 'GET', path: `${org(w)}/schedules/runs` }) },
  'schedules.get': { access: 'resource', request: (w) => ({ method: 'GET', path: `${org(w)}/schedules/${w.scheduleId}` }) },
  'schedules.create': { access: 'owner', request: (w) => ({ method: 'POST', path: `${org(w)}/schedules`, body: { isFolder: true, name: unique('Folder ') } }) },
  'schedules.update': { access: 'resource', request: (w) => ({ method: 'PUT', path: `${org(w)}/schedules/${w.scheduleId}`, body: scheduleSettings(w) }) },
  'schedules.rename': { access: 'resource', request: (w) => ({ method: 'PUT', path: `${org(w)}/schedules/${w.scheduleId}/name`, body: { name: unique('Schedule ') } }) },
  'schedules.move': { access: 'resource', request: (w) => ({ method: 'PUT', path: `${org(w)}/schedules/${w.scheduleId}/move`, body: { parentId: null, index: 3 } }) },
  'schedules.archive': {
    access: 'resource',
    request: (w) => ({ method: 'POST', path: `${org(w)}/schedules/${w.scheduleId}/archive` }),
    ownerRequest: async (w) => ({ method: 'POST', path: `${org(w)}/schedules/${await w.newSchedule()}/archive` }),
  },
  'schedules.restore': {
    access: 'resource',
    request: (w) => ({ method: 'POST', path: `${org(w)}/schedules/${w.scheduleId}/restore`, body: {} }),
    ownerRequest: async (w) => {
      const id = await w.newSchedule();
      await w.test.call('POST', `${org(w)}/schedules/${id}/archive`, { token: w.tokens.owner });
      return { method: 'POST', path: `${org(w)}/schedules/${id}/restore`, body: {} };
    },
  },
  'schedules.delete': {
    access: 'resource',
    request: (w) => ({ method: 'DELETE', path: `${org(w)}/schedules/${w.scheduleId}` }),
    ownerRequest: async (w) => ({ method: 'DELETE', path: `${org(w)}/schedules/${await w.newSchedule()}` }),
  },
  // A started schedule cannot be edited: the owner starts a schedule of its own, not the one the others edit.
  'schedules.start': {
    access: 'resource',
    request: (w) => ({ method: 'POST', path: `${org(w)}/schedules/${w.scheduleId}/start` }),
    ownerRequest: async (w) => ({ method: 'POST', path: `${org(w)}/schedules/${await w.newSchedule()}/start` }),
  },
  'schedules.stop': { access: 'resource', request: (w) => ({ method: 'POST', path: `${org(w)}/schedules/${w.scheduleId}/stop` }) },
  // Not about one schedule: the schedule module decides (the member has it off: 403).
  'schedules.checkName': { access: 'owner', request: (w) => ({ method: 'POST', path: `${org(w)}/schedules/check-name`, body: { name: 'Weekly' } }) },
  'schedules.nextRuns': { access: 'owner', request: (w) => ({ method: 'POST', path: `${org(w)}/schedules/next-runs`, body: { cronExpression: '0 8 * * 1' } }) },
  // Both only enqueue a run (its mail goes out in the background): Manage decides.
  'schedules.execute': { access: 'resource', request: (w) => ({ method: 'POST', path: `${org(w)}/schedules/${w.scheduleId}/execute` }) },
  'schedules.test': { access: 'resource', request: (w) => ({ method: 'POST', path: `${org(w)}/schedules/${w.scheduleId}/test` }) },
  'schedules.runs': { access: 'resource', request: (w) => ({ method: 'GET', path: `${org(w)}/schedules/${w.scheduleId}/runs` }) },
  // Resource migration: Manage on every resource exported; importing a folder at the top needs Manage on all vizs.
  'migration.exportPreview': { access: 'resource', request: (w) => ({ method: 'POST', path: `${org(w)}/migration/export/preview`, body: { sources: [w.sourceId] } }) },
  'migration.export': { access: 'resource', request: (w) => ({ method: 'POST', path: `${org(w)}/migration/export`, body: { sources: [w.sourceId] } }) },
  'migration.import': {
    access: 'owner',
    request: (w) => ({ method: 'POST', path: `${org(w)}/migration/import?strategy=new`, ...multipartFile(migrationArchive, 'resources.drr', 'application/zip') }),
  },
};

const migrationArchive = drrOf([{ kind: 'folder', formatVersion: 1, id: 'matrix-folder', tree: 'viz', parentId: null, name: 'Imported', index: 0 }]);

const scheduleSettings = (w: World) => ({
  type: 'EMAIL',
  name: unique('Schedule '),
  cronExpression: '0 8 * * 1',
  contents: [{ vizType: 'chart', vizId: w.chartId }],
  config: { to: ['ada@example.com'], subject: 'Weekly' },
});

const chartConfig = { chartType: 'cluster-column', sections: { metrics: [{ uid: 'm', column: 'one', type: 'numeric' }] } };
const storyboardConfig = (w: World) => ({ pages: [{ id: 'p1', kind: 'chart', vizId: w.chartId, name: 'Page 1' }] });
const dashboardConfig = (w: World) => ({ layout: 'auto', widgets: [{ id: 'w1', name: 'widget_1', type: 'chart', config: { chartId: w.chartId } }] });

function importBody(uploadId: string, table: string) {
  return { uploadId, table, mode: 'create', columns: [{ source: 'a', name: 'a', type: 'integer' }] };
}

describe('the permission matrix', () => {
  it('has an entry for every route, and no entry without a route', () => {
    const routes = allRoutes().map(({ group, name }) => `${group}.${name}`).sort();
    expect(Object.keys(matrix).sort()).toEqual(routes);
  });

  it('declares the routes the table calls public as public, and only those', () => {
    for (const { group, name, route } of allRoutes()) {
      expect(matrix[`${group}.${name}`]?.access === 'public', `${group}.${name}`).toBe(route.auth === 'public');
    }
  });
});

describe.each(backends)('every route refuses whom it must, on %s', (backend) => {
  let mailbox: Mailbox;
  const world = {} as World;

  beforeAll(async () => {
    mailbox = await startMailbox();
    world.test = await startTestApp(backend, { ...mailbox.env, LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '1000', LOGIN_MAX_ATTEMPTS_PER_IP: '1000' });
    const { test } = world;
    const owner = await setupAndLogin(test);
    world.orgId = ((await test.call('GET', '/orgs', { token: owner })).body.data as { id: string }[])[0]?.id ?? '';
    const created = await test.call('POST', `/orgs/${world.orgId}/members`, {
      token: owner,
      body: { username: 'mia', email: 'mia@example.com', password: 'secret1' },
    });
    world.memberId = (created.body.data as { id: string }).id;
    world.roleId = ((await test.call('POST', `/orgs/${world.orgId}/roles`, { token: owner, body: { name: 'Analysts' } })).body.data as { id: string }).id;
    // An outsider: a registered user of another organisation (their own).
    await test.call('POST', '/sys/setup', { body: { user: admin } });
    const login = async (username: string) => (await test.call('POST', '/users/login', { body: { username, password: 'secret1' } })).token ?? '';
    mailbox.refuseWith(undefined);
    world.tokens = { owner, member: await login('mia'), outsider: '' };
    const registered = await test.call('POST', '/users/register', { body: { username: 'otto', email: 'otto@example.com', password: 'secret1' } });
    expect(registered.status).toBe(200);
    const token = activationToken((await mailbox.next('otto@example.com')).text ?? '');
    await test.call('POST', '/users/active', { body: { token } });
    world.tokens.outsider = await login('otto');
    const files = await test.call('POST', `/orgs/${world.orgId}/sources`, { token: owner, body: { isFolder: false, name: 'Matrix files', type: 'file' } });
    world.sourceId = (files.body.data as { id: string }).id;
    world.newSource = async () => {
      const created = await test.call('POST', `/orgs/${world.orgId}/sources`, { token: world.tokens.owner, body: { isFolder: false, name: unique('Src '), type: 'file' } });
      return (created.body.data as { id: string }).id;
    };
    world.newUpload = async () => {
      const uploaded = await test.call('POST', `/orgs/${world.orgId}/sources/${world.sourceId}/uploads`, {
        token: world.tokens.owner,
        ...multipartFile(Buffer.from('a,b\n1,2\n'), 'x.csv', 'text/csv'),
      });
      return (uploaded.body.data as { uploadId: string }).uploadId;
    };
    const viewBody = () => ({ isFolder: false, name: unique('View '), sourceId: world.sourceId, script: 'SELECT 1 AS one', model: { columns: [{ name: 'one', type: 'numeric' }] } });
    world.newView = async () => {
      const created = await test.call('POST', `/orgs/${world.orgId}/views`, { token: world.tokens.owner, body: viewBody() });
      return (created.body.data as { id: string }).id;
    };
    world.viewId = await world.newView();
    world.newVariable = async () => {
      const created = await test.call('POST', `/orgs/${world.orgId}/variables`, { token: world.tokens.owner, body: { name: unique('var_') } });
      return (created.body.data as { id: string }).id;
    };
    world.variableId = await world.newVariable();
    world.vizFolderId = ((await test.call('POST', `/orgs/${world.orgId}/vizs/folders`, { token: owner, body: { name: 'Matrix folder' } })).body.data as { id: string }).id;
    // 'permissions.change' gives the member's role View on every viz: "none" on this folder keeps its charts theirs alone.
    await test.call('POST', `/orgs/${world.orgId}/permissions/grant`, {
      token: owner,
      body: { subject: { type: 'role', id: world.roleId }, grants: [{ resourceType: 'viz', resourceId: world.vizFolderId, privileges: [] }] },
    });
    world.newChart = async () => {
      const created = await test.call('POST', `/orgs/${world.orgId}/charts`, {
        token: world.tokens.owner,
        body: { name: unique('Chart '), viewId: world.viewId, parentId: world.vizFolderId, config: chartConfig },
      });
      return (created.body.data as { id: string }).id;
    };
    world.chartId = await world.newChart();
    const dashboard = await test.call('POST', `/orgs/${world.orgId}/dashboards`, {
      token: owner,
      body: { name: 'Matrix board', parentId: world.vizFolderId, config: dashboardConfig(world) },
    });
    world.dashboardId = (dashboard.body.data as { id: string }).id;
    world.newShare = async (settings = {}) => {
      const created = await test.call('POST', `/orgs/${world.orgId}/shares`, { token: world.tokens.owner, body: { vizType: 'dashboard', vizId: world.dashboardId, ...settings } });
      const link = created.body.data as { token: string; share: { id: string } };
      return { id: link.share.id, token: link.token };
    };
    ({ id: world.shareId, token: world.shareToken } = await world.newShare());
    world.newStoryboard = async () => {
      const created = await test.call('POST', `/orgs/${world.orgId}/storyboards`, { token: world.tokens.owner, body: { name: unique('Story '), config: storyboardConfig(world) } });
      return (created.body.data as { id: string }).id;
    };
    world.storyboardId = await world.newStoryboard();
    world.newDownload = async () => {
      const submitted = await test.call('POST', '/download/submit/task', { token: world.tokens.owner, body: { vizType: 'chart', vizId: world.chartId, format: 'csv' } });
      const id = (submitted.body.data as { id: string }).id;
      // The background job makes it: the task leaves 'created'.
      for (let waited = 0; waited < 20_000; waited += 25) {
        const tasks = (await test.call('GET', '/download/tasks', { token: world.tokens.owner })).body.data as { id: string; status: string }[];
        if (tasks.find((task) => task.id === id)?.status !== 'created') return id;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`download ${id} was not made`);
    };
    world.downloadId = await world.newDownload();
    world.newSchedule = async () => {
      const created = await test.call('POST', `/orgs/${world.orgId}/schedules`, { token: world.tokens.owner, body: { isFolder: false, ...scheduleSettings(world) } });
      return (created.body.data as { id: string }).id;
    };
    world.scheduleId = await world.newSchedule();
    world.newMember = async () => {
      const name = unique('tmp');
      const member = await test.call('POST', `/orgs/${world.orgId}/members`, {
        token: world.tokens.owner,
        body: { username: name, email: `${name}@example.com`, password: 'secret1' },
      });
      return (member.body.data as { id: string }).id;
    };
  });
  afterAll(async () => {
    await world.test?.close();
    await mailbox?.close();
  });

  const send = (request: Request, token?: string) => world.test.call(request.method, request.path, { ...request, ...(token ? { token } : {}) });

  for (const [key, entry] of Object.entries(matrix)) {
    if (entry.access === 'public') {
      it(`${key} answers without a login`, async () => {
        const response = await send(entry.request(world));
        expect(response.status, JSON.stringify(response.body)).not.toBe(401);
        expect(response.status).toBeLessThan(500);
      });
      continue;
    }
    it(`${key} refuses an anonymous caller with 401`, async () => {
      expect((await send(entry.request(world))).status).toBe(401);
    });
    if (entry.access === 'self') continue;
    it(`${key} hides the organisation from a non-member (404)`, async () => {
      const response = await send(entry.request(world), world.tokens.outsider);
      expect(response.status, JSON.stringify(response.body)).toBe(404);
    });
    if (entry.access === 'resource') {
      it(`${key} hides a resource from a member without a privilege on it (404)`, async () => {
        const response = await send(entry.request(world), world.tokens.member);
        expect(response.status, JSON.stringify(response.body)).toBe(404);
      });
    } else if (entry.access === 'owner') {
      it(`${key} refuses a member without the privilege (403)`, async () => {
        const response = await send(entry.request(world), world.tokens.member);
        expect(response.status, JSON.stringify(response.body)).toBe(403);
        expect(response.body.message).toBe('You do not have permission to access this page');
      });
    } else {
      it(`${key} lets a member in`, async () => {
        const response = await send(entry.request(world), world.tokens.member);
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
      });
    }
    it(`${key} lets the owner in`, async () => {
      const request = entry.ownerRequest ? await entry.ownerRequest(world) : entry.request(world);
      const response = await send(request, world.tokens.owner);
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    });
  }
});

function activationToken(text: string): string {
  const link = /activation\?token=([\w%-]+)/.exec(text)?.[1];
  if (!link) throw new Error(`no activation link in ${text}`);
  return decodeURIComponent(link);
}
