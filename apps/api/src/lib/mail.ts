import { sql, type Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../core/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/** Mail is written to the outbox inside the operation's transaction: it leaves only if the write commits. */
export async function queueMail(db: Kysely<Database>, mail: Mail): Promise<void> {
  await db.insertInto('mail_outbox').values({ to_address: mail.to, subject: mail.subject, body: mail.body }).execute();
}

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
}

/**
 * Drains the outbox: through SMTP when PATHWAY_SMTP_URL is set (smtp://user:pass@host:port), into
 * the server log otherwise (development). One drainer per deployment sends each mail once; rows are
 * claimed with SKIP LOCKED so two would not collide either.
 */
export function startMailDrain(
  db: Kysely<Database>,
  options: { smtpUrl: string | undefined; from?: string; log: (line: string) => void; everyMs?: number },
): () => void {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  let busy = false;
  const drain = async () => {
    if (busy) return;
    busy = true;
    try {
      await db.transaction().execute(async (trx) => {
        const rows: OutboxRow[] = await trx
          .selectFrom('mail_outbox')
          .select(['id', 'to_address', 'subject', 'body'])
          .where('sent_at', 'is', null)
          .orderBy('id')
          .limit(20)
          .forUpdate()
          .skipLocked()
          .execute();
        for (const row of rows) {
          if (transport) {
            await transport.sendMail({
              from: options.from ?? 'Pathway <no-reply@pathway.example.org>',
              to: row.to_address,
              subject: row.subject,
              text: row.body,
            });
          } else {
            options.log(`mail to ${row.to_address}: ${row.subject}\n${row.body}`);
          }
          await trx
            .updateTable('mail_outbox')
            .set({ sent_at: sql<string>`now()` })
            .where('id', '=', row.id)
            .execute();
        }
      });
    } catch (error) {
      options.log(`mail not sent: ${(error as Error).message}`);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void drain(), options.everyMs ?? 5000);
  timer.unref();
  return () => clearInterval(timer);
}
