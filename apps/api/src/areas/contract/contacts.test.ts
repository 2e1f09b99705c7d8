import { describe, expect, it } from 'vitest';
import type { Principal } from '../../http/context.ts';
import { contactRights } from './contacts.ts';

// What a worksite contact's row offers (ADR 064), for a clerk who maintains contacts and one who
// only reads them, on contacts bound to an open contract, a closed one, or none.
function user(...claims: string[]): Principal {
  return {
    id: 1,
    userName: 'clerk',
    userType: 'organization',
    organizationIds: [1],
    contractorId: null,
    claims: new Set(claims),
    sessionId: 's',
  };
}

const maintainer = user('MAINTAIN_WORKSITE_CONTACTS');
const reader = user('VIEW_WORKSITE_CONTACTS');

describe('what a contact row lets its reader do', () => {
  it('a maintainer edits, retypes and copies a contact bound to no contract', () => {
    expect(contactRights(maintainer, { contractCode: null, contractClosed: false })).toEqual({
      isDataEditable: true,
      isTypeEditable: true,
      canCopy: true,
    });
  });

  it('a contact bound to an open contract keeps its type: the code belongs to the type', () => {
    expect(contactRights(maintainer, { contractCode: 'SYEP-26', contractClosed: false })).toEqual({
      isDataEditable: true,
      isTypeEditable: false,
      canCopy: true,
    });
  });

  it('a contact of a closed contract is history: nothing changes, it can still be copied', () => {
    expect(contactRights(maintainer, { contractCode: 'SYEP-25', contractClosed: true })).toEqual({
      isDataEditable: false,
      isTypeEditable: false,
      canCopy: true,
    });
  });

  it('without the maintain claim, or signed out, nothing is offered', () => {
    for (const who of [reader, null]) {
      expect(contactRights(who, { contractCode: null, contractClosed: false })).toEqual({
        isDataEditable: false,
        isTypeEditable: false,
        canCopy: false,
      });
    }
  });
});
