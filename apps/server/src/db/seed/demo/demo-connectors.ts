import { feedStatuses, feedTypes } from '@feedmarket/contract/catalog/catalog.schemas';
import {
  apiClientTypes,
  connectorCategories,
  connectorParams,
  connectorStatuses,
  connectorTypes,
  sdkTypes,
} from '@feedmarket/contract/connectors/connectors.constants';
import { and, asc, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { createConnectorsRepository } from '../../../modules/connectors/connectors.repository';
import { hashToken, usageDay } from '../../../modules/connectors/connectors.service';
import { createDashboardRepository } from '../../../modules/dashboard/dashboard.repository';
import type { Db } from '../../client';
import { organizations } from '../../schema/accounts';
import { feeds } from '../../schema/catalog';

const demoProvider = 'Northwind Sensors';
const day = 24 * 60 * 60 * 1000;

/**
 * The demo provider's Technical tab: an active HTTP push connector on its first continuous feed, a
 * stopped pull connector on the second, and two API clients, one with two weeks of usage for the
 * graph. Nobody knows the clients' tokens: a user regenerates one to push records.
 */
export async function seedDemoConnectors(db: Db, now = Date.now()): Promise<void> {
  const [provider] = await db
    .select({ id: organizations.id, adminId: organizations.adminId })
    .from(organizations)
    .where(eq(organizations.name, demoProvider));
  if (!provider?.adminId) return;
  const live = await db
    .select({ id: feeds.id })
    .from(feeds)
    .where(
      and(eq(feeds.orgId, provider.id), eq(feeds.typeId, feedTypes.continuous), eq(feeds.status, feedStatuses.active)),
    )
    .orderBy(asc(feeds.id))
    .limit(2);
  if (live.length === 0) return;
  const userId = provider.adminId;
  await db.transaction(async (tx) => {
    const repository = createConnectorsRepository(tx);
    const common = { description: '', category: connectorCategories.inbound };
    const push = await repository.insertConnector(
      provider.id,
      {
        ...common,
        name: 'Weather mast push',
        typeId: connectorTypes.httpPush,
        feedId: live[0]!.id,
        status: connectorStatuses.active,
      },
      [{ paramId: connectorParams.format, value: 'jsonl' }],
      userId,
    );
    const active = [push];
    if (live[1]) {
      await repository.insertConnector(
        provider.id,
        {
          ...common,
          name: 'Harbour gauge pull',
          typeId: connectorTypes.httpPull,
          feedId: live[1].id,
          status: connectorStatuses.notActive,
        },
        [
          { paramId: connectorParams.url, value: 'https://gauges.northwind.example/latest.csv' },
          { paramId: connectorParams.intervalSeconds, value: '300' },
          { paramId: connectorParams.format, value: 'csv' },
        ],
        userId,
      );
    }
    const client = async (name: string, type: number) => {
      const token = `unknown-${randomBytes(16).toString('hex')}`;
      return repository.insertClient(
        provider.id,
        { name, type, sdkType: sdkTypes.http, status: connectorStatuses.active },
        { tokenHash: hashToken(token), tokenHint: 'fmk_……' },
        userId,
      );
    };
    const mast = await client('Weather mast uploader', apiClientTypes.ingestion);
    active.push(mast, await client('Reporting scripts', apiClientTypes.dataAccess));
    for (let back = 13; back >= 0; back -= 1) {
      const calls = 200 + ((back * 37) % 90);
      const delta = { calls, records: calls * 50, failed: back % 5 === 0 ? 2 : 0 };
      const date = usageDay(new Date(now - back * day));
      await repository.addUsage([{ subject: 'client', subjectId: mast }], date, delta);
      await repository.addUsage([{ subject: 'connector', subjectId: push }], date, delta);
    }
    await createDashboardRepository(tx).insertEvents(
      active.map((subjectId) => ({
        orgId: provider.id,
        code: 'AAC',
        delta: 1,
        subjectId,
        userId,
        occurredAt: new Date(now - 14 * day),
      })),
    );
  });
}
