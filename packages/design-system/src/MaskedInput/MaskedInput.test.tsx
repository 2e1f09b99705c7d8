import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { MaskedInput, type MaskedInputProps } from './MaskedInput.tsx';

function Labelled({ label, ...props }: MaskedInputProps & { label: string }) {
  return (
    <label>
      {label}
      <MaskedInput {...props} />
    </label>
  );
}

describe('MaskedInput', () => {
  test('phone skips a leading 0 in the area code', async () => {
    const screen = await render(<Labelled label="Main phone" preset="phone" />);
    const input = screen.getByRole('textbox', { name: 'Main phone' });
    await userEvent.type(input, '0123');
    await expect.element(input).toHaveValue('(123');
  });

  test('phone formats a full number and reports the digits', async () => {
    const onValueChange = vi.fn();
    const screen = await render(<Labelled label="Main phone" preset="phone" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Main phone' });
    await userEvent.type(input, '2125550147');
    await expect.element(input).toHaveValue('(212) 555-0147');
    expect(onValueChange).toHaveBeenLastCalledWith({
      value: '(212) 555-0147',
      unmaskedValue: '2125550147',
      complete: true,
    });
  });

  test('phone ignores letters', async () => {
    const screen = await render(<Labelled label="Main phone" preset="phone" />);
    const input = screen.getByRole('textbox', { name: 'Main phone' });
    await userEvent.type(input, '7a1b8');
    await expect.element(input).toHaveValue('(718');
  });

  test('zip keeps five digits and zip+4 four', async () => {
    const screen = await render(
      <>
        <Labelled label="Zip" preset="zip" />
        <Labelled label="Zip+4" preset="zipPlus4" />
      </>,
    );
    const zip = screen.getByRole('textbox', { name: 'Zip', exact: true });
    const plus4 = screen.getByRole('textbox', { name: 'Zip+4' });
    await userEvent.type(zip, '100011234');
    await userEvent.type(plus4, '123456');
    await expect.element(zip).toHaveValue('10001');
    await expect.element(plus4).toHaveValue('1234');
  });

  test('payment numbers take digits only, up to 9, 17 and 19 of them', async () => {
    const screen = await render(
      <>
        <Labelled label="Routing" preset="routingNumber" />
        <Labelled label="Account" preset="accountNumber" />
        <Labelled label="Card" preset="cardProxyNumber" />
      </>,
    );
    const routing = screen.getByRole('textbox', { name: 'Routing' });
    const account = screen.getByRole('textbox', { name: 'Account' });
    const card = screen.getByRole('textbox', { name: 'Card' });
    await userEvent.type(routing, '0430-0009 6x77');
    await userEvent.type(account, '12345678901234567890');
    await userEvent.type(card, '6009 1234 5678 9012 34567');
    await expect.element(routing).toHaveValue('043000096');
    await expect.element(account).toHaveValue('12345678901234567');
    await expect.element(card).toHaveValue('6009123456789012345');
  });

  test('ssn is grouped nnn-nn-nnnn', async () => {
    const screen = await render(<Labelled label="Social security number" preset="ssn" />);
    const input = screen.getByRole('textbox', { name: 'Social security number' });
    await userEvent.type(input, '123456789999');
    await expect.element(input).toHaveValue('123-45-6789');
  });

  test('currency groups thousands and pads 2 decimals on blur', async () => {
    const screen = await render(<Labelled label="Annual income" preset="currency" />);
    const input = screen.getByRole('textbox', { name: 'Annual income' });
    await userEvent.type(input, '24500.5');
    await expect.element(input).toHaveValue('$24,500.5');
    await userEvent.tab();
    await expect.element(input).toHaveValue('$24,500.50');
  });

  test('currency stops at 2 decimals', async () => {
    const screen = await render(<Labelled label="Hourly rate" preset="currency" />);
    const input = screen.getByRole('textbox', { name: 'Hourly rate' });
    await userEvent.type(input, '15.255');
    await expect.element(input).toHaveValue('$15.25');
  });

  test('email refuses spaces and a second @', async () => {
    const screen = await render(<Labelled label="Main email" preset="email" />);
    const input = screen.getByRole('textbox', { name: 'Main email' });
    await userEvent.type(input, 'maria lopez@city@works.org');
    await expect.element(input).toHaveValue('marialopez@cityworks.org');
  });

  test('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState('(212) 555-0147');
      return (
        <>
          <Labelled
            label="Main phone"
            preset="phone"
            value={value}
            onValueChange={(change) => setValue(change.value)}
          />
          <button type="button" onClick={() => setValue('(718) 555-0199')}>
            Use office number
          </button>
        </>
      );
    }
    const screen = await render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Main phone' });
    await expect.element(input).toHaveValue('(212) 555-0147');
    await screen.getByRole('button', { name: 'Use office number' }).click();
    await expect.element(input).toHaveValue('(718) 555-0199');
  });
});
