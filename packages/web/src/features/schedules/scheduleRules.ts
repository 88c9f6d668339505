import { EmailConfigSchema, ScheduleTimetableSchema, WebhookConfigSchema } from '@redbi/shared/domain';
import { translateIssue, type Translate } from '@redbi/shared/i18n';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** How long typing must pause before a name is checked with the server. */
export const NAME_CHECK_DELAY_MS = 300;

/** A rule checking one field with its shared zod schema; `path` is the server's path of the field (its label comes from it). */
function zodFieldRule(schema: z.ZodType, path: string[], t: Translate): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const issue = schema.safeParse(value).error?.issues[0];
      return issue ? Promise.reject(new Error(translateIssue({ ...issue, path: [...path, ...issue.path] }, t))) : Promise.resolve();
    },
  };
}

type TimetableField = keyof typeof ScheduleTimetableSchema.shape;
type EmailField = keyof typeof EmailConfigSchema.shape;
type WebhookField = keyof typeof WebhookConfigSchema.shape;

/** The editor's rules, each saying what the server would ('Recipient cannot be empty', 'Invalid email addresses' …). */
export function useScheduleRules() {
  const { t } = useTranslation();
  const translate: Translate = (key, params) => t(key, params);
  return {
    timetable: (field: TimetableField): FormRule[] => [zodFieldRule(ScheduleTimetableSchema.shape[field], [field], translate)],
    email: (field: EmailField): FormRule[] => [zodFieldRule(EmailConfigSchema.shape[field], ['config', field], translate)],
    webhook: (field: WebhookField): FormRule[] => [zodFieldRule(WebhookConfigSchema.shape[field], ['config', field], translate)],
    /** Spec §5 'Range': the end after the start. */
    endAfterStart: (): FormRule => ({ getFieldValue }) => ({
      validator: (_rule, end: string | null) => {
        const start = getFieldValue('startAt') as string | null;
        return start && end && Date.parse(end) <= Date.parse(start) ? Promise.reject(new Error(t('validation.rangeOrder'))) : Promise.resolve();
      },
    }),
  };
}

/**
 * A rule asking the server whether another schedule has the name (any case), once typing pauses; a failed
 * check passes (the save says it again).
 */
export function nameTakenRule(check: (name: string) => Promise<{ taken: boolean }>, message: (name: string) => string): FormRule {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let superseded: (() => void) | undefined;
  return {
    validator: (_rule, value: unknown) => {
      const name = typeof value === 'string' ? value.trim() : '';
      clearTimeout(timer);
      // The check typing overtook ends quietly (the form only heeds the latest).
      superseded?.();
      if (name === '') return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        superseded = resolve;
        timer = setTimeout(() => {
          superseded = undefined;
          check(name).then(
            ({ taken }) => (taken ? reject(new Error(message(name))) : resolve()),
            () => resolve(),
          );
        }, NAME_CHECK_DELAY_MS);
      });
    },
  };
}
