import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

export interface Received {
  to: string[];
  from: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on a free port: it keeps what it receives, and refuses while told to. */
export async function startSmtpInbox() {
  const inbox: Received[] = [];
  const control = { refuseNext: 0, refuseAll: false, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (control.refuseAll || control.refuseNext > 0) {
        if (control.refuseNext > 0) control.refuseNext -= 1;
        control.refused += 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox busy'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: { name: mail.from?.value[0]?.name ?? '', address: mail.from?.value[0]?.address ?? '' },
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** The mails received for this address with a subject like this one. */
  const mailsTo = (address: string, subject: RegExp) =>
    inbox.filter((mail) => mail.to.includes(address) && subject.test(mail.subject));

  return {
    port,
    inbox,
    control,
    mailsTo,
    /** Waits for a mail as its reader would, and answers it. */
    async mailTo(address: string, subject: RegExp): Promise<Received> {
      await expect
        .poll(() => mailsTo(address, subject).length, { timeout: 30_000, interval: 100 })
        .toBeGreaterThan(0);
      return mailsTo(address, subject)[0];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

/** The settings that make a shop send its mail to this inbox, from the test shop's address. */
export function mailingTo(inbox: SmtpInbox) {
  return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(inbox.port), SMTP_FROM: 'shop@shop.test' };
}
