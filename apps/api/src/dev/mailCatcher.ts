import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The development mail catcher of `npm start` (ADR 201): an SMTP server on loopback that accepts
 * every message the API sends and keeps it as an .eml file, and a web inbox on loopback to read
 * them. It relays nothing, needs no login and opens no connection of its own.
 */
export interface CaughtMail {
  /** The .eml file's name in the folder. */
  id: string;
  from: string;
  to: string[];
  subject: string;
  date: string;
  text: string;
}

export interface MailCatcher {
  smtpPort: number;
  webPort: number;
  dir: string;
  /** Every message caught, oldest first, read from the folder. */
  messages: () => Promise<CaughtMail[]>;
  close: () => Promise<void>;
}

const LOOPBACK = '127.0.0.1';

export async function readMail(dir: string, id: string): Promise<CaughtMail> {
  const parsed = await simpleParser(readFileSync(join(dir, id)));
  const addresses = (value: typeof parsed.to): string[] =>
    (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) =>
      group.value.map((entry) => entry.address ?? ''),
    );
  return {
    id,
    from: parsed.from?.text ?? '',
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    date: (parsed.date ?? new Date(0)).toISOString(),
    text: parsed.text ?? '',
  };
}

async function readAll(dir: string): Promise<CaughtMail[]> {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(names.map((name) => readMail(dir, name)));
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function inboxPage(mails: CaughtMail[]): string {
  const rows = [...mails]
    .reverse()
    .map(
      (mail) => `<article><h2>${escape(mail.subject)}</h2>
<p><strong>To:</strong> ${escape(mail.to.join(', '))} · <strong>From:</strong> ${escape(mail.from)} · <time>${escape(mail.date)}</time> · <a href="/messages/${encodeURIComponent(mail.id)}.eml">${escape(mail.id)}</a></p>
<pre>${escape(mail.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pathway mail catcher</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}article{border-top:1px solid #ccc;padding:0.5rem 0}pre{white-space:pre-wrap}</style></head>
<body><main><h1>Pathway mail catcher</h1><p>${String(mails.length)} message${mails.length === 1 ? '' : 's'}, newest first. Nothing here left this computer.</p>
${rows || '<p>No mail yet.</p>'}</main></body></html>`;
}

/** Starts the catcher; port 0 picks a free port (tests). */
export async function startMailCatcher(options: {
  dir: string;
  smtpPort?: number;
  webPort?: number;
}): Promise<MailCatcher> {
  const { dir } = options;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let sequence = 0;
  const smtp = new SMTPServer({
    // Loopback only and nothing is relayed, so no login and no TLS: any client on this computer may drop mail.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    banner: 'Pathway mail catcher (development)',
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        sequence += 1;
        const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(4, '0')}.eml`;
        try {
          writeFileSync(join(dir, id), Buffer.concat(chunks));
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((done, fail) => {
    smtp.server.once('error', fail);
    smtp.listen(options.smtpPort ?? 1025, LOOPBACK, () => done());
  });
  const web: HttpServer = createHttpServer((request, response) => {
    void (async () => {
      // Mail holds activation and recovery codes: only this computer's own requests for the inbox
      // itself are answered, never another origin's page (CORS is never granted) nor a foreign
      // host name pointed at loopback (DNS rebinding).
      const port = (web.address() as AddressInfo).port;
      const own = [`${LOOPBACK}:${String(port)}`, `localhost:${String(port)}`];
      const { host, origin } = request.headers;
      const site = request.headers['sec-fetch-site'];
      if (
        !own.includes(host ?? '') ||
        (origin !== undefined && origin !== `http://${host ?? ''}`) ||
        (site !== undefined && site !== 'same-origin' && site !== 'none')
      ) {
        response.writeHead(403, { 'content-type': 'text/plain' }).end('The mail catcher answers its own pages only.');
        return;
      }
      const url = new URL(request.url ?? '/', `http://${LOOPBACK}`);
      const mails = await readAll(dir);
      if (url.pathname === '/api/messages') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
        return;
      }
      const raw = /^\/messages\/(.+)\.eml$/.exec(url.pathname)?.[1];
      const name = raw === undefined ? undefined : decodeURIComponent(raw);
      if (name !== undefined) {
        const known = mails.find((mail) => mail.id === name);
        if (!known) response.writeHead(404, { 'content-type': 'text/plain' }).end('No such message.');
        else response.writeHead(200, { 'content-type': 'message/rfc822' }).end(readFileSync(join(dir, known.id)));
        return;
      }
      if (url.pathname === '/') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(inboxPage(mails));
        return;
      }
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.');
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((done, fail) => {
    web.once('error', fail);
    web.listen(options.webPort ?? 1080, LOOPBACK, () => done());
  });
  return {
    smtpPort: (smtp.server.address() as AddressInfo).port,
    webPort: (web.address() as AddressInfo).port,
    dir,
    messages: () => readAll(dir),
    close: async () => {
      await new Promise<void>((done) => smtp.close(() => done()));
      await new Promise<void>((done) => web.close(() => done()));
    },
  };
}
