import type { ScheduleType } from '@redbi/shared/domain';
import type { Locale } from '@redbi/shared/i18n';
import type { ScheduleRow } from '../../repositories/scheduleRepository';
import type { ServiceContext } from '../serviceContext';
import { emailConfigOf } from './scheduleRecords';
import { scheduleMailOf } from './scheduleMail';
import type { Report, ReportRequest } from './scheduleReport';
import { isoInZone } from './scheduleTimetable';

/** One run's delivery: the schedule, its due time, the report's language, and the tester's address for a test. */
export interface DeliveryRun {
  schedule: ScheduleRow;
  dueAt: Date;
  locale: Locale;
  /** Send a test: to this address alone. */
  testTo?: string;
}

/** A send that succeeded, as the run's history keeps it (what was sent to whom). */
export interface SentRecord {
  channel: 'email';
  to: string[];
  cc: string[];
  bcc: string[];
  messageId: string;
  at: string;
}

/** How a schedule type delivers: what its report is made of, and sending it. */
export interface Deliverer {
  reportOf(schedule: ScheduleRow): Pick<ReportRequest, 'fileTypes' | 'theme' | 'width'>;
  send(run: DeliveryRun, report: Report): Promise<SentRecord>;
}

/**
 * The deliverers by schedule type (a registry): e-mail now; enterprise-chat robots (WEBHOOK) are not built
 * yet — a run of one fails saying so (SCHEDULE_DELIVERY_UNSUPPORTED), never a silent success.
 */
export function createDeliverers(ctx: Pick<ServiceContext, 'mailer' | 'now'>): Partial<Record<ScheduleType, Deliverer>> {
  return {
    EMAIL: {
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
  };
}

export type Deliverers = ReturnType<typeof createDeliverers>;
