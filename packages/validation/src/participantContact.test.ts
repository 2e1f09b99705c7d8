import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { participantContactFields } from './participantContact.ts';

const schema = z.object(participantContactFields);
const filled = {
  emailAddress: '',
  mainPhone: '(412) 555-0134',
  cellPhone: '',
  addressLine1: '600 Grant St',
  addressLine2: '',
  city: 'Pittsburgh',
  stateCode: 'PA',
  zipCode: '15219',
  zipPlus4: '',
};

/** What the person sees under each field they got wrong, by field name. */
function messagesOf(values: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(values);
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[String(issue.path[0])] = issue.message;
  return shown;
}

describe('participant contact fields', () => {
  it('accepts a masked phone, a five-digit zip and no Zip+4', () => {
    expect(messagesOf(filled)).toEqual({});
  });

  it('names each field the person got wrong', () => {
    expect(
      messagesOf({
        ...filled,
        mainPhone: '412-555-0134',
        zipPlus4: '12',
        addressLine1: '',
        stateCode: null,
        zipCode: '1521',
      }),
    ).toEqual({
      mainPhone: 'Phone is invalid.',
      addressLine1: 'Required',
      stateCode: 'Required',
      zipCode: 'Required',
      zipPlus4: 'Zip+4 is invalid.',
    });
  });

  it('holds the address to 100 characters and the city to 50', () => {
    expect(messagesOf({ ...filled, addressLine1: 'x'.repeat(101), city: 'y'.repeat(51) })).toEqual({
      addressLine1: 'Max: 100',
      city: 'Max: 50',
    });
  });
});
