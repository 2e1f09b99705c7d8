/**
 * A postal address that must be complete (participants, contractors, worksites): the street's first
 * line, the city, the state and a five-digit zip are required, with the contract's maxima.
 */
import { z } from 'zod';
import { messages } from './messages.ts';
import { text } from './zod.ts';

/** The fields, to spread into a form's `z.object`. */
export const requiredAddressFields = {
  addressLine1: text({ required: messages.required, max: 100 }),
  addressLine2: text({ max: 100 }),
  city: text({ required: messages.required, max: 50 }),
  stateCode: z
    .string({ error: messages.required })
    .nullable()
    .refine((value): boolean => value !== null, messages.required),
  // The zip mask lets only digits through; five are needed.
  zipCode: z.string().regex(/^\d{5}$/, messages.required),
};
