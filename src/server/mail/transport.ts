import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends one message; rejects when the server refuses it or cannot be reached. */
  send: (message: MailMessage) => Promise<void>;
  close: () => Promise<void>;
}

export type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;

/** Where messages go without SMTP: one .eml file each, which any mail client opens. */
export const mailDirOf = (dataDir: string) => join(dataDir, 'mail');

const fileName = (now: Date) => `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}.eml`;

/**
 * SMTP_URL set: nodemailer's SMTP transport, which reads the port, credentials, smtps:// (TLS from
 * the start) and options such as ?requireTLS=true from the URL. Unset: each message is composed
 * in full and written to DATA_DIR/mail, with one log line, so nothing is lost in development.
 */
export const createMailer = (config: MailConfig, log: FastifyBaseLogger): Mailer => {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async ({ to, subject, text, html }) => {
        await transport.sendMail({ from: config.mailFrom, to, subject, text, html });
      },
      close: async () => transport.close(),
    };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const dir = mailDirOf(config.dataDir);
  return {
    send: async ({ to, subject, text, html }) => {
      const info = await composer.sendMail({ from: config.mailFrom, to, subject, text, html });
      await mkdir(dir, { recursive: true });
      const file = join(dir, fileName(new Date()));
      await writeFile(file, info.message as Buffer);
      log.info({ to, subject, file }, 'e-mail written to a file (SMTP_URL is not set)');
    },
    close: async () => composer.close(),
  };
};
