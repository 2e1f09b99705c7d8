import type { IntegrityFinding, IntegrityKind } from '@pathway/api-client';

/** What each kind of finding means, and what it does not prove (ADR 227), said once per group. */
export const kindMeaning: Record<IntegrityKind, string> = {
  'Shared Account':
    'One bank account or card on file for participants of more households than Payroll Settings allow. A foster parent or a family that moved looks the same.',
  'Shared Contact':
    'One address, phone or e-mail given by more participants than a household. Group homes and shelters look the same.',
  SSN: 'An SSN that cannot have been issued, or one name and birth date under two SSNs. A typing mistake is the commonest cause.',
  Hours:
    'Hours at or near the youth hour cap in most periods, or time for days outside the job assignment or on the worksite’s closed days. Some participants do work every hour allowed.',
  'Separation of Duties':
    'The user who entered timesheets also approved them for payroll, where Payroll Settings require two people.',
  Requirements:
    'A participant paid without an interview, orientation or document that their programme requires on file. It may be on paper, not yet uploaded.',
};

/** What the pre-flight of a card-provider file makes of a finding, in words. */
export const preflightText: Record<IntegrityFinding['preflight'], string> = {
  Error: 'Stops the file until acknowledged',
  Warning: 'Warning in the pre-flight',
  None: 'Not in the pre-flight',
};

/** The participants of a finding by name: "Carter, Jasmine; Nguyen, Marcus and 5 more". */
export function participantNames(finding: IntegrityFinding, shown = 3): string {
  const names = finding.participants.map((person) => person.name);
  if (names.length <= shown) return names.join('; ');
  return `${names.slice(0, shown).join('; ')} and ${String(names.length - shown)} more`;
}

/** A finding's name in its button and its dialog: "Shared Account finding of Carter, Jasmine; …". */
export const findingName = (finding: IntegrityFinding) => `${finding.kind} finding of ${participantNames(finding)}`;

export const ACKNOWLEDGED = 'Integrity finding successfully acknowledged';
export const SETTINGS_UPDATED = 'Integrity settings successfully updated';
