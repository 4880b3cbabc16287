import { z } from 'zod';

import {
  isCoordinateFormat,
  isLatitudeInRange,
  isLongitudeInRange,
  isValidFeedDescription,
  isValidFeedName,
  isValidNote,
  isValidUniqueId,
} from './feed-rules';
import { fieldTypes, type FieldType } from './field-types';
import { messages } from '../messages';

export type FieldOptions = { required?: boolean };

/** A required field's schema is a plain string; any other field's accepts undefined too. */
export type FieldSchema<O extends FieldOptions> = O extends { required: true }
  ? z.ZodString
  : O extends { required?: false }
    ? z.ZodOptional<z.ZodString>
    : z.ZodString | z.ZodOptional<z.ZodString>;

/** The message of the first rule a non-empty value breaks, or undefined when it passes. */
type Check = (value: string) => string | undefined;

// NUL cannot be stored in a PostgreSQL text value, and half of a UTF-16 surrogate pair has no UTF-8
// form (it would be stored as U+FFFD): both are refused rather than stripped, so what is saved is
// what was sent.
const unstorableCharacter = /[\0\p{Cs}]/u;

/** True when every character of the text can be stored and sent as UTF-8. */
export function isStorableText(value: string): boolean {
  return !unstorableCharacter.test(value);
}

/**
 * The text schema every text field of the contract starts from: a string of storable characters.
 * Chain `.trim()`, `.max()` and the like on it as on `z.string()`.
 */
export function zText(params?: Parameters<typeof z.string>[0]): z.ZodString {
  return z.string(params).refine(isStorableText, messages.unstorableText);
}

/** An optional text: absent or empty, or else held to `schema` (a required field's schema with its limits). */
export const orEmpty = (schema: z.ZodString) => z.union([z.literal(''), schema]).optional();

/** An `http(s)` address of at most `max` characters: other schemes (`javascript:`, `data:`) are refused. */
export function zWebAddress(max: number): z.ZodURL {
  return z
    .url({ protocol: /^https?$/ })
    .max(max)
    .refine(isStorableText, messages.unstorableText);
}

// Trimming would silently change what the user typed as a password, and the rule forbids spaces anyway.
const untrimmedTypes: ReadonlySet<FieldType> = new Set<FieldType>(['password']);

function textSchema(
  check: Check,
  { required = false }: FieldOptions,
  trim: boolean,
): z.ZodString | z.ZodOptional<z.ZodString> {
  const base = z.string({
    error: (issue) => (issue.input === undefined ? messages.required : messages.invalid),
  });
  // One message per value, most basic first: required, storable characters, then (in the check)
  // max length, then the rule.
  const schema = (trim ? base.trim() : base).superRefine((value, ctx) => {
    if (value === '') {
      if (required) ctx.addIssue({ code: 'custom', message: messages.required });
      return;
    }
    const message = isStorableText(value) ? check(value) : messages.unstorableText;
    if (message !== undefined) ctx.addIssue({ code: 'custom', message });
  });
  return required ? schema : schema.optional();
}

function fromPredicate(predicate: (value: string) => boolean): Check {
  return (value) => (predicate(value) ? undefined : messages.invalid);
}

/** Turns a check into a schema builder taking `{ required }`, typed by whether it is required. */
function fieldBuilder(check: Check, trim: boolean) {
  return <const O extends FieldOptions = { required?: false }>(options?: O): FieldSchema<O> =>
    textSchema(check, options ?? {}, trim) as FieldSchema<O>;
}

/** A string schema for a field type, trimmed except for passwords; optional ones accept '' and undefined. */
export function zField<const O extends FieldOptions = { required?: false }>(
  type: FieldType,
  options?: O,
): FieldSchema<O> {
  const rule = fieldTypes[type];
  const check: Check = (value) => {
    if (rule.maxLength !== undefined && value.length > rule.maxLength) {
      return messages.maxLength;
    }
    return rule.test(value) ? undefined : rule.message;
  };
  return fieldBuilder(check, !untrimmedTypes.has(type))(options);
}

// The feed schemas do not trim: their rules are about leading and trailing whitespace, which
// trimming would hide; forms trim on blur before the value reaches them.

/** Feed name schema builder; see isValidFeedName. */
export const zFeedName = fieldBuilder(fromPredicate(isValidFeedName), false);

/** Feed description schema builder; see isValidFeedDescription. */
export const zFeedDescription = fieldBuilder(fromPredicate(isValidFeedDescription), false);

/** Feed unique id schema builder; see isValidUniqueId. */
export const zUniqueId = fieldBuilder(fromPredicate(isValidUniqueId), false);

/** Note schema builder; see isValidNote. */
export const zNote = fieldBuilder(fromPredicate(isValidNote), false);

function coordinateCheck(isInRange: (value: number) => boolean): Check {
  return (value) => {
    if (!isCoordinateFormat(value)) return messages.number;
    return isInRange(Number(value)) ? undefined : messages.invalid;
  };
}

/** Latitude text: 'Please enter a number' when malformed, 'The field is invalid' outside -90..90. */
export const zLatitude = fieldBuilder(coordinateCheck(isLatitudeInRange), true);

/** Longitude text: 'Please enter a number' when malformed, 'The field is invalid' outside -180..180. */
export const zLongitude = fieldBuilder(coordinateCheck(isLongitudeInRange), true);
