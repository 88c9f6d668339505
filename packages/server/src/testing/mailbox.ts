import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test process; mails are parsed back and awaited by recipient, without polling. */
export interface Mailbox {
  port: number;
  /** The environment that points RedBI at this mailbox. */
  env: Record<string, string>;
  received: ParsedMail[];
  /** The next mail to `to` not yet taken, waiting for it if need be. */
  next(to: string): Promise<ParsedMail>;
  /** While set, the server refuses recipients with this reply (e.g. "550 No such mailbox"): all of them, or only the address `only`. */
  refuseWith(reply: string | undefined, only?: string): void;
  close(): Promise<void>;
}

const recipientsOf = (mail: ParsedMail): string[] =>
  [mail.to].flat().flatMap((to) => to?.value.map((address) => address.address?.toLowerCase() ?? '') ?? []);

export async function startMailbox(): Promise<Mailbox> {
  const received: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const waiters: { to: string; resolve: (mail: ParsedMail) => void }[] = [];
  let refusal: string | undefined;
  let refused: string | undefined;

  const deliver = (mail: ParsedMail) => {
    received.push(mail);
    const index = waiters.findIndex((waiter) => recipientsOf(mail).includes(waiter.to));
    if (index >= 0) {
      taken.add(mail);
      waiters.splice(index, 1)[0]?.resolve(mail);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refusal && (refused === undefined || address.address.toLowerCase() === refused)) {
        const error = Object.assign(new Error(refusal), { responseCode: 550 });
        callback(error);
      } else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          deliver(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    port,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), MAIL_FROM: 'RedBI <redbi@example.com>' },
    received,
    next(to) {
      const address = to.toLowerCase();
      const waiting = received.find((mail) => !taken.has(mail) && recipientsOf(mail).includes(address));
      if (waiting) {
        taken.add(waiting);
        return Promise.resolve(waiting);
      }
      return new Promise((resolve) => waiters.push({ to: address, resolve }));
    },
    refuseWith(reply, only) {
      refusal = reply;
      refused = only?.toLowerCase();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
