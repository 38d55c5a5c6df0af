import nodemailer from 'nodemailer';
import type { Mail } from './messages';

export interface Envelope extends Mail {
  from: string;
  to: string;
  /** RFC 8058 one-click target (an https URL that accepts POST). */
  oneClickUnsubscribeUrl: string;
}

/**
 * Sends one mail over SMTP with nodemailer. nodemailer runs inside workerd with the
 * `nodejs_compat` flag (node:net/node:tls map to Workers TCP sockets). Every mail carries
 * List-Unsubscribe and List-Unsubscribe-Post (RFC 8058).
 */
export async function sendMail(smtpUrl: string | undefined, mail: Envelope): Promise<'sent' | 'skipped'> {
  if (!smtpUrl) {
    console.warn('mail not sent: SMTP_URL is not configured');
    return 'skipped';
  }
  const transport = nodemailer.createTransport(smtpUrl);
  await transport.sendMail({
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: {
      'List-Unsubscribe': `<${mail.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  transport.close();
  return 'sent';
}
