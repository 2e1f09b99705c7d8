export type UserType = 'global' | 'organization' | 'contractor';

/** Who is calling, read from the verified token and the user's current row. */
export interface Principal {
  id: number;
  userName: string;
  userType: UserType;
  organizationIds: readonly number[];
  contractorId: number | null;
  /** The user's claims as the database holds them now (not the token's copy, ADR 185). */
  claims: ReadonlySet<string>;
  /** The session the caller's token names. */
  sessionId: string;
}
