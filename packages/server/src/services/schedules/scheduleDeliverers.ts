import type { RobotKind, ScheduleType } from '@redbi/shared/domain';
import type { Locale } from '@redbi/shared/i18n';
import type { ScheduleRow } from '../../repositories/scheduleRepository';
import type { ServiceContext } from '../serviceContext';
import { createRobotDeliverer } from './robots/robotDeliverer';
import { emailConfigOf } from './scheduleRecords';
import { scheduleMailOf } from './scheduleMail';
import type { Report, ReportRequest } from './scheduleReport';
import type { DeliveryProgress } from './scheduleRuns';
import { isoInZone } from './scheduleTimetable';

/** One run's delivery: the schedule, its due time, the report's language, and the tester's address for a test. */
export interface DeliveryRun {
  schedule: ScheduleRow;
  dueAt: Date;
  locale: Locale;
  /** Send a test by e-mail: to this address alone. */
  testTo?: string;
  /** Send a test: the report says it is one (absent: a test when `testTo` is given). */
  test?: boolean;
  /** Messages an earlier attempt of this run got accepted (a robot's), and recording each new one: a retry skips them. */
  progress?: DeliveryProgress;
}

/** A send that succeeded, as the run's history keeps it: a mail (to whom), or a robot's messages (the webhook's host only, never its key or token). */
export type SentRecord =
  | { channel: 'email'; to: string[]; cc: string[]; bcc: string[]; messageId: string; at: string }
  | { channel: 'robot'; robot: RobotKind; host: string; messages: number; at: string };

/** How a schedule type delivers: what its report is made of, and sending it. */
export interface Deliverer {
  /** true: a test goes to the tester's own address (e-mail); false: to the schedule's own channel (a robot), marked as a test. */
  testsToTester: boolean;
  reportOf(schedule: ScheduleRow): Pick<ReportRequest, 'fileTypes' | 'theme' | 'width'>;
  send(run: DeliveryRun, report: Report): Promise<SentRecord>;
}

/** The deliverers by schedule type (a registry): e-mail through the mailer, enterprise-chat robots through their webhooks. */
export function createDeliverers(ctx: Pick<ServiceContext, 'mailer' | 'now' | 'store' | 'sealer' | 'secrets' | 'config' | 'newId'>): Record<ScheduleType, Deliverer> {
  return {
    EMAIL: {
      testsToTester: true,
      reportOf(schedule) {
        const { fileTypes, theme, pictureWidth } = emailConfigOf(schedule);
        return { fileTypes, theme, width: pictureWidth };
      },
      async send({ schedule, dueAt, locale, testTo }, report) {
        const config = emailConfigOf(schedule);
        const recipients = testTo ? { to: [testTo], cc: [], bcc: [] } : { to: config.to, cc: config.cc, bcc: config.bcc };
        const mail = scheduleMailOf({
          scheduleName: schedule.name,
          config,
          recipients,
          report,
          dueAt: isoInZone(dueAt, schedule.time_zone),
          timeZone: schedule.time_zone,
          locale,
          test: testTo !== undefined,
        });
        const { messageId } = await ctx.mailer.send(mail);
        return { channel: 'email', ...recipients, messageId, at: ctx.now().toISOString() };
      },
    },
    WEBHOOK: createRobotDeliverer(ctx),
  };
}

export type Deliverers = ReturnType<typeof createDeliverers>;
