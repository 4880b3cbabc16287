import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { exited, freePort, startServerProcess } from './test/server-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'feedmarket-server-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const startServer = (port: number) => startServerProcess(port, { DATA_DIR: dataDir });

it(
  'seeds the demo accounts on first start, finishes in-flight requests on SIGTERM and reopens its data',
  { timeout: 240_000 },
  async () => {
    const port = await freePort();
    const first = await startServer(port);
    expect(first.output()).toContain('demo data seeded');

    const login = (username = 'provider') =>
      fetch(`http://127.0.0.1:${port}/api/v2/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'demo1234' }),
      });
    // A sign-in takes tens of milliseconds of hashing: once the server has logged it, the signal
    // arrives while it is still running.
    const inFlight = login();
    while (!first.output().includes('incoming request')) await new Promise((resolve) => setTimeout(resolve, 1));
    first.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { username: string }).username).toBe('provider');
    const firstExit = await exited(first.child);
    expect(firstExit, first.output()).toBe(0);
    expect(first.output()).toContain('shutting down');

    // The embedded database was closed cleanly: the next start reopens it and does not seed again.
    const second = await startServer(port);
    expect(second.output()).not.toContain('demo data seeded');
    const profile = (await (await login()).json()) as { token: string; orgid: number };
    // The demo provider's feeds come with files and live data to look at.
    const api = async (url: string) =>
      (
        await fetch(`http://127.0.0.1:${port}/api/v2${url}`, { headers: { authorization: `Bearer ${profile.token}` } })
      ).json();
    const datasets = (await api(
      `/dashboard/organization/${profile.orgid}/dataset?orderBy=files&order=desc&pageSize=50`,
    )) as {
      data: { content: { datasetId: number; typeId: number; files: number }[] };
    };
    const withFiles = datasets.data.content.filter((row) => row.files > 0);
    expect(withFiles.filter((row) => row.typeId === 1).length).toBeGreaterThanOrEqual(1);
    const live = withFiles.find((row) => row.typeId === 2);
    expect(live, 'a continuous demo feed with chunks').toBeDefined();
    expect(await api(`/continuous/metadata/${live!.datasetId}/limit/3/filename`)).toHaveLength(3);
    // The Summary tab counts what the demo data holds: the provider's active feeds, published over
    // the last weeks, so the activity chart has a history.
    const summary = (await api(`/dashboard/v2/organization/${profile.orgid}/summary`)) as {
      counts: { code: string; count: number }[];
      transactions: { tag: string; count: number }[];
    };
    const activeFeeds = await fetch(`http://127.0.0.1:${port}/api/v2/metadata?status=1&pageSize=1`, {
      headers: { authorization: `Bearer ${profile.token}` },
    });
    const published = summary.counts.find((count) => count.code === 'TF')!.count;
    expect(published).toBeGreaterThan(0);
    expect(published).toBe(Number(activeFeeds.headers.get('x-total-count')));
    expect(summary.transactions.filter((row) => row.tag === 'TF' && row.count > 0).length).toBeGreaterThan(5);
    // Its Users and Account tabs have users in every status, and a logo.
    const team = (await api(`/dashboard/organization/${profile.orgid}/account`)) as {
      data: { content: { status: number }[] };
    };
    expect(new Set(team.data.content.map((user) => user.status))).toEqual(new Set([1, 2, 3]));
    const account = (await api(`/account/${profile.orgid}`)) as { logoUrl: string | null };
    expect(account.logoUrl).not.toBeNull();
    // Its legal reviewer has reviews in every state.
    const legal = (await (await login('legal')).json()) as { token: string };
    const queue = await fetch(`http://127.0.0.1:${port}/api/v2/dashboard/organization/${profile.orgid}/legal`, {
      headers: { authorization: `Bearer ${legal.token}` },
    });
    const states = ((await queue.json()) as { data: { content: { stateText: string }[] } }).data.content.map(
      (review) => review.stateText,
    );
    expect(new Set(states)).toEqual(new Set(['Open', 'Resolved', 'Cleared']));
    // Its Pricing tab shows a configuration of each mode, a free one, and active and inactive ones.
    const prices = (await api(`/dashboard/organization/${profile.orgid}/price?pageSize=50`)) as {
      data: { content: { modeName: string; optionName: string; status: number }[] };
    };
    expect(new Set(prices.data.content.map((price) => price.modeName))).toEqual(
      new Set(['Per feed', 'Volume', 'Duration']),
    );
    expect(prices.data.content.map((price) => price.optionName)).toContain('No price');
    expect(new Set(prices.data.content.map((price) => price.status))).toEqual(new Set([1, 2]));
    // Its Policies tab has policies of each type; a consumer's requests wait for it, and money came in.
    const policies = (await api(`/dashboard/v3/organization/${profile.orgid}/policy`)) as {
      data: { content: { typeName: string }[] };
    };
    expect(new Set(policies.data.content.map((policy) => policy.typeName))).toEqual(
      new Set(['Allow', 'Deny', 'Review']),
    );
    const pending = (await api(`/dashboard/organization/${profile.orgid}/access?state=pending`)) as {
      data: { content: { organization: string }[] };
    };
    expect(pending.data.content.map((request) => request.organization).sort()).toEqual([
      'Harbor Analytics',
      'Suppressed',
    ]);
    const received = (await api(`/dashboard/organization/${profile.orgid}/finance?direction=inbound`)) as {
      data: { content: unknown[]; totals: { amount: number }[] };
    };
    expect(received.data.content).toHaveLength(2);
    expect(received.data.totals[0]!.amount).toBe(225 + 15);
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
  },
);
