import type { TDataRequestBody } from '@feedmarket/contract/requests/requests.schemas';

import { hasStates, type CountryStateValues } from '../../../components/country-state-fields';

// `key` keeps each row's inputs with the row when another row is removed; it is not sent.
export type CriterionRow = { key: string; criteriaId: string | null; text: string };

export type DataRequestValues = CountryStateValues & {
  firstName: string;
  lastName: string;
  email: string;
  orgName: string;
  address: string;
  role: string;
  comment: string;
  criteria: CriterionRow[];
};

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The body the API takes: ids as numbers, blank texts left out, a contact only from visitors. */
export function toRequestBody(values: DataRequestValues, isMember: boolean): TDataRequestBody {
  return {
    comment: optional(values.comment),
    contact: isMember
      ? undefined
      : {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          orgName: values.orgName.trim(),
          country: Number(values.country),
          state: hasStates(values.country) && values.state ? Number(values.state) : null,
          address: optional(values.address),
          role: optional(values.role),
        },
    criteria: values.criteria.map((row) => ({ criteriaId: Number(row.criteriaId), text: row.text.trim() })),
  };
}
