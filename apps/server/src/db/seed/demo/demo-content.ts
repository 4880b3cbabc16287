import { feedStatuses, feedTypes } from '@feedmarket/contract/catalog/catalog.schemas';
import { and, asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { DatasetsService } from '../../../modules/datasets/datasets.service';
import type { Db } from '../../client';
import { organizations } from '../../schema/accounts';
import { feeds } from '../../schema/catalog';

/** The demo provider whose feeds get files, so the Datasets tab and live data have something to show. */
const demoProvider = 'Northwind Sensors';
const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;

/** A day of readings every 15 minutes, as a sensor export would look. */
function dailyCsv(feedId: number, start: number): string {
  const lines = ['timestamp,value,quality'];
  for (let minute = 0; minute < 24 * 60; minute += 15) {
    const time = new Date(start + minute * 60_000).toISOString().replace('.000Z', 'Z');
    const value = (20 + 5 * Math.sin((minute / 1440) * 2 * Math.PI + feedId)).toFixed(2);
    lines.push(`${time},${value},good`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Files for the demo provider's first file-based feeds (three days each) and hourly chunks of one
 * live stream for its first continuous feeds (the last day). Small: a few hundred kilobytes.
 */
export async function seedDemoContent(db: Db, datasets: DatasetsService, now = Date.UTC(2026, 10, 20)) {
  const [provider] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, demoProvider));
  if (!provider) return;
  const feedsOf = (typeId: number, limit: number) =>
    db
      .select({ id: feeds.id })
      .from(feeds)
      .where(and(eq(feeds.orgId, provider.id), eq(feeds.typeId, typeId), eq(feeds.status, feedStatuses.active)))
      .orderBy(asc(feeds.id))
      .limit(limit);
  for (const { id } of await feedsOf(feedTypes.file, 4)) {
    for (let back = 3; back >= 1; back -= 1) {
      const start = now - back * day;
      await datasets.storeFile(id, {
        fileName: `readings-${new Date(start).toISOString().slice(0, 10)}.csv`,
        dataStart: new Date(start),
        dataEnd: new Date(start + day - 1000),
        body: dailyCsv(id, start),
      });
    }
  }
  for (const { id } of await feedsOf(feedTypes.continuous, 2)) {
    const trackingId = randomUUID();
    for (let back = 24; back >= 1; back -= 1) {
      const start = now - back * hour;
      const records = Array.from({ length: 60 }, (_, minute) => {
        const time = new Date(start + minute * 60_000).toISOString().replace('.000Z', 'Z');
        return `${time},${(Math.sin(minute / 10 + id) * 10 + 50).toFixed(1)}`;
      });
      await datasets.storeFile(id, {
        trackingId,
        fileName: `live-${new Date(start).toISOString().slice(0, 13)}h.csv`,
        dataStart: new Date(start),
        dataEnd: new Date(start + hour - 1000),
        body: `${records.join('\n')}\n`,
      });
    }
  }
}
