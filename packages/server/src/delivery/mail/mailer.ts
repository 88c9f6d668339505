import nodemailer from 'nodemailer';
import { AppError } from '@redbi/shared/errors';
import type { MailConfig } from '../../config/loadConfig';

/** A file of a mail: attached, or shown in its HTML where `cid` is referred to (`<img src="cid:…">`). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}

export interface Mail {
  to: string | readonly string[];
  cc?: readonly string[];
  bcc?: readonly string[];
  subject: string;
  text: string;
  html: string;
  attachments?: readonly MailAttachment[];
}

/** What the SMTP server accepted: the message id and the recipients it took. */
export interface SentMail {
  messageId: string;
  accepted: string[];
}

export interface Mailer {
  /** Whether mail is configured (`mailEnable` of /sys/info). */
  readonly enabled: boolean;
  /** Sends or fails with MAIL_SEND_FAILED (the server's reason) or MAIL_NOT_CONFIGURED: never a silent loss. */
  send(mail: Mail): Promise<SentMail>;
  close(): void;
}

const disabledMailer: Mailer = {
  enabled: false,
  send: async () => {
    throw new AppError('MAIL_NOT_CONFIGURED');
  },
  close: () => undefined,
};

/** SMTP through nodemailer, or a mailer that refuses when SMTP is not configured. */
export function createMailer(config: MailConfig | undefined): Mailer {
  if (!config) return disabledMailer;
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    ...(config.auth ? { auth: config.auth } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    enabled: true,
    async send(mail) {
      try {
        const { to, cc, bcc, attachments, ...rest } = mail;
        const info = await transport.sendMail({
          from: config.from,
          ...rest,
          to: [to].flat(),
          ...(cc ? { cc: [...cc] } : {}),
          ...(bcc ? { bcc: [...bcc] } : {}),
          ...(attachments ? { attachments: [...attachments] } : {}),
        });
        return { messageId: info.messageId, accepted: info.accepted.map(String) };
      } catch (error) {
        throw new AppError('MAIL_SEND_FAILED', { params: { reason: (error as Error).message } });
      }
    },
    close: () => transport.close(),
  };
}
