import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../src/dev/mailCatcher.ts';
import { startMailDrain } from '../src/lib/mail.ts';
import { activeContractCode, newPerson } from './security-fixtures.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * `npm start`'s mail catcher (ADR 201) is a real SMTP server: the server's outbox drains into it
 * over SMTP with nodemailer, and the message is read back from its folder and its web inbox.
 */
describe('the development mail catcher', () => {
  let server: TestServer;
  let catcher: MailCatcher;
  let stopDrain: () => void;
  let dir: string;
  let admin: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pathway-mail-'));
    catcher = await startMailCatcher({ dir, smtpPort: 0, webPort: 0 });
    server = await startTestServer({ seed: { participants: 0, applicants: 0 } });
    stopDrain = startMailDrain(server.database.db, {
      smtpUrl: `smtp://127.0.0.1:${String(catcher.smtpPort)}`,
      log: () => undefined,
      everyMs: 100,
    });
    admin = await server.login('admin');
  });
  afterAll(async () => {
    stopDrain();
    await catcher.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function mailTo(address: string): Promise<CaughtMail> {
    let found: CaughtMail | undefined;
    await expect
      .poll(
        async () => {
          found = (await catcher.messages()).find((mail) => mail.to.includes(address));
          return found !== undefined;
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe(true);
    if (!found) throw new Error(`no mail to ${address}`);
    return found;
  }

  it('a new user’s activation mail arrives over SMTP: recipient, the Account Activation template’s subject, a code that works', async () => {
    const person = newPerson('smtp');
    const created = await server.call('POST', '/api/users', {
      token: admin,
      body: { ...person, userType: 'organization', organizationIds: [1], roleIds: [2] },
    });
    expect(created.status).toBe(201);
    const mail = await mailTo(person.email);
    expect(mail.to).toEqual([person.email]);
    expect(mail.from).toMatch(/<no-reply@pathway\.example\.org>$/);
    // Maintenance > Email Templates, type Account Activation, as the demo data holds it.
    expect(mail.subject).toBe('Activate your Pathway account');
    expect(mail.text).toContain(`Hello ${person.firstName},`);
    expect(mail.text).toContain(`Your user name is ${person.userName}.`);
    // The invitation's one code, also in its link (ADR 222).
    const code = /: ([A-Z0-9]{4}(?:-[A-Z0-9]{4}){3})\s/.exec(mail.text)?.[1];
    expect(mail.text).toContain(`#/user-activation?code=${code ?? '?'}&choose-password=true`);
    expect(code).toBeDefined();
    const activated = await server.call('POST', '/api/users/validate-user-activation', {
      body: { activationCode: code, contractCode: await activeContractCode(server, 1) },
    });
    expect(activated.status).toBe(200);
    // The temporary password follows through the catcher too.
    await expect
      .poll(async () =>
        (await catcher.messages()).some(
          (caught) => caught.to.includes(person.email) && caught.subject === 'Your temporary Pathway password',
        ),
      )
      .toBe(true);
    expect(readdirSync(dir).filter((name) => name.endsWith('.eml')).length).toBeGreaterThanOrEqual(2);
  });

  it('its inbox, on loopback, lists the mail newest first and serves each as an .eml file', async () => {
    const person = newPerson('inbox');
    await server.call('POST', '/api/users', {
      token: admin,
      body: { ...person, userType: 'organization', organizationIds: [1], roleIds: [2] },
    });
    const mail = await mailTo(person.email);
    const base = `http://127.0.0.1:${String(catcher.webPort)}`;
    const page = await fetch(`${base}/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(person.email);
    expect(html).toContain('Activate your Pathway account');
    const listed = (await (await fetch(`${base}/api/messages`)).json()) as CaughtMail[];
    expect(listed.map((caught) => caught.id)).toContain(mail.id);
    const raw = await fetch(`${base}/messages/${encodeURIComponent(mail.id)}.eml`);
    expect(raw.status).toBe(200);
    expect(await raw.text()).toContain(`To: ${person.email}`);
    expect((await fetch(`${base}/messages/unknown.eml`)).status).toBe(404);
  });
});
