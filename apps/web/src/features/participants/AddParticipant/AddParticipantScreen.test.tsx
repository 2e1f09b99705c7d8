import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Claim } from '../../../kit/index.ts';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { successToast } from '../../../kit/testing/locators.ts';
import { createdStudent, TODAY, wizardLists } from './addParticipantFixtures.ts';
import { AddParticipantScreen } from './AddParticipantScreen.tsx';
import { DUPLICATE_SSN_WARNING } from './AddParticipantWizard.tsx';

let restore: (() => void) | undefined;

async function setup(claims: Claim[], handlers: Record<string, Handler> = {}) {
  signInWith(claims);
  const api = stubApi({ ...wizardLists, ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={<AddParticipantScreen today={TODAY} />} />);
  // With ADD_STUDENT the wizard opens at once (the page behind it is inert).
  await expect
    .element(
      claims.includes('ADD_STUDENT')
        ? page.getByRole('dialog', { name: 'Add Participant' })
        : page.getByRole('heading', { name: 'Add Participant' }),
    )
    .toBeVisible();
  return api;
}

beforeEach(() => {
  signInWith(null);
});

afterEach(() => {
  vi.restoreAllMocks();
  restore?.();
  toast.clear();
  signInWith(null);
});

const choose = async (scope: ReturnType<typeof page.getByRole>, name: string, option: string) => {
  await scope.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option }).click();
};

describe('AddParticipantScreen', () => {
  test('walks the wizard: bounded birth date, masks, the duplicate SSN warning, then the wire body', async () => {
    const api = await setup(['ADD_STUDENT'], {
      'POST /students/ssn-check': { body: { exists: true } },
      'POST /students': { status: 201, body: createdStudent },
    });
    const wizard = page.getByRole('dialog', { name: 'Add Participant' });
    const next = wizard.getByRole('button', { name: 'Next' });
    await expect.element(next).toBeDisabled();
    await choose(wizard, 'Organization', 'Three Rivers Youth Works');
    await choose(wizard, 'Enrollment Program', 'Summer Youth Employment 2026');
    await next.click();

    await wizard.getByRole('textbox', { name: 'First Name' }).fill('Jasmine');
    await wizard.getByRole('textbox', { name: 'Last Name' }).fill('Whitfield');
    // Younger than 14 on 06/01/2026.
    const birthDate = wizard.getByRole('textbox', { name: 'Birth Date' });
    await userEvent.type(birthDate, '07012015{Enter}');
    await expect.element(birthDate).toHaveValue('07/01/2015');
    await expect.element(birthDate).toHaveAccessibleDescription('Max: 06/01/2012');
    await expect.element(next).toBeDisabled();
    await wizard.getByRole('textbox', { name: 'Birth Date' }).clear();
    await userEvent.type(wizard.getByRole('textbox', { name: 'Birth Date' }), '04172009{Enter}');
    await userEvent.type(wizard.getByRole('textbox', { name: 'SSN' }), '219446781{Tab}');
    await expect.element(wizard.getByText(DUPLICATE_SSN_WARNING)).toBeVisible();
    // Hidden but the last four digits once the field is left.
    await expect.element(wizard.getByRole('textbox', { name: 'SSN' })).toHaveValue('*****6781');
    await next.click();

    await wizard.getByRole('textbox', { name: 'Phone', exact: true }).fill('4125550142');
    await expect.element(wizard.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('(412) 555-0142');
    await wizard.getByRole('textbox', { name: 'Address Line 1' }).fill('2214 Centre Avenue');
    await wizard.getByRole('textbox', { name: 'City' }).fill('Pittsburgh');
    await wizard.getByRole('textbox', { name: 'Zip Code' }).fill('15a219');
    await expect.element(wizard.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('15219');
    await wizard.getByRole('textbox', { name: 'Zip+4' }).fill('34125');
    await expect.element(wizard.getByRole('textbox', { name: 'Zip+4' })).toHaveValue('3412');
    await next.click();

    await choose(wizard, 'Payment Method', 'Debit');
    await next.click();
    await userEvent.type(wizard.getByRole('textbox', { name: 'Work Permit Expires' }), '04162027{Enter}');
    await wizard.getByRole('button', { name: 'Submit' }).click();

    await expect.element(successToast('Participant successfully created')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/students')?.body).toEqual({
      firstName: 'Jasmine',
      middleName: null,
      lastName: 'Whitfield',
      suffixName: null,
      birthDate: '2009-04-17',
      ssn: '219-44-6781',
      genderId: null,
      ethnicGroupId: null,
      emailAddress: null,
      mainPhone: '(412) 555-0142',
      cellPhone: null,
      addressLine1: '2214 Centre Avenue',
      addressLine2: null,
      city: 'Pittsburgh',
      stateCode: 'PA',
      zipCode: '15219',
      zipPlus4: '3412',
      organizationId: 12,
      enrollmentProgramId: 7,
      gradeLevelId: null,
      schoolId: null,
      paymentMethod: 'Debit',
      childAbuseClearanceExpires: null,
      fbiClearanceExpires: null,
      paStateCriminalClearanceExpires: null,
      workPermitExpires: '2027-04-16',
    });
  });

  test('a new SSN shows no warning; Prev goes back with the values kept', async () => {
    await setup(['ADD_STUDENT'], { 'POST /students/ssn-check': { body: { exists: false } } });
    const wizard = page.getByRole('dialog', { name: 'Add Participant' });
    await choose(wizard, 'Organization', 'Hill House');
    await choose(wizard, 'Enrollment Program', 'Hill House Summer 2026');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await userEvent.type(wizard.getByRole('textbox', { name: 'SSN' }), '900140002{Tab}');
    await expect.element(wizard.getByText(DUPLICATE_SSN_WARNING)).not.toBeInTheDocument();
    await wizard.getByRole('button', { name: 'Prev' }).click();
    await expect
      .element(wizard.getByRole('combobox', { name: 'Enrollment Program' }))
      .toHaveTextContent('Hill House Summer 2026');
  });

  test('refuses a name a spreadsheet would run as a formula, with the rule’s message under the field', async () => {
    await setup(['ADD_STUDENT']);
    const wizard = page.getByRole('dialog', { name: 'Add Participant' });
    await choose(wizard, 'Organization', 'Three Rivers Youth Works');
    await choose(wizard, 'Enrollment Program', 'Summer Youth Employment 2026');
    await wizard.getByRole('button', { name: 'Next' }).click();

    const firstName = wizard.getByRole('textbox', { name: 'First Name' });
    await firstName.fill('=1+1');
    await userEvent.tab();
    await expect
      .element(firstName)
      .toHaveAccessibleDescription(
        'Use letters, spaces, apostrophes, hyphens and periods only, starting with a letter.',
      );
    await firstName.fill('Zoë');
    await expect.element(firstName).not.toHaveAccessibleDescription(/Use letters/);
  });

  test('without ADD_STUDENT there is no wizard', async () => {
    await setup(['VIEW_STUDENT']);
    await expect.element(page.getByText('You do not have rights to see the page.')).toBeVisible();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});
