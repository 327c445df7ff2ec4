import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { clientUserBody, demoClientOf, insertInvitationToken, newClientUser } from '../helpers/access-rows-invitation';
import { startSmtp, type TestSmtp } from '../helpers/smtp';

let t: TestApp;
let smtp: TestSmtp;
let aurora: number;
let napoli: number;
const PASSWORD = 'Portineria-Aurora-77';

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url() });
  const companies = await demoCompanyIds(t);
  aurora = (await demoClientOf(t, companies[0])).id;
  napoli = (await demoClientOf(t, companies[2])).id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Invites through the API and answers the token read from the e-mail that arrived. */
const invite = async (body: Record<string, unknown>, who: 'admin' | 'moderator' = 'admin') => {
  const before = smtp.received.length;
  const response = await t.call({ method: 'POST', url: '/api/invitation', token: await t.login(who), payload: body, headers: { host: 'presidio.example.it' } });
  expect(response.statusCode, response.body).toBe(201);
  const [mail] = (await smtp.waitFor(before + 1)).slice(before);
  return { response, mail, token: tokenIn(mail.text) };
};

const tokenIn = (text: string) => {
  const link = /http:\/\/presidio\.example\.it\/auth\/invitation\?token=([A-Za-z0-9_-]+)/.exec(text);
  expect(link, text).not.toBeNull();
  return link![1];
};

const read = (token: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url: `/api/invitation/${token}`, headers });
const accept = (token: string, password: string = PASSWORD, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: `/api/invitation/${token}`, payload: { password }, headers });
const signin = (username: string, password = PASSWORD) => t.call({ method: 'POST', url: '/api/auth/signin', payload: { username, password } });

describe('inviting a client user by e-mail', () => {
  it('creates the user without a usable password and mails a single-use link valid 7 days; only its hash is kept', async () => {
    const body = clientUserBody(aurora, { firstName: 'Lucia', lastName: 'Amministratrice' });
    const { response, mail, token } = await invite(body);
    const answer = response.json();
    expect(answer).toMatchObject({ message: `Utente creato e invito inviato a ${body.email}: il link vale 7 giorni`, emailSent: true, username: body.username, clientId: aurora, roles: ['ROLE_CLIENT'], mustChangePassword: true });
    expect(answer).not.toHaveProperty('temporaryPassword');
    const days = (Date.parse(answer.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    expect(mail.to).toBe(body.email);
    expect(mail.subject).toBe('Il tuo accesso a Presidio');
    expect(mail.text).toContain('Buongiorno Lucia Amministratrice,');
    expect(mail.text).toContain('Mario Rossi di Presidio Sicurezza S.r.l.');
    expect(mail.text).toContain(`Il tuo nome utente: ${body.username}`);
    expect(mail.html).toContain(`<a href="http://presidio.example.it/auth/invitation?token=${token}">`);

    const rows = await t.app.db.selectFrom('userToken').selectAll().where('userId', '=', answer.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'INVITE', usedAt: null, tokenHash: createHash('sha256').update(token).digest('hex') });
    expect(JSON.stringify(rows)).not.toContain(token);
    const audit = await t.app.db.selectFrom('auditEntry').select(['action', 'actorId']).where('entity', '=', 'user').where('entityId', '=', answer.id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'INVITE']);

    // Nobody knows the password: not even an empty or a guessed one opens the account.
    expect((await signin(body.username, 'Presidio.2026')).statusCode).toBe(401);
  });

  it('shows whom the link is for, nothing more; then the chosen password opens the account once', async () => {
    const body = clientUserBody(aurora);
    const { token, response } = await invite(body);
    const shown = await read(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({ firstName: 'Marta', lastName: body.lastName, username: body.username, email: body.email });

    const set = await accept(token);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ message: 'Password impostata: ora puoi accedere', username: body.username, loginPath: '/login-client' });
    const signedIn = await signin(body.username);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ mustChangePassword: false, roles: ['ROLE_CLIENT'] });
    const audit = await t.app.db.selectFrom('auditEntry').select(['action', 'actorId']).where('entity', '=', 'user').where('entityId', '=', response.json().id).orderBy('id').execute();
    expect(audit.at(-1)).toEqual({ action: 'ACCEPT_INVITATION', actorId: response.json().id });

    // Used: both reading and using it again are refused, with what to do instead.
    for (const again of [await read(token), await accept(token, 'Altra-Password-Forte-9')]) {
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('Questo invito è già stato usato: accedi con la password che hai scelto');
    }
    expect((await signin(body.username, 'Altra-Password-Forte-9')).statusCode).toBe(401);
  });

  it('refuses a weak or missing password field by field, in the language asked, and keeps the link', async () => {
    const { token } = await invite(clientUserBody(aurora));
    const weak = await accept(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ password: 'Password troppo debole: almeno 10 caratteri e non tra le più comuni' });
    const spanish = await accept(token, '1234567890', { 'accept-language': 'es' });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().errors.password).toBe('Contraseña demasiado débil: al menos 10 caracteres y no entre las más comunes');
    const missing = await t.call({ method: 'POST', url: `/api/invitation/${token}`, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['password']);
    expect((await read(token)).statusCode).toBe(200);
  });

  it('says an expired link has expired, and an unknown one is not valid', async () => {
    const user = await newClientUser(t, aurora);
    const expired = await insertInvitationToken(t, user.id, { expiresAt: new Date(Date.now() - 60_000).toISOString() });
    for (const response of [await read(expired), await accept(expired)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Questo invito non vale più: è scaduto o ne è stato inviato uno più recente. Chiedi all'ufficio un nuovo invito");
    }
    const unknown = await read('x'.repeat(43), { 'accept-language': 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This invitation link is not valid: check that you copied all of it');
  });

  it('a new invitation replaces the previous link, which stops working', async () => {
    const { token: first, response } = await invite(clientUserBody(aurora));
    const id = response.json().id as number;
    const before = smtp.received.length;
    const again = await t.call({ method: 'POST', url: `/api/invitation/user/${id}`, token: await t.login('moderator'), headers: { host: 'presidio.example.it' } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id, emailSent: true, message: `Invito inviato a ${response.json().email}: il link vale 7 giorni` });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail.text).toContain('Laura Bianchi di Presidio Sicurezza S.r.l.');
    const second = tokenIn(mail.text);
    expect(second).not.toBe(first);
    expect((await read(first)).json().message).toMatch(/^Questo invito non vale più/);
    expect((await accept(first)).statusCode).toBe(404);
    expect((await accept(second)).statusCode).toBe(200);
  });

  it('a deactivated user cannot be invited, and their link stops working', async () => {
    const { token, response } = await invite(clientUserBody(aurora));
    const id = response.json().id as number;
    const off = await t.call({ method: 'POST', url: `/api/user/${id}/deactivate`, token: await t.login('admin') });
    expect(off.statusCode, off.body).toBe(200);
    expect((await read(token)).statusCode).toBe(404);
    const again = await t.call({ method: 'POST', url: `/api/invitation/user/${id}`, token: await t.login('admin') });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("L'utente è disattivato: riattivalo prima di invitarlo");
  });

  it('follows the rules of user creation: the body, the company, the roles the caller may grant', async () => {
    const moderator = await t.login('moderator');
    const empty = await t.call({ method: 'POST', url: '/api/invitation', token: moderator, payload: { roles: ['ROLE_CLIENT'], clientId: aurora } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('email');
    const otherCompany = await t.call({ method: 'POST', url: '/api/invitation', token: moderator, payload: clientUserBody(napoli) });
    expect(otherCompany.statusCode).toBe(403);
    const noClient = await t.call({ method: 'POST', url: '/api/invitation', token: moderator, payload: clientUserBody(999_999) });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().errors).toEqual({ clientId: expect.any(String) });
    const taken = await t.call({ method: 'POST', url: '/api/invitation', token: moderator, payload: clientUserBody(aurora, { username: 'cliente.demo' }) });
    expect(taken.statusCode).toBe(409);
    // Another company's user, or an administrator (of no company), is not there for the moderator, as in api/user.
    const far = await newClientUser(t, napoli);
    expect((await t.call({ method: 'POST', url: `/api/invitation/user/${far.id}`, token: moderator })).statusCode).toBe(404);
    const admin = await t.app.db.selectFrom('user').select('id').where('fiscalCode', '=', 'RSSMRA80A01H501U').executeTakeFirstOrThrow();
    expect((await t.call({ method: 'POST', url: `/api/invitation/user/${admin.id}`, token: moderator })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/invitation/user/abc', token: moderator })).statusCode).toBe(400);
    expect((await t.call({ method: 'POST', url: '/api/invitation/user/999999', token: moderator })).statusCode).toBe(404);
  });

  it('writes the e-mail in the invited user’s language', async () => {
    const body = clientUserBody(aurora, { language: 'en' });
    const { mail } = await invite(body);
    expect(mail.subject).toBe('Your access to Presidio');
    expect(mail.text).toContain(`Your username: ${body.username}`);
  });

  it('tells the office when the e-mail could not be sent; sending again works once the server accepts', async () => {
    smtp.refuse(true);
    let response;
    try {
      response = await t.call({ method: 'POST', url: '/api/invitation', token: await t.login('admin'), payload: clientUserBody(aurora) });
    } finally {
      smtp.refuse(false);
    }
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ emailSent: false, message: `L'e-mail a ${response.json().email} non è partita: riprova con «Invia di nuovo l'invito» più tardi` });
    const again = await t.call({ method: 'POST', url: `/api/invitation/user/${response.json().id}`, token: await t.login('admin') });
    expect(again.json()).toMatchObject({ emailSent: true });
  });

  it('counts unknown links like failed sign-ins: too many from one address answer 429', async () => {
    const from = { remoteAddress: '203.0.113.25' };
    for (let i = 0; i < 10; i += 1) {
      const guess = await t.call({ method: 'GET', url: `/api/invitation/guess${i}`, ...from });
      expect(guess.statusCode).toBe(404);
    }
    const limited = await t.call({ method: 'GET', url: '/api/invitation/guess-more', ...from });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Even a live link waits: the address is refused whatever it sends.
    const user = await newClientUser(t, aurora);
    const live = await insertInvitationToken(t, user.id);
    expect((await t.call({ method: 'POST', url: `/api/invitation/${live}`, payload: { password: PASSWORD }, ...from })).statusCode).toBe(429);
    // Another address is not affected.
    expect((await t.call({ method: 'GET', url: `/api/invitation/${live}`, remoteAddress: '203.0.113.26' })).statusCode).toBe(200);
  });

  it('never answers a password hash', () => {
    expectNoPasswordHash(t);
  });
});
