import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';

// A real SMTP server on 127.0.0.1 that keeps what it receives, so tests follow the
// same mail path as production (nodemailer over SMTP).

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, when the message has one. */
  html: string | null;
  replyTo: string | null;
}

export interface SmtpStandIn {
  url: string;
  mails: ReceivedMail[];
  /** Waits for a mail to `to` whose subject matches, and answers it. */
  waitFor(to: string, subject: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** The message as a mail client reads it (mailparser: MIME parts, encodings, headers). */
async function parse(raw: Buffer, to: string[]): Promise<ReceivedMail> {
  const mail = await simpleParser(raw);
  return {
    to,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : null,
    replyTo: mail.replyTo?.text ?? null,
  };
}

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        parse(
          Buffer.concat(chunks),
          session.envelope.rcptTo.map((r) => r.address),
        ).then(
          (mail) => {
            mails.push(mail);
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  // A server process that ends without QUIT drops its pooled connections: not a test failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, subject, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((m) => m.to.includes(to) && subject.test(m.subject));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${String(subject)} arrived`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
