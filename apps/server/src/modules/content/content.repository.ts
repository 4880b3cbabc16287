import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contentPages } from '../../db/schema/reference';

export function createContentRepository(db: Executor) {
  return {
    /** The pages of a content group, in their order. */
    listPages: (group: string) =>
      db.select().from(contentPages).where(eq(contentPages.group, group)).orderBy(asc(contentPages.sort)),
  };
}
