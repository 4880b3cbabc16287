// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../testing/render';
import { NumberTextInput, type NumberTextInputProps } from './number-text-input';

/** The input as a form holds it: its text lives in the parent's state. */
function Field(props: Omit<NumberTextInputProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <NumberTextInput label="Number" value={value} onChange={setValue} {...props} />;
}

async function typeInto(props: Omit<NumberTextInputProps, 'value' | 'onChange'>, text: string): Promise<string> {
  renderWithProviders(<Field {...props} />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Number' });
  await userEvent.type(input, text);
  return input.value;
}

describe('NumberTextInput', () => {
  it('drops letters and other characters as they are typed', async () => {
    expect(await typeInto({}, 'abc-12.5x')).toBe('-12.5');
  });

  it('keeps one decimal separator, a comma or a dot', async () => {
    expect(await typeInto({}, '12,5.3')).toBe('12,53');
  });

  it('keeps only digits and a leading minus for whole numbers', async () => {
    expect(await typeInto({ kind: 'integer' }, '-1.5e3')).toBe('-153');
  });

  it('enforces min and max: a latitude cannot pass 90', async () => {
    expect(await typeInto({ min: -90, max: 90 }, 'abc91.5x')).toBe('90');
  });

  it('offers the numeric keyboard on phones', () => {
    renderWithProviders(<Field kind="integer" />);
    expect(screen.getByRole('textbox', { name: 'Number' }).getAttribute('inputmode')).toBe('numeric');
  });
});
