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
  // One message per value, most basic first: required, then (in the check) max length, then the rule.
  const schema = (trim ? base.trim() : base).superRefine((value, ctx) => {
    if (value === '') {
      if (required) ctx.addIssue({ code: 'custom', message: messages.required });
      return;
    }
    const message = check(value);
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
