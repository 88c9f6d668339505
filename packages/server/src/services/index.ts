import { createAccessService } from './access/accessService';
import { createResourceTrees } from './access/resourceTrees';
import { createAuthService } from './authService';
import { createAvatarService } from './avatarService';
import { createInvitationService } from './invitationService';
import { createMigrationService } from './migration/migrationService';
import { createMemberService } from './memberService';
import { createOAuth2Providers } from './oauth2/oauth2Providers';
import { createOAuth2SignInService } from './oauth2/oauth2SignInService';
import { createOrganizationService } from './organizationService';
import { createPasswordResetService } from './passwordResetService';
import { createPermissionService } from './permissionService';
import { createProfileService } from './profileService';
import { createRegistrationService } from './registrationService';
import { createRoleService } from './roleService';
import type { ServiceContext } from './serviceContext';
import { createShareServices } from './shares';
import { createBoardDataService } from './dashboards/boardData';
import { createDashboardAccess } from './dashboards/dashboardAccess';
import { createFileSources } from './sources/fileSources';
import { createSampleSource } from './sources/sampleSource';
import { createSourceService } from './sources/sourceService';
import type { SourceUsageCounter } from './sources/sourceUsage';
import { createScheduleContents } from './schedules/scheduleContents';
import { createScheduleService } from './schedules/scheduleService';
import { createRobotPictures } from './schedules/robots/robotPictures';
import { createStoryboardService } from './storyboards/storyboardService';
import { createSystemService } from './systemService';
import { createQueryService } from './query/queryService';
import { createVariableService } from './views/variableService';
import { createViewService } from './views/viewService';
import type { ViewUsageCounter } from './views/viewUsage';
import { createDashboardService } from './dashboards/dashboardService';
import { createDownloadService } from './downloads/downloadService';
import { createDownloadTargets } from './downloads/downloadTargets';
import { withSampleDashboard } from './dashboards/sampleDashboard';
import { createChartDataService } from './vizs/chartData';
import { createChartImageService } from './vizs/chartImages';
import { createChartService } from './vizs/chartService';
import { createVizService } from './vizs/vizService';

export function createServices(ctx: ServiceContext) {
  const auth = createAuthService(ctx);
  const access = createAccessService(ctx);
  const avatars = createAvatarService(ctx);
  // Each resource type registers the loader of its folder tree here.
  const activeNodes = (rows: readonly { id: string; parent_id: string | null; name: string; is_folder: number; archived: number }[]) =>
    rows.filter((row) => row.archived === 0).map((row) => ({ id: row.id, parentId: row.parent_id, name: row.name, isFolder: row.is_folder === 1 }));
  const resourceTrees = createResourceTrees({
    source: async (orgId) => activeNodes(await ctx.store.sources.listForOrg(orgId)),
    view: async (orgId) => activeNodes(await ctx.store.views.listForOrg(orgId)),
    viz: async (orgId) => activeNodes(await ctx.store.vizs.listForOrg(orgId)),
    storyboard: async (orgId) => activeNodes(await ctx.store.storyboards.listForOrg(orgId)),
    schedule: async (orgId) => activeNodes(await ctx.store.schedules.listForOrg(orgId)),
  });
  const files = createFileSources(ctx);
  // Features that use sources register how many uses a source has; it cannot go while used.
  const sourceUsageCounters: SourceUsageCounter[] = [(orgId, sourceId) => ctx.store.views.countBySource(orgId, sourceId)];
  const sources = createSourceService(ctx, { access, files, usageCounters: sourceUsageCounters });
  // Features that build on views register how many uses a view has; it cannot go while used.
  const viewUsageCounters: ViewUsageCounter[] = [(orgId, viewId) => ctx.store.vizs.countByView(orgId, viewId)];
  const views = createViewService(ctx, {
    access,
    sources,
    usageCounters: viewUsageCounters,
    dashboardsReading: (orgId, viewId) => ctx.store.vizs.dashboardsUsing(orgId, 'view', viewId),
  });
  const query = createQueryService(ctx, { sources, views });
  const chartData = createChartDataService(ctx, { access, views, query });
  const vizs = createVizService(ctx, { access });
  const charts = createChartService(ctx, { access, views });
  const dashboards = createDashboardService(ctx, { access, views });
  const storyboards = createStoryboardService(ctx, { access });
  const boardData = createBoardDataService(ctx, { dashboards: createDashboardAccess(ctx, { access, views }), views, query });
  const chartImages = createChartImageService({ chartData });
  const downloadTargets = createDownloadTargets(ctx, { access, storyboards });
  const downloads = createDownloadService(ctx, { targets: downloadTargets });
  const scheduleContents = createScheduleContents(ctx, { access, storyboards });
  const schedules = createScheduleService(ctx, { access, contents: scheduleContents });
  const invitations = createInvitationService(ctx, access);
  const oauth2Providers = createOAuth2Providers(ctx.config.oauth2Clients);
  return {
    // A fresh install's sample source comes with a sample view, charts and dashboard on it.
    system: createSystemService(ctx, withSampleDashboard(ctx, createSampleSource(ctx, files), { views, charts, dashboards, vizs })),
    sources,
    views,
    variables: createVariableService(ctx, { access }),
    query,
    vizs,
    charts,
    dashboards,
    storyboards,
    chartData,
    chartImages,
    // Share links read through these same instances (one of each: the same caches and limits as the app's).
    ...createShareServices(ctx, { access, views, storyboards, boardData, chartData, chartImages, downloads }),
    downloads,
    downloadTargets,
    schedules,
    scheduleContents,
    migration: createMigrationService(ctx, { access, files }),
    // The pictures robot messages link to (DingTalk, Feishu), served without a login while their link works.
    robotPictures: createRobotPictures(ctx),
    boardData,
    auth,
    access,
    profile: createProfileService(ctx, avatars),
    avatars,
    organizations: createOrganizationService(ctx, access, avatars),
    members: createMemberService(ctx, access, avatars),
    roles: createRoleService(ctx, access),
    permissions: createPermissionService(ctx, access, resourceTrees),
    invitations,
    registration: createRegistrationService(ctx, invitations),
    passwordReset: createPasswordResetService(ctx),
    oauth2Providers,
    oauth2SignIn: createOAuth2SignInService(ctx, oauth2Providers, auth),
  };
}

export type Services = ReturnType<typeof createServices>;
