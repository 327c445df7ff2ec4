import { z } from 'zod';

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional().or(z.literal('').transform(() => undefined)),
  TOKEN_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, 'must be a duration such as 30m, 12h or 7d')
    .default('12h'),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SEED_DEMO: z.enum(['auto', 'yes', 'no']).default('auto'),
  RETENTION_JOB: z.enum(['on', 'off']).optional(),
  KEPT_ANSWERS: z.enum(['on', 'off']).default('on'),
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(2000).default(20),
  DOCUMENT_PURGE_DAYS: z.coerce.number().int().min(0).max(36500).default(90),
  DOCUMENT_PURGE_JOB: z.enum(['on', 'off']).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().min(1).default('eu-south-1'),
  S3_ENDPOINT: z.string().url('must be a URL such as https://s3.example.com').optional().or(z.literal('').transform(() => undefined)),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL, such as smtp://user:password@mail.example.com:587')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().trim().min(3).default('Presidio <no-reply@presidio.local>'),
  PUBLIC_URL: z.string().url('must be a URL such as https://presidio.example.com').optional().or(z.literal('').transform(() => undefined)),
  DEADLINE_REMINDER_JOB: z.enum(['on', 'off']).optional(),
  WORKFORCE_ALERT_JOB: z.enum(['on', 'off']).optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** When absent, a secret is generated once and kept in DATA_DIR. */
  jwtSecret?: string;
  tokenTtlSeconds: number;
  corsOrigins: string[];
  /** Fastify's trustProxy: false, true, a hop count, or a list of addresses. */
  trustProxy: boolean | number | string[];
  logLevel: string;
  seedDemo: boolean;
  /** The hourly job erasing attendance coordinates past their retention; off in tests unless asked for. */
  retentionJob: boolean;
  /** Answers shared between requests until what they read changes (http/kept-answer.ts); off: every request reads afresh. */
  keptAnswers: boolean;
  serveApp: boolean;
  /** The largest file an upload may carry, in bytes. */
  uploadMaxBytes: number;
  /** Days a deleted document's bytes are kept before the purge job removes them. */
  documentPurgeDays: number;
  /** The daily job removing the bytes of documents deleted more than documentPurgeDays ago; off in tests unless asked for. */
  documentPurgeJob: boolean;
  /** Where e-mail goes (smtp:// with STARTTLS when offered, smtps:// for TLS); without it each message is written to DATA_DIR/mail as an .eml file. */
  smtpUrl?: string;
  /** The sender of every e-mail. */
  mailFrom: string;
  /** The address people open the app at, for the links in e-mails; e-mails carry the app's paths alone without it. */
  publicUrl?: string;
  /** The daily job reminding of deadlines (notifications and e-mails); off in tests unless asked for. */
  deadlineReminderJob: boolean;
  /** The job telling the office, each minute, of guards late or missing for a shift; off in tests unless asked for. */
  workforceAlertJob: boolean;
  /** S3-compatible storage for documents; the local disk (DATA_DIR/files) when absent. */
  s3?: { bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };
}

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

export const parseDuration = (value: string): number => {
  const unit = value.slice(-1) as keyof typeof UNIT_SECONDS;
  return Number(value.slice(0, -1)) * UNIT_SECONDS[unit];
};

const parseTrustProxy = (value: string): Config['trustProxy'] => {
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim()).filter(Boolean);
};

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError listing every bad variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: parseDuration(e.TOKEN_TTL),
    corsOrigins: e.CORS_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedDemo: e.SEED_DEMO === 'yes' || (e.SEED_DEMO === 'auto' && e.NODE_ENV !== 'production'),
    retentionJob: e.RETENTION_JOB ? e.RETENTION_JOB === 'on' : e.NODE_ENV !== 'test',
    keptAnswers: e.KEPT_ANSWERS === 'on',
    serveApp: true,
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    documentPurgeDays: e.DOCUMENT_PURGE_DAYS,
    documentPurgeJob: e.DOCUMENT_PURGE_JOB ? e.DOCUMENT_PURGE_JOB === 'on' : e.NODE_ENV !== 'test',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    deadlineReminderJob: e.DEADLINE_REMINDER_JOB ? e.DEADLINE_REMINDER_JOB === 'on' : e.NODE_ENV !== 'test',
    workforceAlertJob: e.WORKFORCE_ALERT_JOB ? e.WORKFORCE_ALERT_JOB === 'on' : e.NODE_ENV !== 'test',
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
  };
};
