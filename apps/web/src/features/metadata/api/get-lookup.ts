import { useDomainLookup } from '../../../lib/lookups';

/** The options of a numeric lookup list (`/domain/{id}`), e.g. 1 category, 16 environment: the shared lookup. */
export function useLookup(domainId: number) {
  return useDomainLookup(domainId);
}

/**
 * The name of a lookup list's value, to show instead of its id: null for no value, an ellipsis
 * while the list loads.
 */
export function useLookupNames(domainId: number): (value: number | null | undefined) => string | null {
  const lookup = useLookup(domainId);
  return (value) => {
    if (value == null) return null;
    if (!lookup.data) return '…';
    return lookup.data.find((option) => option.value === value)?.name ?? String(value);
  };
}
