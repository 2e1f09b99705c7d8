/**
 * Every refusal of a kit mutation reaches the user (issue 45, ADR 219): each path a screen saves or
 * removes through, against each kind of refusal, ends with a visible message.
 */
import { FORBIDDEN_TEXT, type RowOf } from '@pathway/api-client';
import { toast, type GridColumn } from '@pathway/design-system';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z } from 'zod';
import * as api from '../../lib/api.ts';
import type { LoadedForm } from '../core/form.ts';
import { KitHarness, signInWith, stubApi, type Reply } from '../testing/kitHarness.tsx';
import { errorToast } from '../testing/locators.ts';
import { Field } from './Field.tsx';
import { FormPopup } from './FormPopup.tsx';
import { ResourceScreen } from './ResourceScreen.tsx';

type School = RowOf<'/schools'>;

const westinghouse: School = {
  id: 305,
  name: 'Westinghouse Academy',
  schoolCode: 'WA-305',
  schoolDistrict: 'Pittsburgh Public Schools',
  addressLine1: '1101 N Murtland St',
  city: 'Pittsburgh',
  stateCode: 'PA',
  zipCode: '15208',
  mainPhone: null,
  isActive: true,
  createDate: '2026-03-02T14:05:11Z',
  createUser: 'jmorales',
  lastUpdateDate: '2026-03-02T14:05:11Z',
  lastUpdateUser: 'jmorales',
  version: 3,
};

// The form shows the name only; its values also hold the district, which no field shows.
const schema = z.object({ name: z.string().min(1), schoolDistrict: z.string() });
type Values = z.infer<typeof schema>;
const body = (values: Values) => ({
  name: values.name,
  schoolCode: null,
  schoolDistrict: values.schoolDistrict,
  addressLine1: null,
  city: null,
  stateCode: null,
  zipCode: null,
  mainPhone: null,
  isActive: true,
});
const schoolForm = {
  schema,
  empty: { name: '', schoolDistrict: 'Pittsburgh Public Schools' },
  fromRow: (row: School) => ({ name: row.name, schoolDistrict: row.schoolDistrict ?? '' }),
  toCreate: body,
  toUpdate: (values: Values, row: School) => ({ ...body(values), version: row.version }),
  fields: <Field.Text name="name" label="Name" required />,
} as unknown as LoadedForm<'/schools'>;
const loadForm = () => Promise.resolve(schoolForm);
const columns: GridColumn<School>[] = [{ id: 'name', header: 'Name', value: (row) => row.name }];
const rowName = (row: School) => row.name;

/** A popup saving through its own mutation, as feature popups do (RecordFormPopup, AdjustTimesheetPopup). */
function OwnPopup({ showsFailures }: { showsFailures: boolean }) {
  const [open, setOpen] = useState(false);
  const save = useMutation({
    mutationFn: (values: Values) => api.schools.create(body(values)),
    ...(showsFailures ? { meta: { failureShownByForm: true } } : {}),
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add School
      </button>
      {open ? (
        <FormPopup<Values>
          title="Add School"
          schema={schema}
          initial={{ name: '', schoolDistrict: 'Pittsburgh Public Schools' }}
          fields={<Field.Text name="name" label="Name" required />}
          size="small"
          onSave={(values) => save.mutateAsync(values)}
          onClose={() => setOpen(false)}
          showsFailures={showsFailures}
        />
      ) : null}
    </>
  );
}

function Screen() {
  return (
    <ResourceScreen
      title="Schools"
      noun="school"
      resource={api.schools}
      columns={columns}
      rowName={rowName}
      claims={{ create: 'SCHOOLS', update: 'SCHOOLS', remove: 'SCHOOLS' }}
      form={loadForm}
    />
  );
}

async function addNamed(name: string) {
  await page.getByRole('button', { name: 'Add School' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add School' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

interface KitPath {
  name: string;
  /** The call the path makes, as the API double's key. */
  call: string;
  /** Whether a form that shows its failures saves here (a 422's unshown field is then named). */
  namesFields: boolean;
  screen: () => ReactElement;
  act: () => Promise<void>;
}

const paths: KitPath[] = [
  {
    name: 'ResourceScreen add (FormPopup, create)',
    call: 'POST /schools',
    namesFields: true,
    screen: () => <Screen />,
    act: () => addNamed('Perry High School'),
  },
  {
    name: 'ResourceScreen edit (FormPopup, update)',
    call: 'PUT /schools/305',
    namesFields: true,
    screen: () => <Screen />,
    act: async () => {
      await page.getByRole('button', { name: 'Edit Westinghouse Academy' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit School' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Westinghouse Academy 6-12');
      await dialog.getByRole('button', { name: 'Submit' }).click();
    },
  },
  {
    name: 'ResourceScreen delete (useConfirmedRemove)',
    call: 'DELETE /schools/305',
    namesFields: false,
    screen: () => <Screen />,
    act: async () => {
      await page.getByRole('button', { name: 'Delete Westinghouse Academy' }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
    },
  },
  {
    name: "a feature's FormPopup that shows its failures (meta failureShownByForm)",
    call: 'POST /schools',
    namesFields: true,
    screen: () => <OwnPopup showsFailures />,
    act: () => addNamed('Perry High School'),
  },
  {
    name: "a feature's FormPopup left to the QueryClient",
    call: 'POST /schools',
    namesFields: false,
    screen: () => <OwnPopup showsFailures={false} />,
    act: () => addNamed('Perry High School'),
  },
];

const DISTRICT_REFUSED = 'Choose an active school district.';

interface Refusal {
  name: string;
  reply: Reply;
  /** What the error toast says on a path that names fields, and on one that does not. */
  shown: (namesFields: boolean) => string;
}

const refusals: Refusal[] = [
  {
    name: '422 naming a field the form does not show',
    reply: { status: 422, body: { schoolDistrict: DISTRICT_REFUSED } },
    shown: (namesFields) => (namesFields ? `School district: ${DISTRICT_REFUSED}` : DISTRICT_REFUSED),
  },
  {
    name: '409',
    reply: { status: 409, body: { message: 'This school was changed by someone else: open it again.' } },
    shown: () => 'This school was changed by someone else: open it again.',
  },
  { name: '403 without a body', reply: { status: 403 }, shown: () => FORBIDDEN_TEXT },
  {
    name: '500',
    reply: { status: 500, body: { message: 'Something went wrong!', requestId: 'req-7' } },
    shown: () => 'Something went wrong!',
  },
];

let restore: (() => void) | undefined;

beforeEach(() => {
  signInWith(['SCHOOLS']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('every refusal of a kit mutation is shown', () => {
  const cases = paths.flatMap((path) => refusals.map((refusal) => ({ path, refusal })));
  test.each(cases)('$path.name, $refusal.name', async ({ path, refusal }) => {
    const stub = stubApi({
      'POST /schools/search': { body: { items: [westinghouse], total: 1 } },
      [path.call]: refusal.reply,
    });
    restore = stub.restore;
    await render(<KitHarness screen={path.screen()} />);
    await path.act();
    await expect.element(errorToast(refusal.shown(path.namesFields))).toBeVisible();
  });

  test('a 422 on a field the form shows goes under that field, not to the toast', async () => {
    restore = stubApi({
      'POST /schools/search': { body: { items: [westinghouse], total: 1 } },
      'POST /schools': { status: 422, body: { name: 'A school of this name exists.' } },
    }).restore;
    await render(<KitHarness screen={<Screen />} />);
    await addNamed('Westinghouse Academy');
    const dialog = page.getByRole('dialog', { name: 'Add School' });
    await expect.element(dialog.getByText('A school of this name exists.')).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByRole('alert').filter({ hasText: 'Error' })).not.toBeInTheDocument();
  });
});
