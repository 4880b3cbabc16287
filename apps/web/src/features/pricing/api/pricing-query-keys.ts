/**
 * Query keys of the Pricing tab. Everything sits under `all`, so a change to one configuration
 * reloads the list, the configuration itself and the feed picker's counts alike.
 */
export const pricingKeys = {
  all: ['pricing'] as const,
  lists: (orgId: number) => [...pricingKeys.all, 'list', orgId] as const,
  price: (id: number) => [...pricingKeys.all, 'price', id] as const,
  feeds: (orgId: number) => [...pricingKeys.all, 'feeds', orgId] as const,
};
