import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeContractCode, lastCodeTo, mailTo, newPerson, withDemoPassword } from './security-fixtures.ts';
import { startTestServer, type TestServer } from './support/server.ts';

interface Link {
  purpose: string;
  activationCode: string;
  path: string;
  url: string;
  expiresAt: string;
  message: string;
}

const DAY = 86_400_000;
const CHOSEN = 'Summer!Jobs2026';
const NOT_VALID = 'This code is not valid or has expired.';

/**
 * One-time activation links (ADR 201): an invitation or a reset is one link, mailed to the user and
 * shown to the administrator to hand over, with one code and one expiry (ADR 222).
 */
describe('activation links', () => {
  let server: TestServer;
  let admin: string;
  let orgstaff: string;
  let viewer: string;
  let contractCode: string;
  beforeAll(async () => {
    server = await startTestServer({ seed: { participants: 0, applicants: 0 } });
    [admin, orgstaff, viewer] = await Promise.all([
      server.login('admin'),
      server.login('orgstaff'),
      server.login('viewer'),
    ]);
    contractCode = await activeContractCode(server, 1);
  });
  afterAll(async () => {
    await server.close();
  });

  const call = (method: string, url: string, token: string | undefined, body?: unknown) =>
    server.call(method, url, { token, body });

  async function createUser(prefix: string) {
    const person = newPerson(prefix);
    const created = await server.call('POST', '/api/users', {
      token: admin,
      body: { ...person, userType: 'organization', organizationIds: [1], roleIds: [2] },
      headers: { origin: 'https://pathway.example.org' },
    });
    expect(created.status).toBe(201);
    const body = created.body as { id: number; activationLink: Link };
    return { ...person, id: body.id, link: body.activationLink };
  }

  const issue = (userId: number, token = admin) => call('POST', `/api/users/${String(userId)}/activation-link`, token);
  const redeem = (activationCode: string, newPassword?: string) =>
    call('POST', '/api/users/validate-user-activation', undefined, { activationCode, contractCode, newPassword });
  const linkCodes = async (userId: number) =>
    (
      await sql<{ expires_at: string; used_at: string | null }>`select expires_at::text, used_at::text
        from one_time_codes where user_id = ${userId} order by id`.execute(server.database.db)
    ).rows;

  it('one invitation: the mail carries the link the administrator is shown, its code and its one expiry', async () => {
    const before = Date.now();
    const person = await createUser('invite');
    const link = person.link;
    expect(link.purpose).toBe('activation');
    expect(link.path).toBe(`#/user-activation?code=${link.activationCode}&choose-password=true`);
    // On the page the administrator was on (the request's Origin), as the dialog shows it.
    expect(link.url).toBe(`https://pathway.example.org/${link.path}`);
    expect(link.message).toBe(
      `Hand this link to ${person.userName} with the contract code of their programme. It works once and expires in 7 days.`,
    );
    const lifetime = new Date(link.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(7 * DAY - 60_000);
    expect(lifetime).toBeLessThanOrEqual(7 * DAY + 60_000);

    const mails = await mailTo(server, person.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Activate your Pathway account');
    // The same link, the same code, and the expiry the dialog states.
    expect(mail?.body).toContain(`\n${link.url}\n`);
    expect(mail?.body).toContain(`activation code on the Activation page: ${link.activationCode}\n`);
    expect(mail?.body).toContain('it works once and expires in 7 days.');
    expect(mail?.body).not.toMatch(/24 hours|expires in (?!7 days)/);
    expect(await lastCodeTo(server, person.email)).toBe(link.activationCode);
    // One code is live, and it expires when the answer says.
    const codes = await linkCodes(person.id);
    expect(codes).toHaveLength(1);
    expect(new Date(codes[0]?.expires_at ?? '').toISOString()).toBe(link.expiresAt);

    const activated = await redeem(link.activationCode, CHOSEN);
    expect(activated).toMatchObject({
      status: 200,
      body: {
        userName: person.userName,
        message: 'Your account is active. Sign in with your user name and the password you chose.',
      },
    });
    // Nothing more went to the mailbox.
    expect(await mailTo(server, person.email)).toHaveLength(1);
    const login = await call('POST', '/api/auth/login', undefined, { username: person.userName, password: CHOSEN });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ isPasswordUpdateRequired: false });
    expect(await redeem(link.activationCode, CHOSEN)).toMatchObject({ status: 404, body: { message: NOT_VALID } });
  });

  it('the mailed code typed on the Activation page is the link’s: it activates with a temporary password, once', async () => {
    const person = await createUser('typed');
    const typed = person.link.activationCode.toLowerCase().replace(/-/g, ' ');
    expect((await redeem(typed)).status).toBe(200);
    expect(await redeem(person.link.activationCode, CHOSEN)).toMatchObject({
      status: 404,
      body: { message: NOT_VALID },
    });
  });

  it('without PATHWAY_PUBLIC_URL or an Origin the link is on the address the request came to', async () => {
    const person = newPerson('host');
    const created = await server.call('POST', '/api/users', {
      token: admin,
      body: { ...person, userType: 'organization', organizationIds: [1], roleIds: [2] },
      headers: { host: 'pathway.internal:8080' },
    });
    const link = (created.body as { activationLink: Link }).activationLink;
    expect(link.url).toBe(`http://pathway.internal:8080/${link.path}`);
    expect((await mailTo(server, person.email))[0]?.body).toContain(link.url);
  });

  it('a template without the link still mails it, with its expiry', async () => {
    const db = server.database.db;
    const template = (
      await sql<{ id: number; body: string }>`select e.id, e.body from email_templates e
        join lookup_options t on t.id = e.template_type_id
        where t.text = 'Account Activation' and e.is_active order by e.id limit 1`.execute(db)
    ).rows[0];
    if (!template) throw new Error('the demo data has no active Account Activation template');
    await sql`update email_templates set body = 'Hello {{firstName}}, welcome to Pathway.' where id = ${template.id}`.execute(
      db,
    );
    try {
      const person = await createUser('bare');
      const body = (await mailTo(server, person.email))[0]?.body;
      expect(body).toBe(
        `Hello ${person.firstName}, welcome to Pathway.\n\nActivation link: ${person.link.url}\nIt works once and expires in 7 days.`,
      );
    } finally {
      await sql`update email_templates set body = ${template.body} where id = ${template.id}`.execute(db);
    }
  });

  it('refuses an expired link', async () => {
    const person = await createUser('expired');
    const link = (await issue(person.id)).body as Link;
    await sql`update one_time_codes set expires_at = now() - interval '1 minute'
      where user_id = ${person.id} and via_link`.execute(server.database.db);
    expect(await redeem(link.activationCode, CHOSEN)).toMatchObject({ status: 404, body: { message: NOT_VALID } });
    const account = (
      await sql<{ is_active: boolean }>`select is_active from users where id = ${person.id}`.execute(server.database.db)
    ).rows[0];
    expect(account?.is_active).toBe(false);
  });

  it('a new link replaces the invitation and is mailed like it; a weak password is refused and the link still works', async () => {
    const person = await createUser('again');
    const first = person.link;
    const second = (await issue(person.id)).body as Link;
    expect(second.activationCode).not.toBe(first.activationCode);
    expect(second.message).toBe(first.message);
    // The newest mail carries the new link: the mailbox and the dialog never disagree.
    const mails = await mailTo(server, person.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.body).toContain(second.url);
    expect((await redeem(first.activationCode, CHOSEN)).status).toBe(404);
    const weak = await redeem(second.activationCode, 'short');
    expect(weak.status).toBe(422);
    expect(weak.body).toHaveProperty('newPassword');
    expect((await redeem(second.activationCode, CHOSEN)).status).toBe(200);
  });

  it('a reset is one recovery link, mailed and answered, for 24 hours; a user who can sign in or is deactivated gets none', async () => {
    const person = await createUser('reset');
    await withDemoPassword(server, person.id);
    const canSignIn = await issue(person.id);
    expect(canSignIn).toMatchObject({
      status: 409,
      body: { message: 'This user can sign in already. Reset the password first to hand over a link.' },
    });
    const before = Date.now();
    const reset = await server.call('POST', '/api/users/reset-password', {
      token: admin,
      body: { userId: person.id },
      headers: { origin: 'https://pathway.example.org' },
    });
    expect(reset.status).toBe(200);
    const { message, activationLink: link } = reset.body as { message: string; activationLink: Link };
    expect(message).toBe('A recovery link was sent to the user’s e-mail address.');
    expect(link.purpose).toBe('password-recovery');
    expect(link.url).toBe(`https://pathway.example.org/${link.path}`);
    expect(link.message).toBe(
      `Hand this link to ${person.userName} with the contract code of their programme. It works once and expires in 24 hours.`,
    );
    const lifetime = new Date(link.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(DAY - 60_000);
    expect(lifetime).toBeLessThanOrEqual(DAY + 60_000);
    const mail = (await mailTo(server, person.email)).at(-1);
    expect(mail?.subject).toBe('Your Pathway password was reset');
    expect(mail?.body).toContain(`\n${link.url}\n`);
    expect(mail?.body).toContain(`: ${link.activationCode}\n`);
    expect(mail?.body).toContain('it works once and expires in 24 hours.');
    expect(await redeem(link.activationCode, CHOSEN)).toMatchObject({
      status: 200,
      body: { message: 'Your password was changed. Sign in with your user name and the password you chose.' },
    });
    expect(
      (await call('POST', '/api/auth/login', undefined, { username: person.userName, password: CHOSEN })).status,
    ).toBe(200);

    expect((await call('POST', `/api/users/${String(person.id)}/deactivate`, admin)).status).toBe(204);
    await sql`update users set password_hash = null where id = ${person.id}`.execute(server.database.db);
    expect(await issue(person.id)).toMatchObject({
      status: 409,
      body: { message: 'This user is deactivated. Activate the user first.' },
    });
  });

  it('a user without ADD_NEW_USER or RESET_USER_PASSWORDS gets no link', async () => {
    const person = await createUser('denied');
    expect((await issue(person.id, orgstaff)).status).toBe(403);
    expect((await issue(person.id, viewer)).status).toBe(403);
    expect((await call('POST', `/api/users/${String(person.id)}/activation-link`, undefined)).status).toBe(401);
    // Only the invitation's link: no other was issued, and it still works.
    const links = (
      await sql<{ n: number }>`select count(*)::int as n from one_time_codes
        where user_id = ${person.id} and via_link`.execute(server.database.db)
    ).rows[0];
    expect(links?.n).toBe(1);
    expect((await redeem(person.link.activationCode, CHOSEN)).status).toBe(200);
  });
});
