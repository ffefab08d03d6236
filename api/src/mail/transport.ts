import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { SmtpConfig } from '../config.js';

/**
 * One mail to send. `messageId` stays the same on every attempt, so a mail sent twice (the server
 * took it, then the process died before the outbox noted it) is recognisably one message.
 */
export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: { name: string; address: string };
  /** An iCalendar text: sent as the mail's calendar part and as an .ics attachment. */
  calendar?: string;
  /** The one-click unsubscribe URL: sent as List-Unsubscribe with List-Unsubscribe-Post (RFC 8058). */
  listUnsubscribe?: string;
  messageId?: string;
};

/** Sends one mail or throws; the outbox retries what throws. */
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

/**
 * Beyond connecting and the greeting, a server may take a while to accept a mail (content scanning):
 * an idle socket gets this many times the timeout.
 */
const SOCKET_TIMEOUT_FACTOR = 4;

/** The calendar's METHOD line: PUBLISH adds the event, CANCEL removes it. */
function calendarMethod(calendar: string): string {
  return /^METHOD:([A-Z]+)\r?$/m.exec(calendar)?.[1] ?? 'PUBLISH';
}

/**
 * RFC 8058: `List-Unsubscribe: <url>` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, so a
 * mail program's "unsubscribe" button POSTs to the URL itself (a GET there ends nothing).
 */
function unsubscribeHeaders(url: string | undefined): Mail.Options {
  if (!url) return {};
  return { list: { unsubscribe: url }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

/** One mail as nodemailer takes it: the calendar both inline (mail programs offer "add") and as a file. */
function nodemailerMessage({ calendar, listUnsubscribe, ...mail }: OutgoingMail): Mail.Options {
  const message = { ...mail, ...unsubscribeHeaders(listUnsubscribe) };
  if (!calendar) return message;
  return { ...message, icalEvent: { filename: 'visit.ics', method: calendarMethod(calendar), content: calendar } };
}

export function smtpTransport(config: SmtpConfig): MailTransport {
  const transporter = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    ...(config.user ? { auth: { user: config.user, pass: config.password ?? '' } } : {}),
    // nodemailer waits 30 s for a greeting and 10 min on an idle socket: one silent server then holds
    // every mail behind it for minutes. A server that answers at all answers within seconds.
    connectionTimeout: config.timeoutMs,
    greetingTimeout: config.timeoutMs,
    socketTimeout: config.timeoutMs * SOCKET_TIMEOUT_FACTOR,
    dnsTimeout: config.timeoutMs,
  });
  return async (mail) => {
    await transporter.sendMail(nodemailerMessage(mail));
  };
}

/** Without a mail server, each mail becomes an .eml file a mail program opens as is. */
export function fileTransport(directory: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const info = await transporter.sendMail(nodemailerMessage(mail));
    await mkdir(directory, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]+/gi, '')}.eml`;
    await writeFile(join(directory, name), info.message as Buffer);
  };
}
