import fp from 'fastify-plugin';
import { createMailer, type MailConfig, type Mailer } from './transport';

export type { MailMessage, Mailer } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends e-mail: over SMTP when SMTP_URL is set, otherwise into DATA_DIR/mail. Tests may replace its send. */
    mailer: Mailer;
  }
}

export const mailPlugin = fp<{ config: MailConfig; mailer?: Mailer }>(
  async (app, { config, mailer }) => {
    const opened = mailer ?? createMailer(config, app.log);
    app.decorate('mailer', opened);
    app.addHook('onClose', () => opened.close());
  },
  { name: 'mail' },
);
