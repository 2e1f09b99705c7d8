import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SsnInput, hideSsn } from './SsnInput.tsx';

describe('SsnInput', () => {
  test('has the SSN placeholder', async () => {
    const screen = await render(<SsnInput aria-label="Applicant SSN" />);
    await expect.element(screen.getByRole('textbox', { name: 'Applicant SSN' })).toHaveAttribute('placeholder', 'SSN');
  });

  test('shows the real value while focused and five asterisks plus the last four on blur', async () => {
    const screen = await render(
      <>
        <SsnInput aria-label="Applicant SSN" />
        <button type="button">Next</button>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Applicant SSN' });
    await userEvent.type(input, '123456789');
    await expect.element(input).toHaveValue('123-45-6789');
    await userEvent.tab();
    await expect.element(input).toHaveValue('*****6789');
    await expect.element(input).not.toHaveFocus();
  });

  test('focusing the hidden number shows it again and keeps focus for editing', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <SsnInput aria-label="Applicant SSN" defaultValue="123-45-6789" onValueChange={onValueChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Applicant SSN' });
    await expect.element(input).toHaveValue('*****6789');
    await input.click();
    await expect.element(input).toHaveValue('123-45-6789');
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard('{Backspace}0');
    await expect.element(input).toHaveValue('123-45-6780');
    expect(onValueChange).toHaveBeenLastCalledWith({
      value: '123-45-6780',
      unmaskedValue: '123456780',
      complete: true,
    });
  });

  test('an incomplete number stays visible on blur', async () => {
    const screen = await render(
      <>
        <SsnInput aria-label="Applicant SSN" />
        <button type="button">Next</button>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Applicant SSN' });
    await userEvent.type(input, '12345');
    await userEvent.tab();
    await expect.element(input).toHaveValue('123-45');
  });

  test('hideSsn follows the header rule', () => {
    expect(hideSsn('123456789')).toBe('*****6789');
    expect(hideSsn('123-45-6789')).toBe('*****6789');
    expect(hideSsn('12345')).toBe('12345');
  });
});
