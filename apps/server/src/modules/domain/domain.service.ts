import type { TTreeNode } from '@feedmarket/contract/common/common.schemas';
import { countriesWithStates, type TAppSettings } from '@feedmarket/contract/domain/domain.schemas';
import { messages } from '@feedmarket/contract/messages';
import type { Db } from '../../db/client';
import { notFound, type FieldIssue } from '../../lib/http-error';
import { createDomainRepository } from './domain.repository';

type FlatNode = { id: string; parentId: string | null; name: string; description: string };

/** Builds a tree from rows that name their parent, keeping the rows' order among siblings. */
export function buildTree(rows: FlatNode[]): TTreeNode[] {
  const nodes = new Map<string, TTreeNode>();
  for (const row of rows) nodes.set(row.id, { id: row.id, name: row.name, description: row.description, children: [] });
  const roots: TTreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

const isicLevelNames = { section: 'Section', division: 'Division', group: 'Group', class: 'Class' } as const;

export function createDomainService(db: Db) {
  const repository = createDomainRepository(db);

  async function requireDomain(query: string): Promise<number> {
    const domainId = await repository.findDomainId(query);
    if (domainId === undefined) throw notFound(`Unknown domain '${query}'`);
    return domainId;
  }

  return {
    /** A numeric domain's options, or the country list. */
    async lookup(query: string) {
      if (query === 'country') return repository.listCountries();
      return repository.listValues(await requireDomain(query), null);
    },

    async subtypes(query: string, subtype: number) {
      const domainId = await requireDomain(query);
      if (!(await repository.valueExists(domainId, subtype)))
        throw notFound(`Unknown option ${subtype} of domain '${query}'`);
      return repository.listValues(domainId, subtype);
    },

    /**
     * What a schema cannot check about a country and state: that they exist, and that a state is given
     * for the United States and Canada (and only there) and lies in the country. `prefix` names the
     * object holding them in the body, e.g. `contact.`.
     */
    async placeIssues(place: { country: number; state?: number | null }, prefix = ''): Promise<FieldIssue[]> {
      const needsState = (Object.values(countriesWithStates) as number[]).includes(place.country);
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
    },

    /** States of a country; only the United States and Canada have them, others answer an empty list. */
    listStates: (countryId: number) => repository.listStates(countryId),

    async isicTree(): Promise<TTreeNode[]> {
      const rows = await repository.listIsicCodes();
      return buildTree(
        rows.map((row) => ({
          id: row.code,
          parentId: row.parent,
          name: row.description,
          description: isicLevelNames[row.level],
        })),
      );
    },

    async gicTree(): Promise<TTreeNode[]> {
      return buildTree(await repository.listGicCodes());
    },

    listSourceCategories: () => repository.listSourceCategories(),
    listEmailRestrictions: () => repository.listEmailRestrictions(),
    listCriteriaTypes: () => repository.listCriteriaTypes(),

    async appSettings(guid: string): Promise<TAppSettings> {
      const app = await repository.findApp(guid);
      if (!app) throw notFound(`Unknown application '${guid}'`);
      const { logoSvg: _logo, iconSvg: _icon, ...settings } = app;
      return settings;
    },

    async appImage(guid: string, kind: 'logo' | 'icon'): Promise<string> {
      const app = await repository.findApp(guid);
      if (!app) throw notFound(`Unknown application '${guid}'`);
      return kind === 'logo' ? app.logoSvg : app.iconSvg;
    },
  };
}

export type DomainService = ReturnType<typeof createDomainService>;
