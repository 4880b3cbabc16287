/** Access policies' constants: plain values, so pages that only read them do without zod. */
import { memberOrganizationType, readOnlyOrganizationType } from '../accounts/accounts.schemas';
import { searchFilters, type SearchFilterKey } from '../catalog/catalog.constants';

/** What a policy does to a member its rules match (`GET /policy/type`). */
export const policyTypes = { allow: 1, deny: 2, review: 3 } as const;
export const policyTypeNames: Record<number, string> = {
  [policyTypes.allow]: 'Allow',
  [policyTypes.deny]: 'Deny',
  [policyTypes.review]: 'Review',
};
export const policyTypeDescriptions: Record<number, string> = {
  [policyTypes.allow]: 'Members its rules match get access at once.',
  [policyTypes.deny]: 'Members its rules match are refused.',
  [policyTypes.review]: 'Requests of members its rules match wait for your approval.',
};

/** Policy and price configuration status: 1 active, 2 not active (the toggle sets the other). */
export const activeStatuses = { active: 1, notActive: 2 } as const;
export const activeStatusNames: Record<number, string> = { 1: 'Active', 2: 'Not active' };

/** Policy priority: high (1) decides before low (2). */
export const policyPriorities = { high: 1, low: 2 } as const;
export const policyPriorityNames: Record<number, string> = { 1: 'High', 2: 'Low' };

/** How the rules of a group join: Any 1, All 2. */
export const ruleConnectors = { any: 1, all: 2 } as const;
export const ruleConnectorNames: Record<number, string> = { 1: 'Any', 2: 'All' };

/** How a rule compares: Equals 1, Not Equals 2. */
export const ruleRelations = { equals: 1, notEquals: 2 } as const;
export const ruleRelationNames: Record<number, string> = { 1: 'Equals', 2: 'Not Equals' };

/** Whom a rule is about: the member asking for access, or the feed asked for. */
export const ruleTypes = ['member', 'metadata'] as const;
export type RuleType = (typeof ruleTypes)[number];

/**
 * The member fields rules compare (`GET /v3/policy/member/criteria`), each with the lookup its values
 * come from: the organisation, its country and state, its ISIC codes (a code matches its
 * descendants), its organisation type.
 */
export const memberCriteria = {
  organization: { label: 'Organisation', source: 'organization' },
  country: { label: 'Country', source: 'country' },
  state: { label: 'State', source: 'state' },
  isicCode: { label: 'ISIC code', source: 'isic' },
  organizationType: { label: 'Organisation type', source: 'organizationType' },
} as const;
export type MemberCriterion = keyof typeof memberCriteria;
export const memberCriterionKeys = Object.keys(memberCriteria) as [MemberCriterion, ...MemberCriterion[]];

/**
 * The feed fields rules compare (`GET /v3/policy/metadata/criteria`): one feed by id, and every field
 * the search filters on, with the same lookups (an ISIC code matches its descendants).
 */
export const metadataCriteria = {
  feed: { label: 'Feed', source: 'feed' },
  ...searchFilters,
} as const satisfies Record<string, { label: string; source: string | number }>;
export type MetadataCriterion = 'feed' | SearchFilterKey;
export const metadataCriterionKeys = Object.keys(metadataCriteria) as [MetadataCriterion, ...MetadataCriterion[]];

/** Organisation types rules may name: a registered member's, and the read-only one. */
export const organizationTypeNames: Record<number, string> = {
  [memberOrganizationType]: 'Member',
  [readOnlyOrganizationType]: 'Read-only',
};

/** Longest texts a policy keeps: its name, description, note and anonymizer text. */
export const policyLimits = { nameMax: 100, descriptionMax: 1000, noteMax: 1000, anonymizerTextMax: 50 } as const;

/** The anonymizer's default text, shown to providers instead of a consumer's name. */
export const defaultAnonymizerText = 'Suppressed';

/** Page size of the policy and pricing feed pickers (provider spec §9). */
export const feedPickerPageSize = 200;

/** Sort fields of the Policies tab (provider spec §9). */
export const policySorts = [
  'name',
  'description',
  'dateCreated',
  'lastDateModified',
  'active',
  'priority',
  'requirereview',
  'username',
] as const;

/** The rule builder's options (criteria, types, relations) are asked again this often (provider spec §9: 15 minutes). */
export const policyOptionsRefreshMs = 15 * 60_000;
