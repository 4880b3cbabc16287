/** A program calling with an API client's token (not a member session), resolved from the bearer token. */
export type ApiCaller = {
  clientId: number;
  orgId: number;
  name: string;
  type: number;
};
