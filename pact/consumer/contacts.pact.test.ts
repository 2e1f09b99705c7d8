import type { ContactCreateRequest, ContactUpdateRequest } from '@pathway/api-client';
import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
  boolean,
  eachLike,
  failureOf,
  fromProviderState,
  integer,
  pathwayPact,
  statePath,
  string,
} from '../src/consumer.ts';

const pact = pathwayPact();

/** What the contacts grid and form read from a contact. */
const contact = {
  contactId: integer(640),
  contactTypeLuid: integer(31),
  contactTypeName: string('Site Supervisor'),
  firstName: string('Renee'),
  lastName: string('Morales'),
  mainPhone: string('(412) 555-0134'),
  mainEmail: string('rmorales@hillcrestcenter.org'),
  criminalBackgroundFlag: boolean(true),
  childAbuseBackgroundFlag: boolean(true),
  disclosureStatement: boolean(true),
  isTypeEditable: boolean(false),
  isDataEditable: boolean(true),
  canCopy: boolean(true),
  version: integer(1),
};

const newContact: ContactCreateRequest = {
  contactTypeLuid: 31,
  salutation: 'Ms.',
  firstName: 'Renee',
  lastName: 'Morales',
  mainPhone: '(412) 555-0134',
  mainEmail: 'rmorales@hillcrestcenter.org',
  criminalBackgroundFlag: true,
  childAbuseBackgroundFlag: true,
  fbiUid: 2,
  disclosureStatement: true,
  contractCode: 'SYEP-2026-014',
};

/**
 * The contact-type and FBI-clearance options are rows of the provider's lookup lists, so the pact
 * takes their ids from the provider state like any other id the provider owns.
 */
const withProviderLookups = <T extends ContactCreateRequest>(body: T) => ({
  ...body,
  contactTypeLuid: fromProviderState('${contactTypeLuid}', body.contactTypeLuid),
  fbiUid: fromProviderState('${fbiUid}', body.fbiUid ?? 2),
});

const changedContact: ContactUpdateRequest = {
  ...newContact,
  contactId: 640,
  lastName: 'Morales-Diaz',
  version: 1,
};

describe('contacts', () => {
  it('lists the contacts of a worksite', async () => {
    await pact
      .addInteraction()
      .given('worksite {sourceId} has contacts', { sourceId: 208 })
      .uponReceiving('a request for the contacts of a worksite')
      .withRequest('GET', statePath('/api/contacts/worksites/${sourceId}', { sourceId: 208 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) => res.jsonBody(eachLike(contact)))
      .executeTest(async (server) => {
        const contacts = await apiFor(server).contacts.list('worksites', 208);
        expect(contacts[0]).toMatchObject({ firstName: 'Renee', isDataEditable: true, canCopy: true });
      });
  });

  it('adds a contact to a worksite and reads the id it was given', async () => {
    await pact
      .addInteraction()
      .given('worksite {sourceId} exists', { sourceId: 208 })
      .uponReceiving('a new contact for a worksite')
      .withRequest('POST', statePath('/api/contacts/worksites-create/${sourceId}', { sourceId: 208 }), (req) =>
        req.headers(bearer).jsonBody(withProviderLookups(newContact)),
      )
      .willRespondWith(201, (res) =>
        res.jsonBody({ ...contact, contactId: fromProviderState('${contactId}', 640), version: integer(0) }),
      )
      .executeTest(async (server) => {
        const created = await apiFor(server).contacts.create('worksites', 208, newContact);
        expect(created.contactId).toBe(640);
      });
  });

  it('a contact with an invalid phone gets 422 with the field message', async () => {
    const invalid = { ...newContact, mainEmail: 'rmorales@' };
    await pact
      .addInteraction()
      .given('worksite {sourceId} exists', { sourceId: 208 })
      .uponReceiving('a new contact with an invalid e-mail')
      .withRequest('POST', statePath('/api/contacts/worksites-create/${sourceId}', { sourceId: 208 }), (req) =>
        req.headers(bearer).jsonBody({ ...withProviderLookups(newContact), mainEmail: string('rmorales@') }),
      )
      .willRespondWith(422, (res) => res.jsonBody({ mainEmail: string('Main Email is invalid') }))
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).contacts.create('worksites', 208, invalid));
        expect(error.status).toBe(422);
        expect(error.fieldMessages).toEqual({ mainEmail: 'Main Email is invalid' });
      });
  });

  it('updates a contact', async () => {
    await pact
      .addInteraction()
      .given('worksite {sourceId} has contact {contactId} at version {version}', {
        sourceId: 208,
        contactId: 640,
        version: 1,
      })
      .uponReceiving('an update of a worksite contact')
      .withRequest('POST', statePath('/api/contacts/worksites-update/${sourceId}', { sourceId: 208 }), (req) =>
        req
          .headers(bearer)
          .jsonBody({ ...withProviderLookups(changedContact), contactId: fromProviderState('${contactId}', 640) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...contact, lastName: string('Morales-Diaz'), version: integer(2) }),
      )
      .executeTest(async (server) => {
        const updated = await apiFor(server).contacts.update('worksites', 208, changedContact);
        expect(updated).toMatchObject({ lastName: 'Morales-Diaz', version: 2 });
      });
  });

  it('a stale update gets 409, read as a typed error', async () => {
    await pact
      .addInteraction()
      .given('worksite {sourceId} has contact {contactId} at version {version}', {
        sourceId: 208,
        contactId: 640,
        version: 2,
      })
      .uponReceiving('an update of a worksite contact with a stale version')
      .withRequest('POST', statePath('/api/contacts/worksites-update/${sourceId}', { sourceId: 208 }), (req) =>
        req
          .headers(bearer)
          .jsonBody({ ...withProviderLookups(changedContact), contactId: fromProviderState('${contactId}', 640) }),
      )
      .willRespondWith(409, (res) =>
        res.jsonBody({ message: string('This record was changed by another user. Reload it and try again.') }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).contacts.update('worksites', 208, changedContact));
        expect(error.status).toBe(409);
        expect(error.serverMessage).toBe('This record was changed by another user. Reload it and try again.');
      });
  });

  it('removes a contact', async () => {
    await pact
      .addInteraction()
      .given('a contact with id {contactId} exists', { contactId: 640 })
      .uponReceiving('a contact removal')
      .withRequest('POST', '/api/contacts/delete-contact', (req) =>
        req.headers(bearer).jsonBody({ contactId: fromProviderState('${contactId}', 640), version: 0 }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).contacts.remove(640, 0)).resolves.toBeUndefined();
      });
  });

  it('copies a contact', async () => {
    await pact
      .addInteraction()
      .given('a contact with id {contactId} exists', { contactId: 640 })
      .uponReceiving('a contact copy')
      .withRequest('POST', '/api/contacts/copy', (req) =>
        req.headers(bearer).jsonBody({ contactId: fromProviderState('${contactId}', 640) }),
      )
      .willRespondWith(201, (res) => res.jsonBody({ ...contact, contactId: integer(652), version: integer(0) }))
      .executeTest(async (server) => {
        const copy = await apiFor(server).contacts.copy(640);
        expect(copy.contactId).toBe(652);
      });
  });
});
