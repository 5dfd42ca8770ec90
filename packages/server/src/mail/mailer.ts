import type { Transporter } from 'nodemailer';

export interface MailMessage {
  /** One address, or several separated by commas. */
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML, every value in it escaped. */
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  /** False when no SMTP server is configured: accounts are then verified at signup. */
  readonly enabled: boolean;
  send(message: MailMessage): Promise<void>;
  /** Closes the kept connections (at shutdown). */
  close?(): void | Promise<void>;
}

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) {
    return {
      enabled: false,
      send: () => Promise.reject(new Error('No mail server is configured (SMTP_URL).')),
    };
  }
  // Pooled: connections are kept and reused (a new one per mail cost ~100 ms).
  // nodemailer loads with the first mail (some 5 MB of heap a quiet server need not hold).
  let transport: Promise<Transporter> | undefined;
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, pool: true }),
    ));
  return {
    enabled: true,
    async send({ to, subject, text, html, replyTo }) {
      await (
        await transporter()
      ).sendMail({ from, to, subject, text, ...(html ? { html } : {}), ...(replyTo ? { replyTo } : {}) });
    },
    close: async () => (await transport)?.close(),
  };
}
