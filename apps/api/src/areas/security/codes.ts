import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/schema.ts';
import type { Services } from '../../lib/services.ts';
import { ownEntry } from '../../lib/allowList.ts';

export type CodePurpose = 'activation' | 'password-recovery';

/**
 * How long a code may be redeemed (ADR 063, ADR 222): an invitation a week (the administrator chose
 * the address it goes to), a recovery a day (it opens an account someone already uses).
 */
export const CODE_LIFETIME_MS: Record<CodePurpose, number> = {
  activation: 7 * 86_400_000,
  'password-recovery': 86_400_000,
};

// No 0/O, 1/I/L: the code is read from an e-mail and typed.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A code as typed: letters in any case, with or without the hyphen and spaces. */
export function normalizeCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * Codes are random (8 characters of 31, about 40 bits) and expire, so a plain SHA-256 is enough to
 * keep them unreadable at rest and still find a code without the user name.
 */
export function codeHash(code: string): string {
  return createHash('sha256').update(normalizeCode(code)).digest('hex');
}

export function newCode(): string {
  const pick = () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)] ?? 'X';
  const part = () => Array.from({ length: 4 }, pick).join('');
  return `${part()}-${part()}`;
}

/** Stores a code for a user (voiding their earlier unused codes of the purpose) and returns it. */
export async function storeCode(
  db: Kysely<Database>,
  services: Pick<Services, 'now'>,
  userId: number,
  purpose: CodePurpose,
  code = newCode(),
): Promise<string> {
  const now = services.now();
  await voidCodes(db, services, userId, purpose);
  await insertCode(db, { userId, purpose, code, expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS[purpose]) });
  return code;
}

/** Only the code's hash is kept, so a leaked table redeems nothing. */
async function insertCode(
  db: Kysely<Database>,
  code: { userId: number; purpose: CodePurpose; code: string; expiresAt: Date; viaLink?: boolean },
) {
  await db
    .insertInto('one_time_codes')
    .values({
      purpose: code.purpose,
      code_hash: codeHash(code.code),
      user_id: code.userId,
      expires_at: code.expiresAt.toISOString(),
      ...(code.viaLink ? { via_link: true } : {}),
    })
    .execute();
}

/**
 * The one code of an invitation or an administrator's reset (ADR 222): mailed as a link and shown
 * once as the same link, so twice as long as a typed code (about 80 bits). It voids every earlier
 * unused code of the purpose (a mailed code, an earlier link): the newest mail and the dialog are
 * the only way in, and they are one. It lives as long as any code of its purpose (CODE_LIFETIME_MS).
 */
export async function storeLinkCode(
  db: Kysely<Database>,
  services: Pick<Services, 'now'>,
  userId: number,
  purpose: CodePurpose,
): Promise<{ code: string; expiresAt: Date }> {
  const code = `${newCode()}-${newCode()}`;
  const expiresAt = new Date(services.now().getTime() + CODE_LIFETIME_MS[purpose]);
  await voidCodes(db, services, userId, purpose);
  await insertCode(db, { userId, purpose, code, expiresAt, viaLink: true });
  return { code, expiresAt };
}

export interface LiveCode {
  id: number;
  user_id: number;
  purpose: CodePurpose;
}

/** The unused, unexpired code a user typed, if any. */
export async function findLiveCode(
  db: Kysely<Database>,
  services: Pick<Services, 'now'>,
  code: string,
): Promise<LiveCode | undefined> {
  return (
    db
      .selectFrom('one_time_codes')
      .select(['id', 'user_id', 'purpose'])
      // Only storeCode and storeLinkCode write codes, each with a CodePurpose.
      .$narrowType<{ purpose: CodePurpose }>()
      .where('code_hash', '=', codeHash(code))
      .where('used_at', 'is', null)
      .where('expires_at', '>', services.now().toISOString())
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
  );
}

export async function useCode(db: Kysely<Database>, services: Pick<Services, 'now'>, id: number): Promise<void> {
  await db.updateTable('one_time_codes').set({ used_at: services.now().toISOString() }).where('id', '=', id).execute();
}

/** Voids a user's unused codes of a purpose (a deactivated user's invitation). */
export async function voidCodes(
  db: Kysely<Database>,
  services: Pick<Services, 'now'>,
  userId: number,
  purpose: CodePurpose,
): Promise<void> {
  await unusedCodes(db, services, userId, purpose).execute();
}

/** Marks a user's unused codes of a purpose used now; a caller may narrow which. */
function unusedCodes(db: Kysely<Database>, services: Pick<Services, 'now'>, userId: number, purpose: CodePurpose) {
  return db
    .updateTable('one_time_codes')
    .set({ used_at: services.now().toISOString() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null);
}

const LOWER = 'abcdefghjkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!#$%*+-=?@';

/**
 * A temporary password that meets the policy of spec section 5 (16 characters, each class present);
 * it is issued already expired, so the first sign-in asks for a new one.
 */
export function temporaryPassword(): string {
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  const from = (set: string) => set[randomInt(set.length)] ?? 'x';
  const chars = [from(LOWER), from(UPPER), from(DIGITS), from(SPECIAL)];
  while (chars.length < 16) chars.push(from(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? 'x', chars[i] ?? 'x'];
  }
  return chars.join('');
}

/**
 * Mail goes to the outbox (a sender with SMTP delivers it) and, while no SMTP relay is configured
 * (development), to the server log so a developer can follow the link or code.
 */
export async function sendMail(
  db: Kysely<Database>,
  services: Pick<Services, 'log' | 'config'>,
  mail: { to: string; subject: string; body: string },
): Promise<void> {
  await db.insertInto('mail_outbox').values({ to_address: mail.to, subject: mail.subject, body: mail.body }).execute();
  if (!services.config.smtpUrl) services.log.info({ mail }, 'mail (outbox; no SMTP configured)');
}

/**
 * A mail written from the active template of its type in Maintenance > Email Templates (the
 * organization-wide one first), its `{{name}}` placeholders filled; the fallback when none is active.
 */
export async function templatedMail(
  db: Kysely<Database>,
  type: 'Account Activation',
  values: Record<string, string>,
  fallback: { subject: string; body: string },
): Promise<{ subject: string; body: string }> {
  const template =
    (await db
      .selectFrom('email_templates as e')
      .innerJoin('lookup_options as t', 't.id', 'e.template_type_id')
      .select(['e.subject', 'e.body'])
      .where('t.lookup_name', '=', 'email-template-types')
      .where('t.text', '=', type)
      .where('e.is_active', '=', true)
      .orderBy('e.organization_id', (order) => order.nullsFirst())
      .orderBy('e.id')
      .limit(1)
      .executeTakeFirst()) ?? fallback;
  const fill = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => ownEntry(values, name) ?? match);
  return { subject: fill(template.subject), body: fill(template.body) };
}
