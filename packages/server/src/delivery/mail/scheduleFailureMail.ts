import { createTranslator, type Locale } from '@redbi/shared/i18n';
import { escapeHtml } from './mailTemplates';
import type { Mail } from './mailer';

/** What the owner of a schedule is told when one of its runs failed for good. */
export interface ScheduleFailure {
  ownerName: string;
  scheduleName: string;
  /** The due time as ISO 8601 in the schedule's time zone, and that zone. */
  dueAt: string;
  timeZone: string;
  attempts: number;
  /** The run's error in full (several lines, as the history keeps it). */
  error: string;
  /** The schedule's run history in RedBI. */
  historyUrl: string;
}

/**
 * The mail to a schedule's owner after its run's last failed attempt (issue 22): the schedule, the due time
 * in its time zone, the attempts, the error in full (kept as written, lines and all) and a link to the run
 * history. In the owner's language.
 */
export function scheduleFailureMail(locale: Locale, to: string, failure: ScheduleFailure): Mail {
  const t = createTranslator(locale);
  const subject = t('scheduleMail.ownerFailedSubject', { name: failure.scheduleName });
  const greeting = t('scheduleMail.ownerFailedGreeting', { name: failure.ownerName });
  const intro = t('scheduleMail.ownerFailedIntro', { name: failure.scheduleName, dueAt: failure.dueAt, timeZone: failure.timeZone, attempts: failure.attempts });
  const errorLabel = t('scheduleMail.ownerFailedError');
  const action = t('scheduleMail.ownerFailedAction');
  const footer = t('scheduleMail.ownerFailedFooter');
  const text = [greeting, '', intro, '', errorLabel, failure.error, '', `${action}: ${failure.historyUrl}`, '', footer].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`;
  const html = `<!doctype html><html><body style="font-family:Arial,'Microsoft YaHei',sans-serif;color:#1f2329;max-width:640px;margin:24px auto">
<h2 style="color:#c0392b;margin:0 0 16px">RedBI</h2>
${paragraph(greeting)}${paragraph(intro)}${paragraph(errorLabel)}<pre style="white-space:pre-wrap;word-break:break-word;background:#f5f6f7;border-radius:4px;padding:12px;margin:0 0 12px;font-size:13px">${escapeHtml(failure.error)}</pre>
<p style="margin:20px 0"><a href="${escapeHtml(failure.historyUrl)}" style="background:#c0392b;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(action)}</a></p><p style="margin:0 0 12px;font-size:12px;color:#646a73">${escapeHtml(failure.historyUrl)}</p>
<p style="margin:24px 0 0;font-size:12px;color:#646a73">${escapeHtml(footer)}</p></body></html>`;
  return { to, subject, text, html };
}
