import type { MailMessage } from './mailer';

// The words of the account e-mails, kept apart from the code that sends them.

export function verificationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Verify your e-mail address',
    text: `Welcome!\n\nPlease verify your e-mail address by opening this link:\n\n${link}\n\nIf you did not sign up, you can ignore this message.\n`,
  };
}

export function accountExistsMail(to: string, loginLink: string, forgotLink: string): MailMessage {
  return {
    to,
    subject: 'You already have an account',
    text: `Someone (hopefully you) tried to sign up with this e-mail address, but it already has an account.\n\nLog in: ${loginLink}\nForgot your password? ${forgotLink}\n\nIf it was not you, you can ignore this message.\n`,
  };
}

export function resetPasswordMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your password',
    text: `We received a request to reset your password. Open this link within one hour to choose a new one:\n\n${link}\n\nIf you did not ask for this, you can ignore this message; your password stays the same.\n`,
  };
}
