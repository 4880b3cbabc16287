import { countriesWithStates } from '@feedmarket/contract/domain/domain.schemas';
import { messages } from '@feedmarket/contract/messages';
import type { createAccountsRepository } from './accounts.repository';

export type FieldIssue = { field: string; message: string };

const statesCountryIds: readonly number[] = Object.values(countriesWithStates);

/**
 * What the schema cannot check about a country and state: that they exist, and that the state is
 * given for the United States and Canada (and only there) and lies in the country. `prefix` names the
 * object holding them in the body, e.g. `billingContact.`.
 */
export async function placeIssues(
  repository: ReturnType<typeof createAccountsRepository>,
  place: { country: number; state?: number | null },
  prefix = '',
): Promise<FieldIssue[]> {
  const needsState = statesCountryIds.includes(place.country);
  if (!(await repository.countryExists(place.country)))
    return [{ field: `${prefix}country`, message: 'Unknown country' }];
  if (needsState && !place.state) return [{ field: `${prefix}state`, message: messages.required }];
  if (needsState && place.state && !(await repository.stateBelongsTo(place.state, place.country))) {
    return [{ field: `${prefix}state`, message: 'This state is not in the chosen country' }];
  }
  if (!needsState && place.state) {
    return [{ field: `${prefix}state`, message: 'States are only kept for the United States and Canada' }];
  }
  return [];
}

/** The ISIC codes that do not exist, as a field issue. */
export async function isicCodeIssues(
  repository: ReturnType<typeof createAccountsRepository>,
  codes: string[],
): Promise<FieldIssue[]> {
  const unknownCodes = await repository.unknownIsicCodes(codes);
  return unknownCodes.length ? [{ field: 'isicCode', message: `Unknown ISIC code ${unknownCodes.join(', ')}` }] : [];
}
