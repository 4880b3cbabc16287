import type { GetInputPropsReturnType, UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';

import { formatMessage, messages } from '@feedmarket/contract/messages';

/** A Mantine form rule: the error to show, or null when the value is fine. */
export type Rule<Values> = (value: unknown, values: Values) => string | null;

/** Turns a zod schema (e.g. a shared `zField`) into a form rule showing its first message. */
export function fromSchema<Values>(schema: z.ZodType): Rule<Values> {
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? messages.invalid);
  };
}

/** The value must equal the value of field `other`. */
export function equalsField<Values>(other: keyof Values, message: string): Rule<Values> {
  return (value, values) => (value === values[other] ? null : message);
}

/** Refuses an e-mail containing any of the fragments, ignoring case. */
export function withoutFragments<Values>(fragments: readonly string[], message: string): Rule<Values> {
  return (value) => {
    const text = String(value ?? '').toLowerCase();
    return fragments.some((fragment) => fragment && text.includes(fragment.toLowerCase())) ? message : null;
  };
}

/** Runs rules in order and shows the first failure, so "required" comes before "must match". */
export function firstOf<Values>(...rules: Rule<Values>[]): Rule<Values> {
  return (value, values) => {
    for (const rule of rules) {
      const error = rule(value, values);
      if (error !== null) return error;
    }
    return null;
  };
}

/** Filters options by a case-insensitive prefix of their label, as country and state lists do. */
export function startsWithIgnoringCase(label: string, search: string): boolean {
  return label.toLowerCase().startsWith(search.trim().toLowerCase());
}

type BlurProps = { onBlur?: (event: React.FocusEvent<HTMLElement>) => void };

/** Input props of a text field that drop surrounding spaces when the field loses focus (spec §5). */
export function trimOnBlur<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  field: keyof Values & string,
): GetInputPropsReturnType {
  const props = form.getInputProps(field);
  return {
    ...props,
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      const value = form.getValues()[field];
      if (typeof value === 'string' && value !== value.trim()) {
        form.setValues({ [field]: value.trim() } as Partial<Values>);
      }
      (props as BlurProps).onBlur?.(event);
    },
  };
}

/** The catalogue message for a schema check that failed. */
function schemaMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'array'
        ? formatMessage('chipsLimit', { limit: Number(issue.maximum) })
        : messages.maxLength;
    case 'too_small':
      return messages.required;
    case 'invalid_type':
      return issue.input === null || issue.input === undefined ? messages.required : messages.invalid;
    default:
      return messages.invalid;
  }
}

/**
 * Every check of `schema` that `body` fails, by field path (`containers.0.location.city`), in the
 * catalogue's words. With `customMessages`, a custom check's own message is kept: the contract's field
 * rules say "This field is required" or "The field is invalid" themselves.
 */
export function schemaFieldIssues(
  body: unknown,
  schema: z.ZodType,
  { customMessages = false }: { customMessages?: boolean } = {},
): { field: string; message: string }[] {
  const result = schema.safeParse(body, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: customMessages && issue.code === 'custom' ? issue.message : schemaMessage(issue),
  }));
}
