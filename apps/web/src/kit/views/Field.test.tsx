import { zodResolver } from '@hookform/resolvers/zod';
import { messages, text } from '@pathway/validation';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z } from 'zod';
import { KitHarness, signInWith, stubApi } from '../testing/kitHarness.tsx';
import { Field } from './Field.tsx';

const schema = z.object({
  lastName: text({ required: messages.required, max: 30 }),
  notes: z.string(),
  phone: z.string(),
  birthDate: z.string(),
  genderId: z.number().nullable(),
  schoolId: z.number().nullable(),
  usCitizen: z.boolean().nullable(),
  active: z.boolean(),
});
type Values = z.infer<typeof schema>;

function Form() {
  const methods = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: {
      lastName: '',
      notes: '',
      phone: '',
      birthDate: '',
      genderId: null,
      schoolId: null,
      usCitizen: null,
      active: false,
    },
  });
  const [saved, setSaved] = useState<Values>();
  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={(event) => void methods.handleSubmit(setSaved)(event)}>
        <Field.Text name="lastName" label="Last Name" required />
        <Field.TextArea name="notes" label="Notes" />
        <Field.Masked name="phone" label="Phone" preset="phone" />
        <Field.Date name="birthDate" label="Birth Date" />
        <Field.Select name="genderId" label="Gender" lookup="genders" />
        <Field.SearchableSelect
          name="schoolId"
          label="School"
          items={[
            { value: 305, label: 'Westinghouse Academy' },
            { value: 306, label: 'Taylor Allderdice High School' },
          ]}
        />
        <Field.TriState name="usCitizen" label="US Citizen" />
        <Field.Checkbox name="active" label="Active" />
        <button type="submit">Save</button>
      </form>
      {saved ? <output>{JSON.stringify(saved)}</output> : null}
    </FormProvider>
  );
}

let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  signInWith(null);
});

test('every Field kind reads and writes its react-hook-form value, and shows its message', async () => {
  signInWith([]);
  restore = stubApi({
    'GET /lookups/genders': {
      body: [
        { id: 1, text: 'Female' },
        { id: 2, text: 'Male' },
      ],
    },
  }).restore;
  await render(<KitHarness screen={<Form />} />);
  const lastName = page.getByRole('textbox', { name: 'Last Name' });
  await lastName.fill('x');
  await lastName.fill('');
  await expect.element(page.getByText('Required')).toBeVisible();
  await lastName.fill('Carter');
  await page.getByRole('textbox', { name: 'Notes' }).fill('Prefers morning shifts');
  await userEvent.type(page.getByRole('textbox', { name: 'Phone' }), '4125550134');
  await userEvent.type(page.getByRole('textbox', { name: 'Birth Date' }), '06012008');
  await page.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Female' }).click();
  await userEvent.type(page.getByRole('combobox', { name: 'School' }), 'Westing');
  await page.getByRole('option', { name: 'Westinghouse Academy' }).click();
  await page.getByRole('combobox', { name: 'US Citizen' }).click();
  await page.getByRole('option', { name: 'Yes' }).click();
  await page.getByRole('checkbox', { name: 'Active' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.element(page.getByRole('status')).toHaveTextContent(
    JSON.stringify({
      lastName: 'Carter',
      notes: 'Prefers morning shifts',
      phone: '(412) 555-0134',
      birthDate: '06/01/2008',
      genderId: 1,
      schoolId: 305,
      usCitizen: true,
      active: true,
    }),
  );
});

test('a select whose list is on the way says Loading… and is disabled, then shows the value it holds', async () => {
  signInWith([]);
  let answer: (() => void) | undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  restore = stubApi({
    'GET /lookups/genders': async () => {
      await answered;
      return {
        body: [
          { id: 1, text: 'Female' },
          { id: 2, text: 'Male' },
        ],
      };
    },
  }).restore;
  function Held() {
    const methods = useForm<{ genderId: number | null }>({ defaultValues: { genderId: 2 } });
    return (
      <FormProvider {...methods}>
        <Field.Select name="genderId" label="Gender" lookup="genders" />
      </FormProvider>
    );
  }
  await render(<KitHarness screen={<Held />} />);
  const gender = page.getByRole('combobox', { name: 'Gender' });
  await expect.element(gender).toHaveTextContent('Loading…');
  await expect.element(gender).toBeDisabled();
  answer?.();
  await expect.element(gender).toHaveTextContent('Male');
  await expect.element(gender).toBeEnabled();
});
