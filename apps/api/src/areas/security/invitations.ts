import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/schema.ts';
import type { Services } from '../../lib/services.ts';
import { CODE_LIFETIME_MS, sendMail, storeLinkCode, templatedMail, type CodePurpose } from './codes.ts';

type Db = Kysely<Database>;

/** How long a code lasts, as the dialog and the mail both say it: "7 days", "24 hours". */
export function lifetimeWords(purpose: CodePurpose): string {
  const hours = CODE_LIFETIME_MS[purpose] / 3_600_000;
  if (hours % 24 === 0 && hours > 24) return `${String(hours / 24)} days`;
  return `${String(hours)} hour${hours === 1 ? '' : 's'}`;
}

/** Our wording for the links (ADR 201, ADR 222); the spec has none. */
export const LINK_MESSAGES = {
  canSignIn: 'This user can sign in already. Reset the password first to hand over a link.',
  deactivated: 'This user is deactivated. Activate the user first.',
  claim: (claim: string) => `Issuing this link needs ${claim}.`,
  handOver: (userName: string, purpose: CodePurpose) =>
    `Hand this link to ${userName} with the contract code of their programme. It works once and expires in ${lifetimeWords(purpose)}.`,
} as const;

/**
 * The address of the web app a link starts from: PATHWAY_PUBLIC_URL when set; else the page the
 * administrator is on (the request's Origin: the app and its API are one origin, ADR 217), which is
 * the address the dialog would have built the link on; else the address the request came to. Only
 * signed-in administrators' requests issue links, so a forged Origin changes only their own mail.
 */
export function appAddress(config: Pick<Services['config'], 'publicUrl'>, request: FastifyRequest): string {
  const origin = request.headers.origin;
  const base =
    config.publicUrl ??
    (origin !== undefined && /^https?:\/\/[^/\s]+$/.test(origin) ? origin : `${request.protocol}://${request.host}`);
  return base.endsWith('/') ? base : `${base}/`;
}

export interface IssuedLink {
  purpose: CodePurpose;
  activationCode: string;
  path: string;
  url: string;
  expiresAt: string;
  message: string;
}

interface Invitee {
  id: number;
  userName: string;
  firstName: string;
  email: string;
}

/** The Account Activation template's text when none is active (Maintenance > Email Templates). */
const INVITATION_FALLBACK = {
  subject: 'Activate your Pathway account',
  body: 'Hello {{firstName}},\n\nAn account was created for you in Pathway. Your user name is {{userName}}.\nOpen this link to activate it and choose your password; you will need the contract code of your programme:\n{{activationLink}}\nOr enter this activation code on the Activation page: {{activationCode}}\nThe link and the code are one invitation: it works once and expires in {{expiresIn}}.',
};

function recoveryMail(invitee: Invitee, url: string, code: string, expiresIn: string) {
  return {
    subject: 'Your Pathway password was reset',
    body: `Hello ${invitee.firstName},\n\nan administrator reset the password of ${invitee.userName}.\nOpen this link to choose a new password; you will need the contract code of your programme:\n${url}\nOr enter this recovery code with the contract code on the Activation page to receive a temporary password: ${code}\nThe link and the code are one: it works once and expires in ${expiresIn}.`,
  };
}

/**
 * Issues the one code of an invitation or an administrator's reset and mails it as a link (ADR 222):
 * the mail and the answer the administrator sees carry the same link, the same code and the same
 * expiry. A template that leaves the link out still gets it, with its expiry, at the end: the mail
 * must never send the user to a code the dialog does not know.
 */
export async function issueLink(
  db: Db,
  services: Pick<Services, 'now' | 'log' | 'config'>,
  request: FastifyRequest,
  invitee: Invitee,
  purpose: CodePurpose,
): Promise<IssuedLink> {
  const { code, expiresAt } = await storeLinkCode(db, services, invitee.id, purpose);
  const path = `#/user-activation?code=${code}&choose-password=true`;
  const url = new URL(path, appAddress(services.config, request)).href;
  const expiresIn = lifetimeWords(purpose);
  let mail: { subject: string; body: string };
  if (purpose === 'activation') {
    mail = await templatedMail(
      db,
      'Account Activation',
      {
        firstName: invitee.firstName,
        userName: invitee.userName,
        activationCode: code,
        activationLink: url,
        expiresIn,
      },
      INVITATION_FALLBACK,
    );
    if (!mail.body.includes(url)) {
      mail = { ...mail, body: `${mail.body}\n\nActivation link: ${url}\nIt works once and expires in ${expiresIn}.` };
    }
  } else {
    mail = recoveryMail(invitee, url, code, expiresIn);
  }
  await sendMail(db, services, { to: invitee.email, ...mail });
  return {
    purpose,
    activationCode: code,
    path,
    url,
    expiresAt: expiresAt.toISOString(),
    message: LINK_MESSAGES.handOver(invitee.userName, purpose),
  };
}
