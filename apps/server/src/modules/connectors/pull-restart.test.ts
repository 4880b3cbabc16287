import { connectorParams } from '@feedmarket/contract/connectors/connectors.constants';
import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectorConfigs } from '../../db/schema/connectors';
import { callApi, createFeed, createOrganization, signedInUser, streamRecords } from '../../test/factories';
import { exited, freePort, startServerProcess, type ServerProcess } from '../../test/server-process';
import { createTestApp } from '../../test/test-app';

const dataDir = mkdtempSync(path.join(tmpdir(), 'feedmarket-pull-restart-'));
const running: ServerProcess[] = [];
async function killAll() {
  for (const server of running.splice(0)) {
    server.child.kill('SIGKILL');
    await exited(server.child);
  }
}
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Two server processes share one database here, which PGlite, one process's own, cannot be.
describe.skipIf(inject('testDatabase').kind === 'pglite')('a pull job cut off by a crash', () => {
  it(
    'runs again on another instance once it expires, and its records are kept once',
    { timeout: 120_000 },
    async () => {
      const records = [
        { gauge: 'R-1', level: 4.2 },
        { gauge: 'R-2', level: 3.9 },
      ];
      // The first fetch never gets an answer: the process running it is killed meanwhile.
      const fetches: IncomingMessage[] = [];
      const source = createServer((request, response) => {
        fetches.push(request);
        if (fetches.length === 1) return;
        response.writeHead(200, { 'content-type': 'application/x-ndjson' });
        response.end(records.map((record) => JSON.stringify(record)).join('\n'));
      });
      await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
      // This instance only answers requests; the server processes run the jobs.
      const t = await createTestApp({
        jobs: { pollingSeconds: 0.5, expireSeconds: 3, retryDelaySeconds: 1, workers: false },
        blobStore: { kind: 'disk', root: path.join(dataDir, 'blobs') },
      });
      try {
        const member = await signedInUser(t, (await createOrganization(t.db, { name: 'Crash Gauges' })).id, {
          roleIds: [1],
        });
        const feedId = await createFeed(t.db, { orgId: member.orgId, name: 'Crash levels', typeId: 2 });
        const created = await callApi(t.app, {
          method: 'POST',
          url: '/connector',
          token: member.token,
          payload: {
            name: 'Crash pull',
            category: 2,
            type: 2,
            metadataId: feedId,
            status: 2,
            params: [
              { paramId: connectorParams.url, value: `http://127.0.0.1:${(source.address() as AddressInfo).port}/` },
              { paramId: connectorParams.intervalSeconds, value: '3600' },
            ],
          },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const [connector] = await t.db
          .select({ trackingId: connectorConfigs.trackingId })
          .from(connectorConfigs)
          .where(eq(connectorConfigs.id, created.body.id));

        const env = {
          DATABASE_URL: t.databaseUrl!,
          DATA_DIR: dataDir,
          SEED_DEMO: '0',
          JOB_POLLING_SECONDS: '1',
          JOB_EXPIRE_SECONDS: '3',
          JOB_RETRY_DELAY_SECONDS: '1',
          CONNECTOR_INTERNAL_ADDRESSES: '1',
        };
        const first = await startServerProcess(await freePort(), env);
        running.push(first);
        const firstDeadline = Date.now() + 30_000;
        while (fetches.length === 0 && Date.now() < firstDeadline) await sleep(50);
        expect(fetches.length, first.output()).toBe(1);
        first.child.kill('SIGKILL');
        await exited(first.child);

        const second = await startServerProcess(await freePort(), env);
        running.push(second);
        const deadline = Date.now() + 60_000;
        let stored: unknown[] = [];
        while (stored.length === 0 && Date.now() < deadline) {
          await sleep(250);
          stored = await streamRecords(t.app, connector!.trackingId, member.token);
        }
        expect(stored, second.output()).toEqual(records);
        // The job is done: it is not run a third time, and its records are not stored twice.
        await sleep(5_000);
        expect(await streamRecords(t.app, connector!.trackingId, member.token)).toEqual(records);
        expect(fetches).toHaveLength(2);
      } finally {
        await killAll();
        await t.close();
        source.close();
      }
    },
  );
});
