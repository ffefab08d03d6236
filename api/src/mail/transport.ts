import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config.js';

export type OutgoingMail = { from: string; to: string; subject: string; text: string };

/** Sends one mail or throws; the outbox retries what throws. */
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

export function smtpTransport(config: SmtpConfig): MailTransport {
  const transporter = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    ...(config.user ? { auth: { user: config.user, pass: config.password ?? '' } } : {}),
  });
  return async (mail) => {
    await transporter.sendMail(mail);
  };
}

/** Without a mail server, each mail becomes an .eml file a mail program opens as is. */
export function fileTransport(directory: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const info = await transporter.sendMail(mail);
    await mkdir(directory, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]+/gi, '')}.eml`;
    await writeFile(join(directory, name), info.message as Buffer);
  };
}
