import type { ComboboxData } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { feedTypeNames } from '@feedmarket/contract/catalog/catalog.constants';
import { countriesWithStates } from '@feedmarket/contract/domain/domain.schemas';
import { organizationTypeNames } from '@feedmarket/contract/policies/policies.constants';

import { indexTree, nodeText } from '../../../lib/isic-tree';
import {
  countriesQueryOptions,
  isicCodesQueryOptions,
  statesQueryOptions,
  useDomainLookup,
} from '../../../lib/lookups';
import { usePolicyFeeds } from '../api/get-policy-feeds';

/** Where a criterion's values come from (`source` of `GET /v3/policy/…/criteria`): a named list or a lookup id. */
export type CriterionSource = string | number;

/**
 * How a rule's value is chosen: from a list (countries, states, types, feeds, a lookup), in the ISIC
 * tree, or typed as an id (an organisation: members are not listed to other members).
 */
export type CriterionValueKind = 'list' | 'isic' | 'id';

export type CriterionValues = {
  kind: CriterionValueKind;
  /** The list's options, grouped where that helps (states by country). */
  data: ComboboxData;
  isPending: boolean;
  isError: boolean;
  /** The name of a value, once its list has loaded. */
  nameOf: (value: string) => string | undefined;
};

type Option = { value: string; label: string };

const fromNames = (names: Record<number, string>): Option[] =>
  Object.entries(names).map(([value, label]) => ({ value, label }));

export function valueKindOf(source: CriterionSource | undefined): CriterionValueKind {
  if (source === 'isic') return 'isic';
  if (source === 'organization') return 'id';
  return 'list';
}

/**
 * The values a criterion offers and their names, through the shared lookups (countries, states,
 * ISIC codes, lookup lists) and the organisation's feeds. Only the lists the source needs are asked for.
 */
export function useCriterionValues(source: CriterionSource | undefined, orgId: number): CriterionValues {
  const kind = valueKindOf(source);
  const countries = useQuery({ ...countriesQueryOptions(), enabled: source === 'country' });
  const usStates = useQuery({ ...statesQueryOptions(countriesWithStates.unitedStates), enabled: source === 'state' });
  const canadaStates = useQuery({ ...statesQueryOptions(countriesWithStates.canada), enabled: source === 'state' });
  const lookup = useDomainLookup(typeof source === 'number' ? source : 0, { enabled: typeof source === 'number' });
  const feeds = usePolicyFeeds(orgId, { pageNum: 1 }, { enabled: source === 'feed' });
  const isic = useQuery({ ...isicCodesQueryOptions(), enabled: source === 'isic' });

  return useMemo(() => {
    const list = (options: Option[] | undefined, query: { isPending: boolean; isError: boolean }) => {
      const known = new Map((options ?? []).map((option) => [option.value, option.label]));
      return {
        kind,
        data: options ?? [],
        isPending: query.isPending,
        isError: query.isError,
        nameOf: (value: string) => known.get(value),
      };
    };
    const settled = { isPending: false, isError: false };
    switch (source) {
      case 'country':
        return list(
          countries.data?.map((country) => ({ value: String(country.value), label: country.name })),
          countries,
        );
      case 'state': {
        const states = [
          { group: 'United States', items: usStates.data ?? [] },
          { group: 'Canada', items: canadaStates.data ?? [] },
        ].map(({ group, items }) => ({
          group,
          items: items.map((state) => ({ value: String(state.value), label: state.name })),
        }));
        const flat = list(
          states.flatMap((group) => group.items),
          {
            isPending: usStates.isPending || canadaStates.isPending,
            isError: usStates.isError || canadaStates.isError,
          },
        );
        return { ...flat, data: states };
      }
      case 'organizationType':
        return list(fromNames(organizationTypeNames), settled);
      case 'metadataType':
        return list(fromNames(feedTypeNames), settled);
      case 'feed':
        return list(
          feeds.data?.content.map((feed) => ({ value: String(feed.id), label: feed.name })),
          feeds,
        );
      case 'isic': {
        const index = indexTree(isic.data ?? []);
        return {
          kind,
          data: [],
          isPending: isic.isPending,
          isError: isic.isError,
          nameOf: (value: string) => {
            const node = index.get(value);
            return node ? `${value} ${nodeText(node)}` : undefined;
          },
        };
      }
      default:
        if (typeof source === 'number') {
          return list(
            lookup.data?.map((option) => ({ value: String(option.value), label: option.name })),
            lookup,
          );
        }
        return { kind, data: [], ...settled, nameOf: () => undefined };
    }
  }, [kind, source, countries, usStates, canadaStates, lookup, feeds, isic]);
}
