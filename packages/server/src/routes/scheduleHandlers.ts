import type { ApiRoutes } from '@redbi/shared/api';
import type { GroupHandlers } from '../http/routeHandlers';
import type { Services } from '../services';

export function scheduleHandlers({ schedules }: Services): GroupHandlers<ApiRoutes['schedules']> {
  return {
    list: ({ session, params }) => schedules.list(params.orgId, session.user.id),
    archived: ({ session, params }) => schedules.archived(params.orgId, session.user.id),
    orgRuns: ({ session, params, query }) => schedules.orgRuns(params.orgId, session.user.id, query),
    get: ({ session, params }) => schedules.get(params.orgId, session.user.id, params.scheduleId),
    create: ({ session, params, body }) => schedules.create(params.orgId, session.user.id, body),
    update: ({ session, params, body }) => schedules.update(params.orgId, session.user.id, params.scheduleId, body),
    rename: ({ session, params, body }) => schedules.rename(params.orgId, session.user.id, params.scheduleId, body.name),
    move: ({ session, params, body }) => schedules.move(params.orgId, session.user.id, params.scheduleId, body),
    archive: async ({ session, params }) => {
      await schedules.archive(params.orgId, session.user.id, params.scheduleId);
      return null;
    },
    restore: ({ session, params, body }) => schedules.restore(params.orgId, session.user.id, params.scheduleId, body.parentId),
    delete: async ({ session, params }) => {
      await schedules.delete(params.orgId, session.user.id, params.scheduleId);
      return null;
    },
    start: ({ session, params }) => schedules.start(params.orgId, session.user.id, params.scheduleId),
    stop: ({ session, params }) => schedules.stop(params.orgId, session.user.id, params.scheduleId),
    checkName: async ({ session, params, body }) => ({ taken: await schedules.nameTaken(params.orgId, session.user.id, body.name, body.id) }),
    nextRuns: ({ session, params, body }) => schedules.nextRuns(params.orgId, session.user.id, body),
    execute: ({ session, params }) => schedules.execute(params.orgId, session.user.id, params.scheduleId),
    test: ({ session, params }) => schedules.test(params.orgId, session.user.id, params.scheduleId),
    runs: ({ session, params }) => schedules.runs(params.orgId, session.user.id, params.scheduleId),
  };
}
