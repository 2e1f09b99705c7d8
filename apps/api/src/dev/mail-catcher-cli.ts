// `npm start`'s mail catcher (ADR 201): every mail the API sends in development lands here, on
// loopback, instead of anyone's mailbox. Not part of `npm run serve`.
import { join, resolve } from 'node:path';
import { stateDir } from '../core/stateDir.ts';
import { startMailCatcher } from './mailCatcher.ts';

const port = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65_535)
    throw new Error(`${name} is not a port: ${String(value)}`);
  return value;
};

const dir = resolve(process.env.PATHWAY_MAIL_DIR ?? join(stateDir(), 'mail'));
try {
  const catcher = await startMailCatcher({
    dir,
    smtpPort: port('PATHWAY_MAIL_SMTP_PORT', 1025),
    webPort: port('PATHWAY_MAIL_WEB_PORT', 1080),
  });
  process.stdout.write(
    `mail catcher: SMTP on 127.0.0.1:${String(catcher.smtpPort)}, inbox on http://127.0.0.1:${String(catcher.webPort)}/, messages kept in ${dir}\n`,
  );
  const stop = () => void catcher.close().then(() => process.exit(0));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
} catch (error) {
  process.stderr.write(`mail catcher could not start: ${(error as Error).message}\n`);
  process.exit(1);
}
