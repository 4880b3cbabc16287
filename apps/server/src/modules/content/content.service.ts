import type { TContentPage } from '@feedmarket/contract/content/content.schemas';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { createContentRepository } from './content.repository';

export function createContentService(db: Db) {
  const repository = createContentRepository(db);

  return {
    /** A page of a content group with the list of its sibling pages; `index` is the group's index page. */
    async findPage(group: string, page = 'index'): Promise<TContentPage> {
      const pages = await repository.listPages(group);
      const found = pages.find((row) => row.page === page);
      if (!found) throw notFound(`No page '${page}' in '${group}'`);
      return {
        group,
        page,
        title: found.title,
        body: found.body,
        pages: pages.filter((row) => row.page !== 'index').map((row) => ({ page: row.page, title: row.title })),
      };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
