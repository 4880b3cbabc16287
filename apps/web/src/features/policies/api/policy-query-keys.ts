/**
 * Query keys of the Policies tab. Lists, policies, previews and access requests sit under `all`: a
 * policy change decides the provider's accesses again, so every one of them may have changed. The
 * rule builder's options sit apart, as changes to policies never change them.
 */
export const policyKeys = {
  all: ['policies'] as const,
  list: (orgId: number) => [...policyKeys.all, 'list', orgId] as const,
  detail: (id: number) => [...policyKeys.all, 'detail', id] as const,
  feeds: (orgId: number) => [...policyKeys.all, 'feeds', orgId] as const,
  preview: () => [...policyKeys.all, 'preview'] as const,
  received: (orgId: number) => [...policyKeys.all, 'received', orgId] as const,
  options: (name: string) => ['policy-options', name] as const,
};
