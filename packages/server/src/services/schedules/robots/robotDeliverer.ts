import { BASE_PATH, type ScheduleContent, type WebhookConfig } from '@redbi/shared/domain';
import { createTranslator, type Translate } from '@redbi/shared/i18n';
import { PermanentJobError } from '../../../jobs/jobDefinition';
import type { ServiceContext } from '../../serviceContext';
import type { Deliverer, DeliveryRun, SentRecord } from '../scheduleDeliverers';
import { webhookConfigOf } from '../scheduleRecords';
import type { Report } from '../scheduleReport';
import { isoInZone } from '../scheduleTimetable';
import { createRobotHttp, type RobotHttp } from './robotHttp';
import { createRobotPictures, type RobotPictures } from './robotPictures';
import { robotRegistry } from './robotRegistry';
import { RobotFailure, type RobotDefinition, type RobotItem, type RobotReport } from './robotTypes';

/** A robot's answer is awaited this long before the post counts as failed (and is retried). */
export const ROBOT_TIMEOUT_MS = 15_000;

/** The page of a content item in RedBI (the link back from the message). */
export function vizUrlOf(publicUrl: string, orgId: string, content: ScheduleContent): string {
  const org = `${publicUrl}${BASE_PATH}/organizations/${encodeURIComponent(orgId)}/vizs`;
  return content.vizType === 'storyboard' ? `${org}/storyboards/${encodeURIComponent(content.vizId)}` : `${org}/${encodeURIComponent(content.vizId)}`;
}

/** A post's failure as the run's history says it, in the report's language; a refusal a retry cannot mend ends the job. */
function failureOf(error: unknown, t: Translate, robot: RobotDefinition): Error {
  if (!(error instanceof RobotFailure)) return error instanceof Error ? error : new Error(String(error));
  const message = t(error.messageKey, { ...error.params, robot: t(`scheduleRobot.names.${robot.kind}`) });
  return error.permanent ? new PermanentJobError(message) : new Error(message);
}

interface RobotDelivererDeps {
  pictures: Pick<RobotPictures, 'keep'>;
  http: RobotHttp;
}

/**
 * The WEBHOOK deliverer (issue 22): the report as the schedule's robot tells it (robotRegistry) — its
 * files inline where the platform takes them (WeCom), else kept by RedBI behind expiring links
 * (robotPictures) — posted message by message. Each accepted message is recorded in the run at once
 * (`run.progress`), so a retry after a failure mid-way posts only the messages not yet accepted. A test
 * goes to the robot itself, its title saying it is a test.
 */
export function createRobotDeliverer(
  ctx: Pick<ServiceContext, 'store' | 'sealer' | 'secrets' | 'config' | 'now' | 'newId'>,
  deps: RobotDelivererDeps = {
    pictures: createRobotPictures(ctx),
    http: createRobotHttp({ allowedHosts: ctx.config.schedules.webhookHttpHosts, timeoutMs: ROBOT_TIMEOUT_MS }),
  },
): Deliverer {
  /** What the robot tells, the files by link when the robot takes them so. */
  async function robotReportOf(run: DeliveryRun, report: Report, robot: RobotDefinition, t: Translate): Promise<RobotReport> {
    const { schedule } = run;
    let expiresAt: Date | undefined;
    const items: RobotItem[] = [];
    for (const item of report.items) {
      const files = [];
      for (const file of item.files) {
        if (!robot.filesByLink) {
          files.push({ ...file });
          continue;
        }
        const kept = await deps.pictures.keep(schedule.id, file);
        expiresAt = kept.expiresAt;
        files.push({ ...file, link: kept.link });
      }
      items.push({ name: item.name, url: vizUrlOf(ctx.config.publicUrl, schedule.org_id, item), files, ...(item.figure ? { figure: item.figure } : {}) });
    }
    return {
      title: run.test ? t('scheduleRobot.testTitle', { name: schedule.name }) : schedule.name,
      items,
      missing: report.missing.map((missing) => missing.reason),
      computed: t('scheduleMail.computed', { dueAt: isoInZone(run.dueAt, schedule.time_zone), timeZone: schedule.time_zone }),
      ...(expiresAt ? { linksExpire: t('scheduleRobot.linksExpire', { date: isoInZone(expiresAt, schedule.time_zone) }) } : {}),
      t,
    };
  }

  return {
    testsToTester: false,

    reportOf(schedule) {
      const { fileType, pictureWidth } = webhookConfigOf(schedule, ctx.secrets);
      return { fileTypes: [fileType], theme: 'light', width: pictureWidth };
    },

    async send(run, report): Promise<SentRecord> {
      const config: WebhookConfig = webhookConfigOf(run.schedule, ctx.secrets);
      const robot = robotRegistry[config.robot];
      const t = createTranslator(run.locale);
      const url = new URL(config.url);
      const messages = robot.messagesOf(await robotReportOf(run, report, robot, t));
      const accepted = new Set(run.progress?.accepted ?? []);
      for (const message of messages) {
        if (accepted.has(message.key)) continue;
        await robot.post(message, { url, secret: config.secret, now: ctx.now() }, deps.http).catch((error: unknown) => {
          throw failureOf(error, t, robot);
        });
        await run.progress?.record(message.key);
      }
      return { channel: 'robot', robot: config.robot, host: url.host, messages: messages.length, at: ctx.now().toISOString() };
    },
  };
}
