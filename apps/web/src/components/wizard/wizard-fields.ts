import type { GetInputPropsReturnType, UseFormReturnType } from '@mantine/form';

/**
 * How a wizard step binds its inputs, whatever the form: by path (`containers.0.location.city`),
 * with the message of the issue at that path. The location editor serves both wizards through it.
 */
export type WizardFields = {
  /** Value, change handler and error of the input at `path`. */
  input: (path: string) => GetInputPropsReturnType;
  /** Same for a checkbox. */
  checkbox: (path: string) => GetInputPropsReturnType;
  /** Same for a text input, which also drops surrounding spaces when it loses focus (spec §5). */
  text: (path: string) => GetInputPropsReturnType;
  /** The message of the issue at `path`, if any. */
  error: (path: string) => string | undefined;
  get: <T>(path: string) => T;
  set: (path: string, value: unknown) => void;
  append: (path: string, item: unknown) => void;
  remove: (path: string, index: number) => void;
};

/** The value at a dotted path of a plain object. */
export function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (current, segment) =>
        current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[segment] : undefined,
      values,
    );
}

/** Binds a Mantine form's inputs with the wizard's errors (computed from the rules, not kept in the form). */
export function wizardFields<Values>(form: UseFormReturnType<Values>, errors: Record<string, string>): WizardFields {
  const error = (path: string) => errors[path];
  const get = <T>(path: string) => valueAt(form.getValues(), path) as T;
  const set = (path: string, value: unknown) => form.setFieldValue(path, value as never);
  return {
    input: (path) => ({ ...form.getInputProps(path), error: error(path) }),
    checkbox: (path) => ({ ...form.getInputProps(path, { type: 'checkbox' }), error: error(path) }),
    text: (path) => {
      const props = form.getInputProps(path);
      return {
        ...props,
        error: error(path),
        onBlur: (event: React.FocusEvent<HTMLElement>) => {
          const value = get<unknown>(path);
          if (typeof value === 'string' && value !== value.trim()) set(path, value.trim());
          (props.onBlur as ((event: React.FocusEvent<HTMLElement>) => void) | undefined)?.(event);
        },
      };
    },
    error,
    get,
    set,
    append: (path, item) => form.insertListItem(path, item as never),
    remove: (path, index) => form.removeListItem(path, index),
  };
}
