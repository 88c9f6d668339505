import type { EmailConfig } from '@redbi/shared/domain';
import { createTranslator, type Locale } from '@redbi/shared/i18n';
import { escapeHtml } from '../../delivery/mail/mailTemplates';
import type { Mail, MailAttachment } from '../../delivery/mail/mailer';
import type { Report } from './scheduleReport';

/**
 * A schedule's rich-text body as plain lines: RedBI has no HTML sanitizer, so the body's markup is not
 * trusted — tags are dropped (block ends and line breaks kept as lines), entities read, and the text is
 * escaped again when it is put into the mail.
 */
export function bodyLines(html: string): string[] {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#39|[a-z]+);/gi, (entity, name: string) => entities[name.toLowerCase()] ?? entity)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Whom a report goes to: the schedule's recipients, or the tester alone. */
export interface MailRecipients {
  to: readonly string[];
  cc: readonly string[];
  bcc: readonly string[];
}

export interface ScheduleMailRequest {
  scheduleName: string;
  config: EmailConfig;
  recipients: MailRecipients;
  report: Report;
  /** The due time, as ISO 8601 in the schedule's time zone, and that zone. */
  dueAt: string;
  timeZone: string;
  locale: Locale;
  test: boolean;
}

const paragraph = (text: string, style = 'margin:0 0 12px') => `<p style="${style}">${escapeHtml(text)}</p>`;

/**
 * The mail of a report: the schedule's subject and recipients; its body, then per content its name, its
 * picture inline (cid) when a PNG was made, and what is attached; a note naming what is missing; the due
 * time and the time zone it was computed in. Other files (PDF, Excel, a storyboard's zip of PNGs) attach.
 */
export function scheduleMailOf(request: ScheduleMailRequest): Mail {
  const t = createTranslator(request.locale);
  const { report } = request;
  const attachments: MailAttachment[] = [];
  const html: string[] = [];
  const text: string[] = [];
  const intro = [...(request.test ? [t('scheduleMail.test', { name: request.scheduleName })] : []), ...bodyLines(request.config.body)];
  html.push(...intro.map((line) => paragraph(line)));
  text.push(...intro, '');
  report.items.forEach((item, index) => {
    html.push(`<h3 style="margin:20px 0 8px">${escapeHtml(item.name)}</h3>`);
    text.push(item.name);
    const attached: string[] = [];
    item.files.forEach((file, fileIndex) => {
      const inline = file.fileType === 'image' && file.contentType === 'image/png';
      const cid = inline ? `content-${index}-${fileIndex}@redbi` : undefined;
      attachments.push({ filename: file.filename, contentType: file.contentType, content: file.content, ...(cid ? { cid } : {}) });
      if (cid) html.push(`<img src="cid:${cid}" alt="${escapeHtml(item.name)}" style="max-width:100%;display:block">`);
      else attached.push(file.filename);
    });
    if (attached.length > 0) {
      const line = t('scheduleMail.attached', { files: attached.join(', ') });
      html.push(paragraph(line, 'margin:8px 0;font-size:12px;color:#646a73'));
      text.push(line);
    }
  });
  if (report.missing.length > 0) {
    const lines = report.missing.map((missing) => missing.reason);
    html.push(paragraph(t('scheduleMail.missing'), 'margin:20px 0 4px;color:#c0392b'), `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`);
    text.push('', t('scheduleMail.missing'), ...lines.map((line) => `- ${line}`));
  }
  const computed = t('scheduleMail.computed', { dueAt: request.dueAt, timeZone: request.timeZone });
  html.push(paragraph(computed, 'margin:24px 0 0;font-size:12px;color:#646a73'));
  text.push('', computed);
  return {
    to: request.recipients.to,
    cc: request.recipients.cc,
    bcc: request.recipients.bcc,
    subject: request.config.subject,
    text: text.join('\n'),
    html: `<!doctype html><html><body style="font-family:Arial,'Microsoft YaHei',sans-serif;color:#1f2329;margin:24px">${html.join('\n')}</body></html>`,
    attachments,
  };
}
