/**
 * `npm run bench:access`: how fast access is decided at scale. Seeds a throwaway PostgreSQL server
 * with 1,000 organisations, 100,000 feeds (100 each) and 10,000 access policies (10 each) with member
 * and metadata rules, then, through the app's own services (as a request would, minus HTTP):
 *  - locks: members lock feeds of other organisations in their workspace; each lock decides against
 *    the provider's policies, writes the decision (and a grant, counts, notifications) in one
 *    transaction. Prints p50 / p95 of a whole lock, and of a `select 1` round trip between locks as
 *    the baseline (a busy machine slows both).
 *  - re-deciding: one provider holds 10,000 granted accesses (100 organisations × its 100 feeds);
 *    it changes a policy so that part of them is no longer allowed. Prints how long the change
 *    takes, every access re-decided and those revoked taken out of the workspaces, with notices.
 * BENCH_RUNS (2) repeats both; BENCH_LOCKS (500) sets the locks timed per run.
 */
import {
  policyPriorities,
  policyTypes,
  ruleConnectors,
  ruleRelations,
} from '@feedmarket/contract/policies/policies.constants';
import { ZPolicyBody, type TPolicyBody } from '@feedmarket/contract/policies/policies.schemas';
import type { TPolicyGroup } from '@feedmarket/contract/policies/policy-rules';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/config';
import { openDatabase } from '../apps/server/src/db/client';
import { loadReferenceData } from '../apps/server/src/db/seed/reference-data';
import type { SessionUser } from '../apps/server/src/lib/session-user';
import { encodeFacet } from '../apps/server/src/modules/catalog/facet-codes';
import { startPostgresCluster } from '../apps/server/src/test/postgres-cluster';

const organizationCount = 1_000;
const feedsPerOrganization = 100;
const policiesPerOrganization = 10;
const runs = Number(process.env.BENCH_RUNS ?? 2);
const lockCount = Number(process.env.BENCH_LOCKS ?? 500);

// A fixed seed, so every run measures the same marketplace.
let state = 20261127;
const random = () => {
  state = (state * 1103515245 + 12345) % 2 ** 31;
  return state / 2 ** 31;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const countries = [840, 124, 826, 276, 250, 380, 724, 528, 752, 392];
const isicClasses = ['0111', '3600', '7210', '6201', '4911', '3510', '8510', '2610', '0510', '7110'];
const formats = [501, 502, 503, 504, 505];

type Organization = { id: number; countryId: number; isic: string; type: number; admin: SessionUser };

async function seed(databaseUrl: string): Promise<Organization[]> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const orgRows = Array.from({ length: organizationCount }, (_, index) => ({
    countryId: pick(countries),
    isic: pick(isicClasses),
    // One in twenty is a read-only organisation, which some policies refuse.
    type: index % 20 === 19 ? 3 : 60,
  }));
  const { rows: orgIds } = await client.query<{ id: number }>(
    `insert into organizations (name, country_id, organization_type)
     select 'Bench organisation ' || n, c, t from unnest($1::int[], $2::int[]) with ordinality as o(c, t, n)
     returning id`,
    [orgRows.map((row) => row.countryId), orgRows.map((row) => row.type)],
  );
  const ids = orgIds.map((row) => row.id);
  await client.query(
    `insert into organization_isic_codes (org_id, isic_code) select * from unnest($1::int[], $2::text[])`,
    [ids, orgRows.map((row) => row.isic)],
  );
  const { rows: userRows } = await client.query<{ id: number; org_id: number }>(
    `insert into users (org_id, username, password_hash, firstname, lastname)
     select o, 'bench' || o, 'unused', 'Bench', 'Admin' from unnest($1::int[]) o returning id, org_id`,
    [ids],
  );
  await client.query(`insert into user_roles (user_id, role_id) select id, 1 from users where username like 'bench%'`);

  // 100 feeds per organisation, each carrying a country, an ISIC class (with its division) and a format.
  const feedOrg: number[] = [];
  const feedFacets: string[] = [];
  for (const orgId of ids) {
    for (let index = 0; index < feedsPerOrganization; index += 1) {
      const isic = pick(isicClasses);
      feedOrg.push(orgId);
      feedFacets.push(
        `{${[
          encodeFacet('country', pick(countries)),
          encodeFacet('isicCode', isic),
          encodeFacet('isicCode', isic.slice(0, 2)),
          encodeFacet('format', pick(formats)),
        ].join(',')}}`,
      );
    }
  }
  // A bulk load, as the seeder's: the feed triggers skip their counters, rebuilt once afterwards.
  await client.query('begin');
  await client.query(`set local feedmarket.bulk_load = 'on'`);
  await client.query(
    `insert into feeds (org_id, status, name, columns, search_vector, facets)
     select o, 1, 'Bench feed ' || n, '{}'::jsonb, to_tsvector('simple', 'bench feed ' || n), f::int[]
     from unnest($1::int[], $2::text[]) with ordinality as x(o, f, n)`,
    [feedOrg, feedFacets],
  );
  await client.query('commit');
  await client.query('select rebuild_map_cells(), rebuild_feed_counts(), rebuild_feed_points()');

  const policies: { orgId: number; groups: TPolicyGroup[]; typeId: number; priority: number }[] = [];
  for (const orgId of ids) {
    for (let index = 0; index < policiesPerOrganization; index += 1) {
      const memberRules = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, order) =>
        pick([
          {
            ruleType: 'member' as const,
            field: 'country',
            relation: ruleRelations.equals,
            value: String(pick(countries)),
            order,
          },
          {
            ruleType: 'member' as const,
            field: 'isicCode',
            relation: ruleRelations.equals,
            value: pick(isicClasses).slice(0, 2),
            order,
          },
          {
            ruleType: 'member' as const,
            field: 'organizationType',
            relation: ruleRelations.notEquals,
            value: '3',
            order,
          },
        ]),
      );
      const metadataRules = [
        {
          ruleType: 'metadata' as const,
          field: 'format',
          relation: ruleRelations.equals,
          value: String(pick(formats)),
          order: 0,
        },
        {
          ruleType: 'metadata' as const,
          field: 'country',
          relation: ruleRelations.equals,
          value: String(pick(countries)),
          order: 1,
        },
      ];
      policies.push({
        orgId,
        typeId: pick([policyTypes.allow, policyTypes.allow, policyTypes.deny, policyTypes.review]),
        priority: pick([policyPriorities.high, policyPriorities.low]),
        groups: [
          {
            name: 'Members',
            order: 0,
            operand: pick([ruleConnectors.any, ruleConnectors.all]),
            rules: memberRules,
            groups: [],
          },
          { name: 'Feeds', order: 1, operand: ruleConnectors.any, rules: metadataRules, groups: [] },
        ],
      });
    }
  }
  await client.query(
    `insert into policies (org_id, name, type_id, priority, groups)
     select o, 'Bench policy ' || n, t, p, g::jsonb from unnest($1::int[], $2::int[], $3::int[], $4::text[]) with ordinality as x(o, t, p, g, n)`,
    [
      policies.map((policy) => policy.orgId),
      policies.map((policy) => policy.typeId),
      policies.map((policy) => policy.priority),
      policies.map((policy) => JSON.stringify(policy.groups)),
    ],
  );
  await client.query('analyze');
  await client.end();
  console.log(
    `seeded ${organizationCount} organisations, ${feedOrg.length} feeds and ${policies.length} policies in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return ids.map((id, index) => ({
    id,
    ...orgRows[index]!,
    admin: {
      sessionId: 0,
      userId: userRows.find((row) => row.org_id === id)!.id,
      username: `bench${id}`,
      orgId: id,
      orgType: orgRows[index]!.type,
      isSupervisor: false,
      roleIds: [1],
    },
  }));
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
};

const cluster = await startPostgresCluster({ shared_buffers: '1GB', effective_cache_size: '4GB', work_mem: '16MB' });
try {
  const databaseUrl = cluster.url('postgres');
  const database = await openDatabase({ databaseUrl });
  await loadReferenceData(database.db);
  const organizations = await seed(databaseUrl);
  const app = await buildApp({
    config: { ...loadConfig({ DATABASE_URL: databaseUrl, SEED_DEMO: '0' }), webDistDir: '/nonexistent' },
    db: database.db,
    runSql: database.runSql,
    sweepIntervalMs: 24 * 60 * 60 * 1000,
  });
  const { workspace, policies } = app.services;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows: feedRows } = await client.query<{ id: number; org_id: number }>(
    'select id, org_id from feeds order by id',
  );

  console.log(
    `\n${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}); load average before measuring: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  const provider = organizations[0]!;
  const providerFeeds = feedRows.filter((row) => row.org_id === provider.id).map((row) => row.id);
  const consumers = organizations.slice(1, 101);

  const lockable = feedRows.filter((row) => row.org_id !== provider.id);
  for (let run = 1; run <= runs; run += 1) {
    // Locks: a member adds a feed of another organisation and locks it.
    const timings: number[] = [];
    // The baseline: one round trip to the server between locks, slow when the machine is busy.
    const roundTrips: number[] = [];
    const outcomes = new Map<string, number>();
    for (let index = 0; index < lockCount; index += 1) {
      const member = pick(organizations.slice(101));
      const feed = pick(lockable);
      if (feed.org_id === member.id) continue;
      const added = await workspace.addFeeds(member.admin, [feed.id]).catch(() => undefined);
      if (!added?.added.length) continue;
      const { rows } = await client.query<{ id: number }>(
        'select id from workspace_items where org_id = $1 and feed_id = $2',
        [member.id, feed.id],
      );
      const started = performance.now();
      const item = await workspace.lock(member.admin, member.id, rows[0]!.id, undefined);
      timings.push(performance.now() - started);
      const pinged = performance.now();
      await client.query('select 1');
      roundTrips.push(performance.now() - pinged);
      outcomes.set(item.access!.state, (outcomes.get(item.access!.state) ?? 0) + 1);
    }

    // Re-deciding: the provider holds 10,000 granted accesses; a policy change revokes some of them.
    await client.query('delete from feed_accesses where provider_org_id = $1', [provider.id]);
    await client.query('delete from workspace_items where feed_id = any($1::int[])', [providerFeeds]);
    await client.query(
      `insert into feed_accesses (org_id, feed_id, provider_org_id, state, reason, decided_at)
       select c, f, $3, 'granted', 'Bench grant', now() from unnest($1::int[]) c cross join unnest($2::int[]) f`,
      [consumers.map((consumer) => consumer.id), providerFeeds, provider.id],
    );
    await client.query(
      `insert into workspace_items (org_id, feed_id, status, locked_at)
       select c, f, 'locked', now() from unnest($1::int[]) c cross join unnest($2::int[]) f`,
      [consumers.map((consumer) => consumer.id), providerFeeds],
    );
    const { rows: providerPolicies } = await client.query<{ id: number }>(
      'select id from policies where org_id = $1 order by id limit 1',
      [provider.id],
    );
    const refusedCountry = pick(countries);
    const tightened: TPolicyBody = {
      name: `Bench tightened ${run}`,
      typeId: policyTypes.deny,
      priority: policyPriorities.high,
      metadataIds: providerFeeds,
      groups: [
        {
          operand: ruleConnectors.any,
          rules: [
            {
              ruleType: 'member',
              field: 'country',
              relation: ruleRelations.equals,
              value: String(refusedCountry),
              order: 0,
            },
          ],
        },
      ],
    };
    // Every other policy of the provider stops, so the tightened one alone decides.
    await client.query('update policies set status = 2 where org_id = $1 and id <> $2', [
      provider.id,
      providerPolicies[0]!.id,
    ]);
    const started = performance.now();
    await policies.update(provider.admin, providerPolicies[0]!.id, ZPolicyBody.parse(tightened));
    const seconds = (performance.now() - started) / 1000;
    const { rows: counts } = await client.query<{ state: string; n: number }>(
      'select state, count(*)::int as n from feed_accesses where provider_org_id = $1 group by state order by state',
      [provider.id],
    );

    console.log(
      `\nRun ${run} of ${runs} (load average now ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')})`,
    );
    console.log('| measure | value | target |');
    console.log('|---|---:|---|');
    console.log(`| locks timed | ${timings.length} (${[...outcomes].map(([key, n]) => `${n} ${key}`).join(', ')}) | |`);
    console.log(`| lock decision p50 | ${percentile(timings, 0.5).toFixed(1)} ms | |`);
    console.log(
      `| lock decision p95 | ${percentile(timings, 0.95).toFixed(1)} ms | < 20 ms: ${percentile(timings, 0.95) < 20 ? 'met' : 'missed'} |`,
    );
    console.log(
      `| baseline: \`select 1\` round trip p50 / p95 | ${percentile(roundTrips, 0.5).toFixed(2)} / ${percentile(roundTrips, 0.95).toFixed(2)} ms | |`,
    );
    console.log(
      `| accesses re-decided | ${counts.reduce((sum, row) => sum + row.n, 0)} (${counts.map((row) => `${row.n} ${row.state}`).join(', ')}) | |`,
    );
    console.log(
      `| re-deciding after a policy change | ${seconds.toFixed(2)} s | < 5 s: ${seconds < 5 ? 'met' : 'missed'} |`,
    );
  }
  await client.end();
  await app.close();
  await database.close();
} finally {
  await cluster.stop();
}
