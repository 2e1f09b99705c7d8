import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_ONLY } from '../src/seed/run.ts';
import { queueMail, startMailDrain } from '../src/lib/mail.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * The outbox leaves through SMTP with nodemailer (10, ADR 188): a loopback SMTP server of a few
 * lines receives what the drain sends, and the row is marked sent.
 */
function smtpSink(received: string[]): Server {
  return createServer((socket) => {
    let data = false;
    let message = '';
    socket.write('220 sink.pathway.test ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\r\n')) {
        if (data) {
          if (line === '.') {
            data = false;
            received.push(message);
            message = '';
            socket.write('250 queued\r\n');
          } else message += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink.pathway.test\r\n');
        else if (verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP') socket.write('250 ok\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
      }
    });
  });
}

describe('the mail outbox over SMTP', () => {
  let server: TestServer;
  let sink: Server;
  const received: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ seed: CORE_ONLY });
    sink = smtpSink(received);
    await new Promise<void>((done) => sink.listen(0, '127.0.0.1', done));
  });
  afterAll(async () => {
    await new Promise((done) => sink.close(done));
    await server.close();
  });

  it('sends a queued mail once and marks it sent', async () => {
    const { port } = sink.address() as AddressInfo;
    await sql`delete from mail_outbox`.execute(server.database.db);
    await queueMail(server.database.db, {
      to: 'keisha.coleman@partner4work.org',
      subject: 'Your Pathway user name',
      body: 'Hello,\n\nthe Pathway user name for this address: kcoleman.',
    });
    const logged: string[] = [];
    const stop = startMailDrain(server.database.db, {
      smtpUrl: `smtp://127.0.0.1:${String(port)}`,
      log: (line) => logged.push(line),
      everyMs: 100,
    });
    try {
      await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    } finally {
      stop();
    }
    expect(logged).toEqual([]);
    expect(received[0]).toContain('To: keisha.coleman@partner4work.org');
    expect(received[0]).toContain('Subject: Your Pathway user name');
    expect(received[0]).toContain('kcoleman');
    const unsent = (
      await sql<{ n: number }>`select count(*)::int as n from mail_outbox where sent_at is null`.execute(
        server.database.db,
      )
    ).rows[0]?.n;
    expect(unsent).toBe(0);
  });
});
