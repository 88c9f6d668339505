import nodemailer from 'nodemailer';
import { AppError } from '@redbi/shared/errors';
import type { MailConfig } from '../../config/loadConfig';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Whether mail is configured (`mailEnable` of /sys/info). */
  readonly enabled: boolean;
  /** Sends or fails with MAIL_SEND_FAILED (the server's reason) or MAIL_NOT_CONFIGURED: never a silent loss. */
  send(mail: Mail): Promise<void>;
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
        await transport.sendMail({ from: config.from, ...mail });
      } catch (error) {
        throw new AppError('MAIL_SEND_FAILED', { params: { reason: (error as Error).message } });
      }
    },
    close: () => transport.close(),
  };
}
