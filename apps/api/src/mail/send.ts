import nodemailer from 'nodemailer';
import type { Mail } from './messages';

export interface Envelope extends Mail {
  from: string;
  to: string;
  /** RFC 8058 one-click target (an https URL that accepts POST); none for a notice about the account. */
  oneClickUnsubscribeUrl?: string;
}

/** The relay answered with an SMTP error code: 5xx is final (the address or the mail is refused), 4xx is for later. */
export class SmtpRefusal extends Error {
  constructor(
    readonly code: number,
    options?: ErrorOptions,
  ) {
    super(`SMTP ${code}`, options);
    this.name = 'SmtpRefusal';
  }

  get permanent(): boolean {
    return this.code >= 500;
  }
}

/** How long a relay may keep a send waiting, per step: a relay that is down fails the try fast. */
const timeoutMs = 10_000;

/**
 * Sends one mail over SMTP with nodemailer, from the mail queue's consumer. nodemailer runs inside
 * workerd with the `nodejs_compat` flag (node:net/node:tls map to Workers TCP sockets). Every mail
 * of a list carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058).
 */
export async function sendMail(smtpUrl: string, mail: Envelope): Promise<void> {
  const transport = nodemailer.createTransport(smtpUrl, { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });
  try {
    await transport.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.oneClickUnsubscribeUrl
        ? { 'List-Unsubscribe': `<${mail.oneClickUnsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : {},
    });
  } catch (error) {
    const code = (error as { responseCode?: unknown }).responseCode;
    throw typeof code === 'number' ? new SmtpRefusal(code, { cause: error }) : error;
  } finally {
    transport.close();
  }
}
