import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

import { formatDateTime } from '@feedmarket/contract/common/common.schemas';

import { filterDebounceMs } from '../../../hooks/use-paged-list';
import { useNewContent } from '../api/get-new-content';

const dayMs = 24 * 60 * 60 * 1000;

/** The moments offered in one click, and how far back each is. */
export const sinceChoices = [
  { label: 'A day ago', days: 1 },
  { label: 'A week ago', days: 7 },
  { label: 'A month ago', days: 30 },
] as const;

/** A moment as a `datetime-local` input holds it: local time to the minute. */
export function toLocalInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The input's local moment as the API's `YYYY-MM-DDTHH:mm:ssZ`, or null when it names none. */
export function toSince(input: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(input)) return null;
  const date = new Date(input);
  return Number.isNaN(date.getTime()) ? null : formatDateTime(date);
}

const daysAgo = (days: number) => toLocalInput(new Date(Date.now() - days * dayMs));

/**
 * "Find new content": the moment chosen (a week ago unless the user picks another) and the accessed
 * feeds with files added since. Typing a moment asks once the typing pauses.
 */
export function useFindNewContent(orgId: number, opened: boolean) {
  const [moment, setMoment] = useState(() => daysAgo(7));
  const [debounced] = useDebouncedValue(moment, filterDebounceMs);
  const since = toSince(debounced);
  const content = useNewContent(orgId, opened ? since : null);
  return {
    moment,
    setMoment,
    pickDaysAgo: (days: number) => setMoment(daysAgo(days)),
    /** Resets the moment to a week ago, as each opening of the dialog starts. */
    reset: () => setMoment(daysAgo(7)),
    isMomentValid: toSince(moment) !== null,
    since,
    content,
  };
}
