import {
  DEFAULT_SCHEDULE_TIME_ZONE,
  NEXT_RUNS_PREVIEWED,
  type NewSchedule,
  type NextRuns,
  type NextRunsRequest,
  type OrgScheduleRuns,
  type OrgScheduleRunsQuery,
  type Schedule,
  type ScheduleExecution,
  type ScheduleNode,
  type ScheduleRun,
  type ScheduleSettings,
  type TreeMove,
} from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { moduleEnabled } from '@redbi/shared/permissions';
import { whenUniqueViolated } from '../../db/databaseErrors';
import type { ScheduleRow } from '../../repositories/scheduleRepository';
import type { AccessService } from '../access/accessService';
import { InvalidInputError } from '../invalidInput';
import { isoNow, type ServiceContext } from '../serviceContext';
import { createFolderTree, type LoadedTree } from '../trees/folderTree';
import type { ScheduleContents } from './scheduleContents';
import { contentsOf, folderColumns, presentNode, presentOrgRun, presentRun, presentSchedule, settingsColumns } from './scheduleRecords';
import { SCHEDULE_RUN_JOB, scheduleRunKey, type ScheduleRunPayload } from './scheduleRuns';
import { isCronExpression, isoInZone, nextRunTimes } from './scheduleTimetable';
import { webhookAddressProblem } from './webhookAddress';

type Loaded = LoadedTree<ScheduleRow>;

/** How many runs the history answers, the latest first. */
const RUNS_LISTED = 200;

const notFound = () => new AppError('NOT_FOUND', { params: { resource: 'schedule' } });
const nameTaken = (name: string) => new AppError('SCHEDULE_NAME_TAKEN', { params: { name } });
const started = () => new AppError('SCHEDULE_STARTED');
const invalid = (message: string, path: (string | number)[], input: unknown) => new InvalidInputError([{ code: 'custom', message, path, input }]);

export interface ScheduleServiceDeps {
  access: AccessService;
  contents: ScheduleContents;
}

/**
 * Schedules and their folders (spec §2–§6, issue 22): one tree per organisation guarded by the schedule
 * module and Manage. A schedule runs as its owner (its creator), so it may only send what they may View.
 * Only a stopped schedule is edited, renamed or moved to the recycle bin: the write itself requires it
 * stopped, so a start between the check and the write cannot let an edit through. Runs are schedule-run
 * jobs (jobs/scheduleRunJob): of the timetable (the scheduler's tick), *execute now*, or *send a test*.
 */
export function createScheduleService(ctx: ServiceContext, { access, contents }: ScheduleServiceDeps) {
  const tree = createFolderTree(ctx, access, { type: 'schedule', repository: (repos) => repos.schedules, presentNode });
  const { load, rowOf, require, placeUnder } = tree;

  /** A schedule (not a folder) the caller may manage. */
  async function manageable(orgId: string, userId: string, id: string): Promise<{ loaded: Loaded; row: ScheduleRow }> {
    const loaded = await load(orgId, userId);
    const row = rowOf(loaded, id);
    require(loaded, 'manage', id);
    if (row.is_folder === 1) throw notFound();
    return { loaded, row };
  }

  async function present(orgId: string, userId: string, id: string): Promise<Schedule> {
    const loaded = await load(orgId, userId);
    return presentSchedule(rowOf(loaded, id), tree.privilegesOf(loaded, id));
  }

  /** For what a member of the schedule module may ask without naming a schedule (name checks, previews). */
  async function requireModule(orgId: string, userId: string): Promise<void> {
    if (!moduleEnabled(await access.member(orgId, userId), 'schedule')) throw new AppError('FORBIDDEN');
  }

  /** What the request schema cannot know: the cron expression as croner reads it, the webhook's address, the owner's View on each content. */
  async function checkSettings(orgId: string, ownerId: string, settings: ScheduleSettings): Promise<void> {
    if (!isCronExpression(settings.cronExpression)) throw invalid('validation.cron', ['cronExpression'], settings.cronExpression);
    if (settings.type === 'WEBHOOK') {
      const problem = webhookAddressProblem(settings.config.url, ctx.config.schedules.webhookHttpHosts);
      if (problem) throw invalid(problem, ['config', 'url'], settings.config.url);
    }
    await contents.requireViewable(orgId, ownerId, settings.contents);
  }

  /** Enqueues a run due now, outside the timetable (which it does not move): recorded in the history by its due time. */
  async function runNow(id: string, trigger: 'now' | 'test', testerId?: string): Promise<ScheduleExecution> {
    const payload: ScheduleRunPayload = { scheduleId: id, dueAt: isoNow(ctx), trigger, ...(testerId ? { testerId } : {}) };
    await ctx.jobs.enqueue(SCHEDULE_RUN_JOB, payload, { idempotencyKey: scheduleRunKey(id, payload.dueAt) });
    return { dueAt: payload.dueAt };
  }

  /** Writes `changes` to a schedule only while it is stopped; a started one is refused. */
  async function whileStopped(id: string, changes: Parameters<typeof ctx.store.schedules.updateWhileStopped>[1]): Promise<void> {
    if (!(await ctx.store.schedules.updateWhileStopped(id, changes))) throw started();
  }

  return {
    list: tree.list,

    archived: tree.archived,

    async get(orgId: string, userId: string, id: string): Promise<Schedule> {
      const { loaded, row } = await manageable(orgId, userId, id);
      return presentSchedule(row, tree.privilegesOf(loaded, id));
    },

    async create(orgId: string, userId: string, input: NewSchedule): Promise<Schedule> {
      const loaded = await load(orgId, userId);
      placeUnder(loaded, null, input.parentId);
      const now = isoNow(ctx);
      const id = ctx.newId();
      if (!input.isFolder) {
        if (await ctx.store.schedules.nameTaken(orgId, input.name)) throw nameTaken(input.name);
        await checkSettings(orgId, userId, input);
      }
      const settings = input.isFolder ? folderColumns(input.name) : settingsColumns(input, input.timeZone ?? DEFAULT_SCHEDULE_TIME_ZONE, ctx.secrets);
      await whenUniqueViolated(
        () =>
          ctx.store.transaction(async (repos) => {
            await repos.schedules.insert({
              id,
              org_id: orgId,
              parent_id: input.parentId,
              is_folder: input.isFolder ? 1 : 0,
              ...settings,
              status: 'stopped',
              index: tree.indexAtEnd(loaded, input.parentId),
              archived: 0,
              owner_id: userId,
              created_at: now,
              updated_at: now,
            });
            await tree.grantCreator(repos, loaded, id);
          }),
        () => nameTaken(input.name),
      );
      return present(orgId, userId, id);
    },

    /** A schedule whose owner is gone gets the editor as its owner. */
    async update(orgId: string, userId: string, id: string, settings: ScheduleSettings): Promise<Schedule> {
      const { row } = await manageable(orgId, userId, id);
      if (row.status === 'started') throw started();
      if (await ctx.store.schedules.nameTaken(orgId, settings.name, id)) throw nameTaken(settings.name);
      const ownerId = row.owner_id ?? userId;
      await checkSettings(orgId, ownerId, settings);
      const columns = settingsColumns(settings, settings.timeZone ?? row.time_zone, ctx.secrets, row);
      await whenUniqueViolated(
        () => whileStopped(id, { ...columns, owner_id: ownerId, updated_at: isoNow(ctx) }),
        () => nameTaken(settings.name),
      );
      return present(orgId, userId, id);
    },

    async rename(orgId: string, userId: string, id: string, name: string): Promise<ScheduleNode> {
      const loaded = await load(orgId, userId);
      const row = rowOf(loaded, id);
      require(loaded, 'manage', id);
      const changes = { name, updated_at: isoNow(ctx) };
      if (row.is_folder === 1) {
        await ctx.store.schedules.update(id, changes);
      } else {
        if (await ctx.store.schedules.nameTaken(orgId, name, id)) throw nameTaken(name);
        await whenUniqueViolated(() => whileStopped(id, changes), () => nameTaken(name));
      }
      return tree.nodeOf(orgId, userId, id);
    },

    move: (orgId: string, userId: string, id: string, move: TreeMove): Promise<ScheduleNode> => tree.move(orgId, userId, id, move),

    /** Folders do not go to the recycle bin; a started schedule is stopped first. */
    async archive(orgId: string, userId: string, id: string): Promise<void> {
      const loaded = await load(orgId, userId);
      const row = rowOf(loaded, id);
      require(loaded, 'manage', id);
      if (row.is_folder === 1) throw new AppError('NOT_ARCHIVABLE', { messageKey: 'errors.folderNotArchivable' });
      await whileStopped(id, { archived: 1, updated_at: isoNow(ctx) });
    },

    /** Back from the recycle bin (stopped, as it went); refused while another schedule has taken its name. */
    async restore(orgId: string, userId: string, id: string, parentId: string | null | undefined): Promise<ScheduleNode> {
      const loaded = await load(orgId, userId);
      const row = rowOf(loaded, id, { archived: true });
      require(loaded, 'manage', id);
      if (await ctx.store.schedules.nameTaken(orgId, row.name, id)) throw nameTaken(row.name);
      return whenUniqueViolated(() => tree.restore(orgId, userId, id, parentId), () => nameTaken(row.name));
    },

    async delete(orgId: string, userId: string, id: string): Promise<void> {
      await tree.delete(orgId, userId, id);
    },

    /** From now on it runs on its timetable; its owner (the caller, if it has none) must still View every item. */
    async start(orgId: string, userId: string, id: string): Promise<ScheduleNode> {
      const { row } = await manageable(orgId, userId, id);
      const ownerId = row.owner_id ?? userId;
      await contents.requireViewable(orgId, ownerId, contentsOf(row));
      const now = isoNow(ctx);
      // Started again while started: its timetable goes on from the first start.
      const startedAt = row.status === 'started' ? (row.started_at ?? now) : now;
      await ctx.store.schedules.update(id, { status: 'started', owner_id: ownerId, started_at: startedAt, updated_at: now });
      return tree.nodeOf(orgId, userId, id);
    },

    async stop(orgId: string, userId: string, id: string): Promise<ScheduleNode> {
      await manageable(orgId, userId, id);
      await ctx.store.schedules.update(id, { status: 'stopped', updated_at: isoNow(ctx) });
      return tree.nodeOf(orgId, userId, id);
    },

    async nameTaken(orgId: string, userId: string, name: string, exceptId?: string): Promise<boolean> {
      await requireModule(orgId, userId);
      return ctx.store.schedules.nameTaken(orgId, name, exceptId);
    },

    /** The next run times from now, in the chosen time zone (the default one otherwise). */
    async nextRuns(orgId: string, userId: string, request: NextRunsRequest): Promise<NextRuns> {
      await requireModule(orgId, userId);
      if (!isCronExpression(request.cronExpression)) throw invalid('validation.cron', ['cronExpression'], request.cronExpression);
      const timeZone = request.timeZone ?? DEFAULT_SCHEDULE_TIME_ZONE;
      const runs = nextRunTimes({ ...request, timeZone }, ctx.now(), NEXT_RUNS_PREVIEWED);
      return { timeZone, runs: runs.map((run) => isoInZone(run, timeZone)) };
    },

    /** Execute now, started or stopped: a run as the owner to the schedule's recipients. */
    async execute(orgId: string, userId: string, id: string): Promise<ScheduleExecution> {
      await manageable(orgId, userId, id);
      return runNow(id, 'now');
    },

    /**
     * Send a test: what the caller may View, by e-mail to the caller's own address alone (a robot's test goes
     * to the robot, its title saying it is a test); in the history as a test run.
     */
    async test(orgId: string, userId: string, id: string): Promise<ScheduleExecution> {
      const { row } = await manageable(orgId, userId, id);
      const user = await ctx.store.users.getById(userId);
      if (row.type === 'EMAIL' && !user.email) throw new AppError('SCHEDULE_TEST_NO_EMAIL');
      return runNow(id, 'test', userId);
    },

    /** The organisation's history: runs of every schedule the caller may manage (archived ones too), by page. */
    async orgRuns(orgId: string, userId: string, query: OrgScheduleRunsQuery): Promise<OrgScheduleRuns> {
      const loaded = await load(orgId, userId);
      const managed = loaded.rows.filter((row) => row.is_folder === 0 && tree.privilegesOf(loaded, row.id).includes('manage')).map((row) => row.id);
      const { rows, total } = await ctx.store.schedules.runsOfSchedules(managed, {
        ...(query.status ? { status: query.status } : {}),
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: rows.map(presentOrgRun), total };
    },

    async runs(orgId: string, userId: string, id: string): Promise<ScheduleRun[]> {
      await manageable(orgId, userId, id);
      return (await ctx.store.schedules.runs(id, RUNS_LISTED)).map(presentRun);
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
