import type { TLoginProfile } from '@feedmarket/contract/auth/auth.schemas';
import type { TFeedBody } from '@feedmarket/contract/catalog/metadata.schemas';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { feedAccesses } from '../db/schema/access';
import { organizations, userEmails, userRoles, users } from '../db/schema/accounts';
import { hashPassword } from '../lib/password';
import { createCatalogRepository } from '../modules/catalog/catalog.repository';
import type { FeedInput, LocationInput } from '../modules/catalog/feed-record';
import { loadLookupNames } from '../modules/catalog/lookup-names';

const unique = () => randomBytes(4).toString('hex');
export const testPassword = 'secret123';

export async function createOrganization(db: Db, values: Partial<typeof organizations.$inferInsert> = {}) {
  const [org] = await db
    .insert(organizations)
    .values({ name: `Test Org ${unique()}`, countryId: 826, ...values })
    .returning();
  return org!;
}

type UserOptions = {
  orgId?: number;
  username?: string;
  email?: string;
  password?: string;
  roleIds?: number[];
  isSupervisor?: boolean;
  status?: number;
};

/** A user (in a new organisation unless `orgId` is given) with a known password. */
export async function createUser(db: Db, options: UserOptions = {}) {
  const orgId = options.orgId ?? (await createOrganization(db)).id;
  const username = options.username ?? `user${unique()}`;
  const password = options.password ?? testPassword;
  const [user] = await db
    .insert(users)
    .values({
      orgId,
      username,
      passwordHash: await hashPassword(password),
      firstname: 'Test',
      lastname: 'User',
      isSupervisor: options.isSupervisor ?? false,
      status: options.status ?? 2,
    })
    .returning();
  const email = options.email ?? `${username}@example.org`;
  await db.insert(userEmails).values({ userId: user!.id, emailAddress: email });
  await db.insert(userRoles).values((options.roleIds ?? [2]).map((roleId) => ({ userId: user!.id, roleId })));
  return { ...user!, email, password };
}

/** Signs in through the API and answers the session profile. */
export async function login(app: FastifyInstance, username: string, password = testPassword): Promise<TLoginProfile> {
  const response = await app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A signed-in user of an organisation, as API tests call with. */
export type SignedIn = { token: string; orgId: number; userId: number; username: string };

/** A user of the organisation with these roles, signed in through the API. */
export async function signedInUser(
  { app, db }: { app: FastifyInstance; db: Db },
  orgId: number,
  options: Omit<UserOptions, 'orgId'> = {},
): Promise<SignedIn> {
  const user = await createUser(db, { ...options, orgId });
  const { token } = await login(app, user.username);
  return { token, orgId, userId: user.id, username: user.username };
}

export type ApiCall = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  token?: string;
  payload?: unknown;
  headers?: Record<string, string>;
};

/** Calls the API (`url` below `/api/v2`) as the holder of `token`, or a visitor; answers the status, JSON body and headers. */
export async function callApi(app: FastifyInstance, { method, url, token, payload, headers = {} }: ApiCall) {
  const response = await app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
    ...(payload !== undefined && { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.body ? response.json() : undefined, headers: response.headers };
}

/** A feed with sensible defaults; override what the test is about. */
/** The records of a live stream, as the continuous download joins its chunks; none when it holds no chunk. */
export async function streamRecords(app: FastifyInstance, trackingId: string, token: string): Promise<unknown[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v2/continuous/trackingid/${trackingId}/download`,
    headers: bearer(token),
  });
  if (response.statusCode === 404) return [];
  if (response.statusCode !== 200) throw new Error(`The download answered ${response.statusCode}: ${response.body}`);
  return response.body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as unknown);
}

export async function createFeed(db: Db, overrides: Partial<FeedInput> & { orgId: number }) {
  const names = await loadLookupNames(db);
  const [id] = await createCatalogRepository(db).insertFeeds(
    [
      {
        typeId: 1,
        status: 1,
        name: `Test feed ${unique()}`,
        description: 'Readings for tests',
        locations: [],
        sensors: [],
        parties: [],
        ...overrides,
      },
    ],
    names,
  );
  return id!;
}

/** A fixed location at a point, as the search's location filters expect. */
export const pointAt = (latitude: number, longitude: number, countryId = 840): LocationInput => ({
  containerType: 130,
  locationType: 130,
  locationSubType: 10003,
  countryId,
  latitude,
  longitude,
});

/** A feed body that passes every step of the metadata wizard; override what the test is about. */
export function completeFeedBody(overrides: Partial<TFeedBody> = {}): TFeedBody {
  return {
    typeId: 1,
    meta: { name: `River gauge ${unique()}`, description: 'Water level of the river every 15 minutes', version: '1.0' },
    identifier: { extId: `RG-${unique()}-1`, uri: 'https://example.org/feeds/river-gauge' },
    categoryId: 105,
    isicCodes: ['3600'],
    sourceCategoryId: 2601,
    ownership: {
      originators: [{ originatorId: 102, name: 'United States Geological Survey', type: 602 }],
      owners: [{ name: 'Cascadia Hydrology', type: 601 }],
    },
    environment: { containerNameId: null, environmentInfos: [1602], interactors: [] },
    containers: [
      {
        type: 130,
        locationCategory: 1701,
        locationType: 130,
        locationSubType: 10003,
        location: { countryId: 840, latitude: 47.6062, longitude: -122.3321, city: 'Seattle' },
      },
    ],
    dataset: [
      {
        sensorInfo: { type: 401, sourceNameId: 2202, sourceTypeId: 2301, manufacturerId: 2503, model: 'WL-200' },
        schemaInfo: { format: 501, type: 801, unitOfMeasureId: 1901, property: 'water_level' },
      },
    ],
    legal: { licence: 1001, customEntries: [104] },
    ...overrides,
  };
}

/** Access to a feed granted to an organisation, as the provider's policies grant it. */
export async function grantAccess(db: Db, access: { orgId: number; feedId: number; providerOrgId: number }) {
  await db.insert(feedAccesses).values({ ...access, state: 'granted', reason: 'Open to every member' });
}
