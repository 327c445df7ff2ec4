import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailDirOf } from '../../src/server/mail/transport';
import { MAX_MAILS_PER_ACCOUNT, settleResetWork } from '../../src/server/resources/password-reset/service';
import { createTestApp, type TestApp } from '../helpers/app';
import { insertResetToken, newWorker } from '../helpers/access-rows-password-reset';
import { expectNoPasswordHash } from '../helpers/api';
import { parseMail } from '../helpers/smtp';

let t: TestApp;
const NEW_PASSWORD = 'Recuperata-Password-77';
const GENERIC = "Se l'account esiste, ti abbiamo inviato un'e-mail con il link per scegliere una nuova password: vale 30 minuti";

beforeAll(async () => {
  // No SMTP_URL: every message is an .eml file in DATA_DIR/mail.
  t = await createTestApp();
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t?.close();
});

/** The messages written so far to one address, oldest first. */
const mailsTo = (email: string) => {
  const dir = mailDirOf(t.config.dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((name) => parseMail(readFileSync(join(dir, name), 'latin1')))
    .filter((mail) => mail.to === email);
};

/** Asks for a link from an address and waits for the work done after the answer. */
const forgot = async (payload: Record<string, unknown>, ip = '203.0.113.7') => {
  const response = await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload, remoteAddress: ip, headers: { host: 'presidio.example.it' } });
  await settleResetWork();
  return response;
};

const tokenIn = (text: string) => {
  const link = /http:\/\/presidio\.example\.it\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  expect(link, text).not.toBeNull();
  return link![1];
};

const read = (token: string) => t.call({ method: 'GET', url: `/api/auth/reset-password/${token}` });
const reset = (token: string, password: string = NEW_PASSWORD) => t.call({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload: { password } });
const signin = (fiscalCode: string, password: string) => t.call({ method: 'POST', url: '/api/auth/signin', payload: { fiscalCode, password } });

describe('asking for a password reset link', () => {
  it('answers the same for an unknown and a known account, and mails the known one a link valid 30 minutes', async () => {
    const unknown = await forgot({ fiscalCode: 'BNCGNN70A01H501X' });
    const missingClient = await forgot({ username: 'nessuno.mai' });
    const worker = await newWorker(t);
    const known = await forgot({ fiscalCode: worker.fiscalCode.toLowerCase() });
    for (const response of [unknown, missingClient, known]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: GENERIC });
    }
    const [mail] = mailsTo(worker.email);
    expect(mail.subject).toBe('Reimposta la tua password di Presidio');
    const token = tokenIn(mail.text);
    expect(mail.html).toContain(`<a href="http://presidio.example.it/auth/reset-password?token=${token}">`);
    const rows = await t.app.db.selectFrom('userToken').selectAll().where('userId', '=', worker.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'RESET', usedAt: null, tokenHash: createHash('sha256').update(token).digest('hex') });
    const minutes = (Date.parse(rows[0].expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('refuses a missing identifier or one with control characters field by field, never a 500', async () => {
    const empty = await forgot({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toBeTypeOf('object');
    for (const payload of [{ fiscalCode: 'RSSMRA80A01H501U\u0000' }, { username: 'cliente\u0007demo' }]) {
      const response = await forgot(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.values(response.json().errors)).toEqual(['Valore non valido']);
    }
    const nulToken = await t.call({ method: 'GET', url: '/api/auth/reset-password/abc%00def' });
    expect(nulToken.statusCode).toBe(400);
  });

  it('stops mailing an account after three links in an hour, and an address after ten requests, with the same answer', async () => {
    const worker = await newWorker(t);
    for (let i = 0; i < MAX_MAILS_PER_ACCOUNT + 2; i += 1) {
      const response = await forgot({ fiscalCode: worker.fiscalCode }, '198.51.100.20');
      expect(response.json()).toEqual({ message: GENERIC });
    }
    expect(mailsTo(worker.email)).toHaveLength(MAX_MAILS_PER_ACCOUNT);

    // From one address: ten requests (the five above among them), then nothing more is sent.
    const other = await newWorker(t);
    for (let i = 0; i < 5; i += 1) await forgot({ username: `nessuno.${i}` }, '198.51.100.20');
    const refused = await forgot({ fiscalCode: other.fiscalCode }, '198.51.100.20');
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ message: GENERIC });
    expect(mailsTo(other.email)).toHaveLength(0);
    // Another address is not held back, and sign-in from the first one is not slowed or refused.
    await forgot({ fiscalCode: other.fiscalCode }, '198.51.100.21');
    expect(mailsTo(other.email)).toHaveLength(1);
    expect((await t.call({ method: 'POST', url: '/api/auth/signin', payload: { fiscalCode: other.fiscalCode, password: other.password }, remoteAddress: '198.51.100.20' })).statusCode).toBe(200);
  });
});

describe('using the link', () => {
  it('sets the new password once, clears the obligation and ends every session of the account', async () => {
    const worker = await newWorker(t);
    const old = (await signin(worker.fiscalCode, worker.password)).json();
    expect(old.mustChangePassword).toBe(true);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token: old.accessToken })).statusCode).toBe(200);

    await forgot({ fiscalCode: worker.fiscalCode });
    const token = tokenIn(mailsTo(worker.email)[0].text);
    const shown = await read(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ loginPath: '/auth/login' });

    const set = await reset(token);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ message: 'Password cambiata: accedi con la nuova password', username: null, loginPath: '/auth/login' });
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token: old.accessToken })).statusCode).toBe(401);
    expect((await signin(worker.fiscalCode, worker.password)).statusCode).toBe(401);
    const fresh = await signin(worker.fiscalCode, NEW_PASSWORD);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().mustChangePassword).toBe(false);
    const audit = await t.app.db.selectFrom('auditEntry').select(['action', 'actorId']).where('entity', '=', 'user').where('entityId', '=', worker.id).orderBy('id').execute();
    expect(audit.slice(-2)).toEqual([{ action: 'REQUEST_PASSWORD_RESET', actorId: null }, { action: 'RESET_PASSWORD', actorId: worker.id }]);

    for (const again of [await read(token), await reset(token, 'Ancora-Altra-Password-5')]) {
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('Questo link è già stato usato: accedi con la nuova password o chiedine un altro');
    }
    expect((await signin(worker.fiscalCode, 'Ancora-Altra-Password-5')).statusCode).toBe(401);
  });

  it('refuses a weak or missing password field by field and keeps the link', async () => {
    const worker = await newWorker(t);
    const token = await insertResetToken(t, worker.id);
    const weak = await reset(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ password: 'Password troppo debole: almeno 10 caratteri e non tra le più comuni' });
    const missing = await t.call({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['password']);
    const control = await reset(token, 'Password-Con\u0000-Nul');
    expect(control.statusCode).toBe(400);
    expect(Object.keys(control.json().errors)).toEqual(['password']);
    expect((await read(token)).statusCode).toBe(200);
  });

  it('says an expired or replaced link no longer works, and an unknown one is not valid', async () => {
    const worker = await newWorker(t);
    const expired = await insertResetToken(t, worker.id, { expiresAt: new Date(Date.now() - 60_000).toISOString() });
    for (const response of [await read(expired), await reset(expired)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/^Questo link non vale più: è scaduto/);
    }
    // A newer e-mail replaces the earlier link.
    const first = await insertResetToken(t, worker.id);
    await forgot({ fiscalCode: worker.fiscalCode });
    expect((await read(first)).statusCode).toBe(404);
    expect((await read(tokenIn(mailsTo(worker.email).at(-1)!.text))).statusCode).toBe(200);
    // The expiry is read from the database: a link set back past its 30 minutes is refused.
    const latest = tokenIn(mailsTo(worker.email).at(-1)!.text);
    await t.app.db.updateTable('userToken').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where('tokenHash', '=', createHash('sha256').update(latest).digest('hex')).execute();
    expect((await reset(latest)).statusCode).toBe(404);
    expect((await signin(worker.fiscalCode, NEW_PASSWORD)).statusCode).toBe(401);

    const unknown = await read('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Questo link per reimpostare la password non è valido: controlla di averlo copiato per intero');
  });
});
