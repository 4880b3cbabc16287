import { readOnlyOrganizationType } from '@feedmarket/contract/accounts/accounts.schemas';
import { feedStatuses } from '@feedmarket/contract/catalog/catalog.schemas';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { feeds } from '../../db/schema/catalog';
import { forbidden, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../lib/session-user';

export type ContentFeed = { id: number; orgId: number; typeId: number; status: number; name: string };
/** What a member may do with a feed's content: `write` uploads and deletes, `read` lists, previews and downloads. */
export type ContentRight = 'read' | 'write';

/**
 * The one place that decides who may touch a feed's content. The owner organisation reads and,
 * unless it is read-only, writes; the supervisor reads. Organisations granted access through a
 * policy will read here too once grants exist. A feed the member cannot see at all (another
 * organisation's inactive feed) does not exist for them: 404; one they can see but not open: 403.
 */
export function contentRightOf(member: SessionUser, feed: ContentFeed): ContentRight | null {
  if (member.orgId === feed.orgId) return member.orgType === readOnlyOrganizationType ? 'read' : 'write';
  if (member.isSupervisor) return 'read';
  return null;
}

export async function requireContentRight(
  db: Executor,
  member: SessionUser,
  feedId: number,
  needed: ContentRight,
): Promise<ContentFeed> {
  const [feed] = await db
    .select({ id: feeds.id, orgId: feeds.orgId, typeId: feeds.typeId, status: feeds.status, name: feeds.name })
    .from(feeds)
    .where(eq(feeds.id, feedId));
  const right = feed ? contentRightOf(member, feed) : null;
  if (!feed || (!right && feed.status !== feedStatuses.active)) throw notFound(`No dataset ${feedId}`);
  if (!right) throw forbidden("You have no access to this feed's content");
  if (needed === 'write' && right !== 'write') {
    throw forbidden(
      member.orgType === readOnlyOrganizationType
        ? 'A read-only organisation cannot upload or delete content'
        : 'Only the organisation that owns the feed can upload or delete its content',
    );
  }
  return feed;
}
