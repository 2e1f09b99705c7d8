import { LeaveGuardContext, type LeaveGuardRegistry } from '@pathway/design-system';
import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { useGuardedForm, type GuardedFormOptions } from './useGuardedForm.ts';

/** A registry that counts who holds it, as the app's LeaveGuardProvider does. */
function countingRegistry() {
  const state = { holders: 0 };
  const registry: LeaveGuardRegistry = {
    hold: () => {
      state.holders += 1;
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        state.holders -= 1;
      };
    },
  };
  return { state, registry };
}

function NameForm({ save, options }: { save: () => Promise<void>; options?: GuardedFormOptions }) {
  const { register, handleSubmit, reset } = useGuardedForm<{ name: string }>({ defaultValues: { name: '' } }, options);
  return (
    <form
      onSubmit={(event) =>
        void handleSubmit(async (values) => {
          await save();
          reset(values);
        })(event)
      }
    >
      <label>
        Name
        <input {...register('name')} />
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

async function setup(save: () => Promise<void>, options?: GuardedFormOptions) {
  const { state, registry } = countingRegistry();
  const screen = await render(
    <LeaveGuardContext value={registry}>
      <NameForm save={save} options={options} />
    </LeaveGuardContext>,
  );
  return { screen, state };
}

describe('useGuardedForm', () => {
  test('a changed form holds the leave guard; saved (reset to what was saved), it lets go', async () => {
    const { screen, state } = await setup(() => Promise.resolve());
    expect(state.holders).toBe(0);
    await screen.getByRole('textbox', { name: 'Name' }).fill('Imani');
    await expect.poll(() => state.holders).toBe(1);
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => state.holders).toBe(0);
  });

  test('while a submit is on its way the guard lets go (a save that opens another page leaves on purpose)', async () => {
    let finish = (): void => undefined;
    const { screen, state } = await setup(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    await screen.getByRole('textbox', { name: 'Name' }).fill('Imani');
    await expect.poll(() => state.holders).toBe(1);
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => state.holders).toBe(0);
    finish();
  });

  test('a form that opts out never holds it', async () => {
    // A guarded form beside it, changed after it: once that one holds its guard, the change before it
    // has had every effect it was going to have.
    const optedOut = countingRegistry();
    const guarded = countingRegistry();
    const screen = await render(
      <>
        <LeaveGuardContext value={optedOut.registry}>
          <NameForm save={() => Promise.resolve()} options={{ guardLeaving: false }} />
        </LeaveGuardContext>
        <LeaveGuardContext value={guarded.registry}>
          <NameForm save={() => Promise.resolve()} />
        </LeaveGuardContext>
      </>,
    );
    await screen.getByRole('textbox', { name: 'Name' }).nth(0).fill('Imani');
    await screen.getByRole('textbox', { name: 'Name' }).nth(1).fill('Imani');
    await expect.poll(() => guarded.state.holders).toBe(1);
    expect(optedOut.state.holders).toBe(0);
  });
});
