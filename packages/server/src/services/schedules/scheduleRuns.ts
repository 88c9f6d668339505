import { z } from 'zod';
import { scheduleRunTriggers, type ScheduleContent } from '@redbi/shared/domain';
import type { SentRecord } from './scheduleDeliverers';

/** The job that delivers one due time of one schedule (jobs/scheduleRunJob). */
export const SCHEDULE_RUN_JOB = 'schedule-run';

/** The idempotency key of a due time's job: one job per schedule and due time, whichever node enqueues it. */
export const scheduleRunKey = (scheduleId: string, dueAt: string): string => `schedule:${scheduleId}:${dueAt}`;

export const ScheduleRunPayloadSchema = z.object({
  scheduleId: z.string().min(1),
  /** ISO 8601 in UTC, as `Date#toISOString` writes it (the runs' unique key compares it as text). */
  dueAt: z.iso.datetime(),
  trigger: z.enum(scheduleRunTriggers),
  /** Send a test: the member it is read as and sent to. */
  testerId: z.string().min(1).optional(),
});
export type ScheduleRunPayload = z.infer<typeof ScheduleRunPayloadSchema>;

/** What a run's history keeps (schedule_runs.detail): which job claimed it, what was made, what is missing, what was sent. */
export interface ScheduleRunDetail {
  /** The job that claimed the due time: only it carries the run on (its retries); any other finds it taken. */
  jobId?: string;
  timeZone?: string;
  items?: (ScheduleContent & { name: string; files: string[] })[];
  missing?: (ScheduleContent & { name: string | null; reason: string })[];
  /** The sends that succeeded: a retry never repeats one. */
  sent?: SentRecord[];
  /** Why a due time was skipped. */
  skipped?: string;
  /** The messages of a robot the platform accepted, by key: a retry posts only the others (never one twice). */
  accepted?: string[];
  /** The run failed for good and its owner was mailed (written before the mail goes: never twice). */
  ownerNotified?: boolean;
}

export const runDetailOf = (detail: string): ScheduleRunDetail => JSON.parse(detail) as ScheduleRunDetail;

/** A send's progress across attempts: what an earlier attempt got accepted, and recording each acceptance at once. */
export interface DeliveryProgress {
  readonly accepted: readonly string[];
  record(key: string): Promise<void>;
}

/** The progress kept in `detail` (the run's detail being written): `save` writes it to the run after each acceptance. */
export function progressOf(detail: ScheduleRunDetail, save: (detail: ScheduleRunDetail) => Promise<unknown>): DeliveryProgress {
  return {
    get accepted() {
      return detail.accepted ?? [];
    },
    async record(key) {
      detail.accepted = [...(detail.accepted ?? []), key];
      await save(detail);
    },
  };
}
