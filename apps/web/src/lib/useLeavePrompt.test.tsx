import { LOST_DATA_MESSAGE, ThemeProvider } from '@pathway/design-system';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createTestHistory } from './history.ts';
import { TestRouter } from './testRouter.tsx';
import { useLeavePrompt } from './useLeavePrompt.tsx';

/** A page with one field: typing in it makes the page "changed". */
function FormPage() {
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  const prompt = useLeavePrompt(value !== '');
  return (
    <main>
      <label>
        Note
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <button type="button" onClick={() => void navigate('/elsewhere')}>
        Go elsewhere
      </button>
      <button type="button" onClick={() => void navigate('/form?tab=2')}>
        Next tab
      </button>
      {prompt}
    </main>
  );
}

function Where() {
  const location = useLocation();
  return <p>{`Now at ${location.pathname}${location.search}`}</p>;
}

async function mount() {
  const history = createTestHistory(['/start', '/form']);
  await render(
    <ThemeProvider>
      <TestRouter
        history={history}
        routes={[
          { path: '/form', element: <FormPage /> },
          { path: '*', element: <Where /> },
        ]}
      />
    </ThemeProvider>,
  );
  return history;
}

const warning = () => page.getByRole('alertdialog', { name: 'Warning' });

describe('the unsaved-data prompt (ADR 178)', () => {
  test('an unchanged page leaves without asking', async () => {
    await mount();
    await page.getByRole('button', { name: 'Go elsewhere' }).click();
    await expect.element(page.getByText('Now at /elsewhere')).toBeVisible();
  });

  test('a changed page asks; Cancel stays with the typed text, Yes leaves', async () => {
    await mount();
    await userEvent.fill(page.getByLabelText('Note'), 'Called the school');
    await page.getByRole('button', { name: 'Go elsewhere' }).click();
    await expect.element(warning()).toBeVisible();
    await expect.element(warning().getByText(LOST_DATA_MESSAGE)).toBeVisible();

    await warning().getByRole('button', { name: 'Cancel' }).click();
    await expect.element(warning()).not.toBeInTheDocument();
    await expect.element(page.getByLabelText('Note')).toHaveValue('Called the school');

    await page.getByRole('button', { name: 'Go elsewhere' }).click();
    await warning().getByRole('button', { name: 'Yes' }).click();
    await expect.element(page.getByText('Now at /elsewhere')).toBeVisible();
  });

  test('the back button is held too, and goes back once the user agrees', async () => {
    const history = await mount();
    await userEvent.fill(page.getByLabelText('Note'), 'Called the school');
    history.go(-1);
    await expect.element(warning()).toBeVisible();
    await expect.element(page.getByLabelText('Note')).toHaveValue('Called the school');
    await warning().getByRole('button', { name: 'Yes' }).click();
    await expect.element(page.getByText('Now at /start')).toBeVisible();
  });

  test('the same page under another query string is leaving it too', async () => {
    await mount();
    await userEvent.fill(page.getByLabelText('Note'), 'x');
    await page.getByRole('button', { name: 'Next tab' }).click();
    await expect.element(warning()).toBeVisible();
  });
});
