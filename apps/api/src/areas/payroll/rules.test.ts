import { describe, expect, it } from 'vitest';
import { breachesOf, type CapRow, HOURS_CAP_MESSAGE, INCENTIVE_CAP_MESSAGE, LISTED, refusal } from './rules.ts';

// The cap arithmetic a payroll clerk meets at entry and approval (spec section 8, ADR 066): what
// counts is the sum to the cent and the hundredth of an hour, and a cap is met, not breached, when
// the sum equals it.
const row = (over: Partial<CapRow> = {}): CapRow => ({
  name: 'Rivera, Ana',
  contract_code: 'SYEP-26',
  cap_hours: 100,
  cap_incentive: 500,
  hours: 0,
  incentive: 0,
  ...over,
});

describe('cap breaches', () => {
  it('a sum exactly on both caps is allowed', () => {
    expect(breachesOf([row({ hours: 90, incentive: 450 })], { hours: 10, incentive: 50 })).toEqual({
      hours: [],
      incentives: [],
    });
  });

  it('a hundredth of an hour over the hours cap is refused with the spec’s words and both figures', () => {
    expect(breachesOf([row({ hours: 90 })], { hours: 10.01, incentive: 0 })).toEqual({
      hours: [`${HOURS_CAP_MESSAGE} 100 hours under contract SYEP-26: Rivera, Ana would have 100.01.`],
      incentives: [],
    });
  });

  it('a cent over the incentive cap is refused with the spec’s spelling', () => {
    expect(breachesOf([row({ incentive: 450 })], { hours: 0, incentive: 50.01 })).toEqual({
      hours: [],
      incentives: [`${INCENTIVE_CAP_MESSAGE} $500.00 under contract SYEP-26: Rivera, Ana would have $500.01.`],
    });
    expect(INCENTIVE_CAP_MESSAGE).toBe('Participant Incentive Amount cannout exceed');
    expect(HOURS_CAP_MESSAGE).toBe('Participant Hours cannot exceed');
  });

  it('binary fractions do not breach a cap: 0.1 + 0.2 hours against 0.3', () => {
    expect(breachesOf([row({ cap_hours: 0.3, hours: 0.1 })], { hours: 0.2, incentive: 0 }).hours).toEqual([]);
    expect(breachesOf([row({ cap_incentive: 0.3, incentive: 0.1 })], { hours: 0, incentive: 0.2 }).incentives).toEqual(
      [],
    );
  });

  it('without an entry, what already counts is checked alone (approval)', () => {
    expect(breachesOf([row({ hours: 100, incentive: 500 })])).toEqual({ hours: [], incentives: [] });
    const over = breachesOf([row({ hours: 100.5, incentive: 500.5 })]);
    expect(over.hours).toHaveLength(1);
    expect(over.incentives).toHaveLength(1);
  });

  it('every participant and contract over a cap is listed, in the given order', () => {
    const { hours } = breachesOf([
      row({ name: 'Rivera, Ana', hours: 120 }),
      row({ name: 'Chen, Li', hours: 50 }),
      row({ name: 'Okafor, Ade', contract_code: 'SYEP-27', hours: 101 }),
    ]);
    expect(hours).toEqual([
      `${HOURS_CAP_MESSAGE} 100 hours under contract SYEP-26: Rivera, Ana would have 120.`,
      `${HOURS_CAP_MESSAGE} 100 hours under contract SYEP-27: Okafor, Ade would have 101.`,
    ]);
  });
});

describe('the refusal message', () => {
  it('lists every breach on its own line', () => {
    expect(refusal(['one', 'two'])).toBe('one\ntwo');
  });

  it(`lists at most ${String(LISTED)} and says how many more there are`, () => {
    const lines = Array.from({ length: LISTED + 3 }, (_, i) => `breach ${String(i + 1)}`);
    const shown = refusal(lines).split('\n');
    expect(shown).toHaveLength(LISTED + 1);
    expect(shown[LISTED - 1]).toBe(`breach ${String(LISTED)}`);
    expect(shown.at(-1)).toBe('…and 3 more.');
    expect(refusal(lines.slice(0, LISTED)).split('\n')).toHaveLength(LISTED);
    expect(LISTED).toBe(20);
  });
});
