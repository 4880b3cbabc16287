import type { RouteDef } from '@feedmarket/contract/common/route';
import { ZContentInfo } from '@feedmarket/contract/datasets/datasets.schemas';
import { routes } from '@feedmarket/contract/routes';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprintDatabase, nextTransactionId } from './test/db-fingerprint';
import { bearer, completeFeedBody, createFeed, createUser, login } from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';
import {
  arbitraryOf,
  everydayInputs,
  hostileValues,
  leafChoices,
  mutate,
  mutationArbitrary,
  samplesFrom,
  type Samples,
} from './test/zod-arbitrary';

/*
 * Every route of the route table, fed requests derived from its own schemas, valid and mutated
 * (hostile values anywhere, unknown keys, missing fields, broken bodies), as the callers it admits.
 * No answer may be a 5xx, and a refused request (4xx) must leave the database as it was.
 * Each route first gets a sweep (every hostile kind in every field), then `FUZZ_RUNS` random cases:
 * `npm test` runs 8 with a fixed seed, `npm run fuzz` more (FUZZ_RUNS, FUZZ_SEED).
 */
const runs = Number(process.env.FUZZ_RUNS ?? 8);
const seed = Number(process.env.FUZZ_SEED ?? 14_2026);

type Caller = 'anonymous' | 'member' | 'supervisor';
const callersOf: Record<RouteDef['access'], Caller[]> = {
  public: ['anonymous'],
  optional: ['anonymous', 'member'],
  member: ['member'],
  supervisor: ['supervisor'],
  // A program's token is no member session: the fuzz reaches these routes' refusal of the caller.
  apiClient: ['anonymous'],
};

type Input = { params?: unknown; query?: unknown; body?: unknown };
/** A raw body: sent as is, with its own content type. */
type RawBody = { contentType: string; payload: string };
type Case = { caller: Caller; input: Input; raw?: RawBody; rawPath?: boolean };

let t: TestApp;
let tokens: Record<Exclude<Caller, 'anonymous'>, string>;
let member: { username: string };
let samples: Samples;
/**
 * Requests the server accepts, for routes whose input must name existing lookups and data: random
 * cases start from them as often as from generated input, and so does the sweep.
 */
let corpus: Map<RouteDef, Input>;

beforeAll(async () => {
  // Signing in again after a generated logout must not meet the sign-in limits.
  t = await createTestApp({ loginLimits: { perAccount: 1_000_000, perAddress: 1_000_000, windowSeconds: 900 } });
  const memberUser = await createUser(t.db, { roleIds: [1] });
  const supervisorUser = await createUser(t.db, { isSupervisor: true, roleIds: [1] });
  member = memberUser;
  const profile = await login(t.app, memberUser.username);
  tokens = { member: profile.token, supervisor: (await login(t.app, supervisorUser.username)).token };
  const draft = await t.app.inject({
    method: 'POST',
    url: '/api/v2/metadata',
    payload: completeFeedBody(),
    headers: bearer(profile.token),
  });
  const draftFeed = draft.json<{ id: number; uid: string }>();
  const upload = await t.app.inject({
    method: 'POST',
    url: `/api/v2/dataset/${draftFeed.id}/content/upload`,
    payload: multipart('fixture', [filePart('levels.csv', 'level\n1.2\n')]),
    headers: { ...bearer(profile.token), 'content-type': 'multipart/form-data; boundary=fixture' },
  });
  const activeFeed = await createFeed(t.db, { orgId: profile.orgid, status: 1 });
  const otherFeed = await createFeed(t.db, { orgId: (await createUser(t.db)).orgId, status: 1 });
  const priceBody = {
    name: 'Research rate',
    mode: 2,
    option: 2,
    price: 12.5,
    volumeAmount: 100,
    metadataIds: [activeFeed],
  };
  const price = await t.app.inject({
    method: 'POST',
    url: '/api/v2/price',
    payload: { ...priceBody, status: 2 },
    headers: bearer(profile.token),
  });

  samples = samplesFrom(everydayInputs, {
    ids: [
      profile.orgid,
      profile.userid,
      draftFeed.id,
      activeFeed,
      otherFeed,
      upload.json<{ id: number }>().id,
      price.json<{ id: number }>().id,
    ],
    uid: draftFeed.uid,
    member: [memberUser.username, memberUser.email],
  });

  const feed = completeFeedBody();
  const searchCriteria = { text: 'river', filters: { country: [840], format: [501], isicCode: ['36'] } };
  const registration = {
    name: 'Acme Sensing',
    country: 840,
    state: 84_001,
    addressline1: '12 Main Street',
    city: 'Seattle',
    postalcode: '98101',
    website: 'https://example.org',
    isicCode: ['3600'],
    users: [
      {
        firstname: 'Jane',
        lastname: 'Doe',
        username: 'janedoe1',
        password: 'abc12345',
        email: [{ emailAddress: 'jane.doe@example.org', emailType: 2 }],
        phones: [{ phoneNumber: '+1 206 555 0100', phoneType: 1 }],
      },
    ],
  };
  corpus = new Map<RouteDef, Input>([
    [routes.accounts.register, { body: registration }],
    [
      routes.auth.passwordChange,
      { body: { username: memberUser.username, oldPassword: 'wrong123', newPassword: 'abc12345' } },
    ],
    [routes.metadata.create, { body: feed }],
    [routes.metadata.update, { body: { ...feed, id: draftFeed.id } }],
    [
      routes.metadata.createGroup,
      { params: { id: activeFeed }, body: { meta: { name: 'Gauges' }, containers: feed.containers } },
    ],
    [routes.pricing.create, { body: priceBody }],
    [routes.pricing.update, { params: { id: price.json<{ id: number }>().id }, body: priceBody }],
    [routes.catalog.search, { body: searchCriteria }],
    [routes.catalog.suggest, { body: searchCriteria }],
    [routes.catalog.filterOptions, { body: { ...searchCriteria, filter: 'country', prefix: 'Uni' } }],
    [routes.catalog.sameLocation, { body: { ...searchCriteria, point: { lat: 47.606, lon: -122.332 } } }],
    [
      routes.catalog.clusters,
      {
        body: {
          ...searchCriteria,
          bounds: { bottomLeft: { lat: 40, lon: -130 }, upperRight: { lat: 50, lon: -110 } },
          zoom: 12,
        },
      },
    ],
  ]);
});
afterAll(() => t.close());

function multipart(boundary: string, parts: string[]): string {
  return `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`;
}
function filePart(name: string, content: string): string {
  return `Content-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n${content}`;
}

/** Multipart bodies of an upload: well formed with generated info and names, or broken in one of the ways parsers meet. */
function multipartArbitrary(): fc.Arbitrary<RawBody> {
  const info = fc.oneof(arbitraryOf(ZContentInfo, samples), fc.constantFrom(...hostileValues));
  const name = fc.constantFrom('levels.csv', 'a.json', '../../etc/passwd', 'x\u0000.csv', 'ab\ud800.csv');
  const wellFormed = fc
    .record({ info: fc.option(info), names: fc.array(name, { minLength: 0, maxLength: 3 }) })
    .map(({ info: described, names }) => ({
      contentType: 'multipart/form-data; boundary=fuzz',
      payload: multipart('fuzz', [
        ...(described === null
          ? []
          : [`Content-Disposition: form-data; name="info"\r\n\r\n${JSON.stringify(described) ?? ''}`]),
        ...names.map((fileName) => filePart(fileName, 'level\n1.2\n')),
      ]),
    }));
  const broken = fc.constantFrom<RawBody>(
    { contentType: 'multipart/form-data', payload: multipart('fuzz', [filePart('a.csv', 'x')]) },
    { contentType: 'multipart/form-data; boundary=fuzz', payload: `--fuzz\r\n${filePart('a.csv', 'cut short')}` },
    { contentType: 'multipart/form-data; boundary=fuzz', payload: '--fuzz\r\nno headers at all' },
    { contentType: 'multipart/form-data; boundary=fuzz', payload: 'not multipart at all' },
    { contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, payload: multipart('b'.repeat(300), []) },
    {
      contentType: 'multipart/form-data; boundary=fuzz',
      payload: multipart('fuzz', ['Content-Disposition: form-data; name="info"\r\n\r\n{"dataStart":']),
    },
    {
      contentType: 'multipart/form-data; boundary=fuzz',
      payload: multipart('fuzz', ['Content-Disposition: form-data; name="__proto__"\r\n\r\n{}']),
    },
    { contentType: 'application/json', payload: '{}' },
  );
  return fc.oneof(wellFormed, broken);
}

/** Bodies that are not what a JSON route reads: broken JSON, other types, prototype keys, too large. */
const brokenBodies = fc.constantFrom<RawBody>(
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '{"__proto__":{"isSupervisor":true}}' },
  { contentType: 'application/json', payload: '{"constructor":{"prototype":{"isSupervisor":true}}}' },
  { contentType: 'application/json', payload: `"${'x'.repeat(1_100_000)}"` },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&a=2&b[c]=3' },
  { contentType: 'application/xml', payload: '<a/>' },
);

const partsOf = (route: RouteDef) => (['params', 'query', 'body'] as const).filter((part) => route[part]);

/** Valid-looking input of a route: its params, query and body from their schemas. */
function inputArbitrary(route: RouteDef): fc.Arbitrary<Input> {
  return fc.record(Object.fromEntries(partsOf(route).map((part) => [part, arbitraryOf(route[part]!, samples)])));
}

function caseArbitrary(route: RouteDef): fc.Arbitrary<Case> {
  const parts = partsOf(route);
  const known = corpus.get(route);
  const input = known ? fc.oneof(inputArbitrary(route), fc.constant(known)) : inputArbitrary(route);
  const mutated = parts.length
    ? fc
        .tuple(input, fc.constantFrom(...parts), fc.nat(), mutationArbitrary)
        .map(([valid, part, choice, mutation]) => ({ ...valid, [part]: mutate(valid[part], choice, mutation) }))
    : input;
  const caller = fc.constantFrom(...callersOf[route.access]);
  const cases: fc.WeightedArbitrary<Case>[] = [
    { weight: 1, arbitrary: fc.record({ caller, input }) },
    { weight: 2, arbitrary: fc.record({ caller, input: mutated, rawPath: fc.boolean() }) },
  ];
  if (route.bodyType === 'multipart') {
    cases.push({ weight: 1, arbitrary: fc.record({ caller, input, raw: multipartArbitrary() }) });
  } else if (route.body) {
    cases.push({ weight: 1, arbitrary: fc.record({ caller, input, raw: brokenBodies }) });
  }
  return fc.oneof(...cases);
}

/** One text or number of each hostile kind that reaches the database; see `sweepCases`. */
const sweptValues: (string | number)[] = [
  'a\u0000b',
  'ab\ud800',
  2 ** 31,
  -(2 ** 31) - 1,
  5e-324,
  '2026-02-31T25:61:61Z',
  'x'.repeat(100_000),
  '../../../../etc/passwd',
  '2147483648',
];

/** A valid request of a route: from the corpus, or the generated one that fills the most fields. */
function baseInput(route: RouteDef): Input {
  const known = corpus.get(route);
  if (known) return known;
  const valid = fc
    .sample(inputArbitrary(route), { seed, numRuns: 20 })
    .filter((input) => partsOf(route).every((part) => route[part]!.safeParse(input[part]).success));
  const size = (input: Input) => JSON.stringify(input).length;
  return valid.sort((a, b) => size(b) - size(a))[0] ?? {};
}

/**
 * Cases run before the random ones, from one valid request of the route: each hostile kind put
 * into every text (or number) of a part at once, and the two kinds that once broke PostgreSQL (a
 * NUL, an integer beyond its column) into each field on its own, so that no other field's check
 * refuses the request first. Whatever the random cases pick, every field of every route meets them.
 */
function sweepCases(route: RouteDef): [Case][] {
  const base = baseInput(route);
  // The most privileged caller a route admits goes deepest.
  const caller = callersOf[route.access].at(-1)!;
  const withPart = (part: keyof Input, value: unknown): [Case] => [{ caller, input: { ...base, [part]: value } }];
  return partsOf(route).flatMap((part) => [
    ...sweptValues.map((value) => withPart(part, mutate(base[part], 0, { kind: 'everywhere', value }))),
    ...leafChoices(base[part], 'string').map((choice) =>
      withPart(part, mutate(base[part], choice, { kind: 'replace', value: 'a\u0000b' })),
    ),
    ...leafChoices(base[part], 'number').map((choice) =>
      withPart(part, mutate(base[part], choice, { kind: 'replace', value: 2 ** 31 })),
    ),
  ]);
}

/** Percent-encodes text as a browser would, and an unpaired surrogate as the bytes a careless client sends. */
function encode(text: string): string {
  return Array.from(text, (char) => (/\p{Cs}/u.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
}

function asText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The request a case stands for: path filled, query written out, body as JSON, form or raw. */
function requestOf(route: RouteDef, { caller, input, raw, rawPath }: Case) {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const text = asText(params[name]) ?? '';
    // Unencoded, a value such as `../x` walks the path itself.
    return rawPath && !/[?#%\s]/.test(text) ? text : encode(text);
  });
  const query = Object.entries(
    input.query && typeof input.query === 'object' ? (input.query as Record<string, unknown>) : {},
  )
    .map(([key, value]) => [key, asText(value)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
  const headers: Record<string, string> = caller === 'anonymous' ? {} : bearer(tokens[caller]);
  let payload: string | undefined;
  if (raw) {
    headers['content-type'] = raw.contentType;
    payload = raw.payload;
  } else if (route.bodyType === 'multipart') {
    headers['content-type'] = 'multipart/form-data; boundary=fuzz';
    payload = multipart('fuzz', [filePart('levels.csv', 'level\n1.2\n')]);
  } else if (route.bodyType === 'form' && input.body && typeof input.body === 'object') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = Object.entries(input.body as Record<string, unknown>)
      .map(([key, value]) => `${encode(key)}=${encode(asText(value) ?? '')}`)
      .join('&');
  } else if (input.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(input.body);
  }
  return { method: route.method, url: `/api/v2${path}${query ? `?${query}` : ''}`, headers, payload };
}

/** A short account of a request for failure reports: long texts cut, control characters shown. */
function describeRequest(request: ReturnType<typeof requestOf>): string {
  const cut = (text: string) => JSON.stringify(text.length > 300 ? `${text.slice(0, 300)}…(${text.length})` : text);
  const type = request.headers['content-type'];
  return `${request.method} ${cut(request.url)}${type ? ` [${cut(type)}]` : ''} ${cut(request.payload ?? '')}`;
}

// Routes that delete the test's data go last.
const table = Object.entries(routes)
  .flatMap(([domain, entries]) =>
    Object.entries(entries as Record<string, RouteDef>).map(([name, route]) => ({ name: `${domain}.${name}`, route })),
  )
  .sort((a, b) => Number(a.route.method === 'DELETE') - Number(b.route.method === 'DELETE'));

/**
 * The database as last looked at: the next transaction id then, and the tables' fingerprint. While
 * the id stays the same nothing was written, so the tables are fingerprinted again only when it moved.
 */
let known: { transactionId: string; tables: Record<string, string> } | undefined;

async function lookAtDatabase() {
  const transactionId = await nextTransactionId(t.db);
  if (known?.transactionId !== transactionId) known = { transactionId, tables: await fingerprintDatabase(t.db) };
  return known;
}

async function check(route: RouteDef, generated: Case) {
  const request = requestOf(route, generated);
  const before = await lookAtDatabase();
  const response = await t.app.inject(request);
  const account = `${describeRequest(request)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, account).toBeLessThan(500);
  if (response.statusCode >= 400) expect((await lookAtDatabase()).tables, account).toEqual(before.tables);
  // A logout ended the member's session: sign in again for the cases to come.
  if (route === routes.auth.logout && response.statusCode === 200) {
    tokens.member = (await login(t.app, member.username)).token;
  }
}

describe(`every route: each hostile kind in every field, then ${runs} generated requests (seed ${seed})`, () => {
  it.each(table)(
    '$name: $route.method $route.path',
    async ({ route }) => {
      const examples = sweepCases(route);
      await fc.assert(
        fc.asyncProperty(caseArbitrary(route), (generated) => check(route, generated)),
        // The examples count among the runs.
        { numRuns: examples.length + runs, seed, examples },
      );
    },
    Math.max(30_000, runs * 3_000),
  );
});
