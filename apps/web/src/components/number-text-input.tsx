import { TextInput, type TextInputProps } from '@mantine/core';

import { sanitiseDecimal, sanitiseInteger, type NumberBounds } from '@feedmarket/contract/validators/feed-rules';

export type NumberTextInputProps = Omit<TextInputProps, 'onChange' | 'min' | 'max'> &
  NumberBounds & {
    /** Whole numbers, or decimals written with a comma or a dot. */
    kind?: 'integer' | 'decimal';
    /** Told the text as kept: what was typed, without the characters a number cannot hold. */
    onChange: (value: string) => void;
  };

/**
 * A numbers-only text input (consumer spec §5): a leading minus and digits, and for decimals one
 * comma or dot; other characters are dropped as they are typed, and `min` and `max` are enforced.
 * The text stays text, so a half-typed "-" or "12." is kept for the user to finish.
 */
export function NumberTextInput({ kind = 'decimal', min, max, onChange, ...props }: NumberTextInputProps) {
  const sanitise = kind === 'integer' ? sanitiseInteger : sanitiseDecimal;
  return (
    <TextInput
      inputMode={kind === 'integer' ? 'numeric' : 'decimal'}
      {...props}
      onChange={(event) => onChange(sanitise(event.currentTarget.value, { min, max }))}
    />
  );
}
