import type { Claim } from '@pathway/api-client';
import { useAtomValue } from 'jotai';
import { hasClaim } from '../lib/jwt.ts';
import { claimsAtom } from '../lib/session.ts';

// Menu nodes, route guards and actions name claims from the contract's list only (generated into
// the api-client), so a misspelt claim does not compile.
export { CLAIMS, type Claim } from '@pathway/api-client';

/** Whether the signed-in user holds an action claim (its value is the text "true"). */
export function useCan(claim: Claim): boolean {
  return hasClaim(useAtomValue(claimsAtom), claim);
}
