import { feedStatuses, feedStatusNames, feedTypeNames, feedTypes } from '@feedmarket/contract/catalog/catalog.schemas';
import {
  feedLimits,
  feedStepTitles,
  feedSteps,
  groupStepTitles,
  groupSteps,
  wizardMapZoom,
  ZFeedBody,
} from '@feedmarket/contract/catalog/metadata.schemas';
import { formatDateTime } from '@feedmarket/contract/common/common.schemas';
import { messages } from '@feedmarket/contract/messages';
import {
  hasNoIssues,
  validateFeedSteps,
  validateGroupSteps,
  type StepIssues,
} from '@feedmarket/contract/validators/feed-steps';
import { isValidNote } from '@feedmarket/contract/validators/feed-rules';
import type { z } from 'zod';
import type {
  ZReviewDecision,
  TFeedInput,
  TFeedListRow,
  TFeedReview,
  TGroupInput,
  TStatusChange,
} from '@feedmarket/contract/catalog/metadata.schemas';
import type { TFeedLegalSection } from '@feedmarket/contract/legal/legal.schemas';
import { notificationItemTypes, notificationTypes } from '@feedmarket/contract/notifications/notification-tabs';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../lib/session-user';
import {
  createFeedAccess,
  hasOrganizationRight,
  requireOrganizationRight,
  type FeedRight,
} from '../access/feed-access';
import type { DashboardService } from '../dashboard/dashboard.service';
import type { NotificationService } from '../notifications/notifications.service';
import type { WorkspaceService } from '../workspace/workspace.service';
import {
  changedFields,
  presentEditableFeed,
  toFeedBody,
  toFeedInput,
  unknownLocationValues,
  unknownLookupValues,
} from './feed-body';
import { refusedEdit, refusedTransition, statusAfterValidation } from './feed-lifecycle';
import { loadLookupNames, type LookupNames } from './lookup-names';
import {
  createMetadataRepository,
  type FeedListQuery,
  type FeedListRow,
  type FeedListScope,
  type FeedRecord,
} from './metadata.repository';

const { active, notActive, submitted, returned } = feedStatuses;
/** Lookup domains of a feed's legal section: licence 10, regulatory 14. */
const legalDomains = { licence: 10, regulatory: 14 } as const;
/** Notifications about a feed's status. */
const feedNotification = {
  typeId: notificationTypes.feedStatus,
  itemType: notificationItemTypes.metadata,
} as const;

function presentListRow(row: FeedListRow): TFeedListRow {
  return {
    id: row.id,
    uid: row.uid,
    name: row.name,
    typeId: row.typeId,
    typeText: feedTypeNames[row.typeId] ?? String(row.typeId),
    status: row.status,
    statusText: feedStatusNames[row.status] ?? String(row.status),
    extId: row.extId,
    requireLegalReview: row.requireLegalReview,
    orgId: row.orgId,
    orgName: row.orgName,
    clonedFromId: row.clonedFromId,
    createDate: formatDateTime(row.createdAt),
    updateDate: formatDateTime(row.updatedAt),
    updateUserName: row.updateUserName,
  };
}

const presetBody = ZFeedBody.partial();

const statusText = (status: number) => feedStatusNames[status] ?? String(status);

/** What publishing asks of the legal queue, which the legal module keeps. */
export type LegalReviewHooks = {
  /** A submitted feed waits for legal review: it joins its organisation's queue. */
  request: (feed: FeedRecord, requestedBy: number, executor: Executor) => Promise<void>;
  /** Why the supervisor may not approve the feed yet, or null when it may. */
  approvalRefusal: (feed: FeedRecord, executor: Executor) => Promise<string | null>;
  /** The supervisor returned the feed: its open legal review, if any, leaves the queue. */
  withdraw: (feedId: number, by: number, executor: Executor) => Promise<void>;
};

/**
 * `onFeedDeleted` removes what lives outside the feed's rows, such as its files; `legalReview` keeps
 * feeds that require legal review in their organisation's legal queue. Status changes count on the
 * dashboard; a deleted feed leaves the workspaces that held it.
 */
export function createMetadataService(
  db: Db,
  notifications: NotificationService,
  hooks: { onFeedDeleted: (feedId: number) => Promise<void>; legalReview: LegalReviewHooks },
  { dashboard, workspace }: { dashboard: DashboardService; workspace: Pick<WorkspaceService, 'removeFeed'> },
) {
  const repository = createMetadataRepository(db);
  const access = createFeedAccess(db);

  /** A feed going live or leaving active changes its organisation's count of feeds published (TF). */
  async function countStatusChange(record: FeedRecord, to: number, userId: number, executor: Executor) {
    if ((record.status === active) === (to === active)) return;
    await dashboard.record(
      { orgId: record.orgId, code: 'TF', delta: to === active ? 1 : -1, subjectId: record.id, userId },
      executor,
    );
  }

  /** A feed on which the member holds `right`, with everything the wizard edits. */
  async function requireFeed(
    id: number,
    member: SessionUser,
    right: FeedRight,
    executor: Executor = db,
  ): Promise<FeedRecord> {
    await access.requireFeedRight(member, id, right, executor);
    const record = await createMetadataRepository(executor).findRecord(id);
    if (!record) throw notFound(`No feed ${id}`);
    return record;
  }

  /**
   * Refuses bodies naming unknown lookup values, foreign custom entries or a unique id already used.
   * Runs on the transaction's executor: PGlite queues every other query behind an open transaction.
   */
  async function checkBody(body: TFeedInput, orgId: number, exceptId: number | null, executor: Executor) {
    const names = await loadLookupNames(executor);
    const txRepository = createMetadataRepository(executor);
    const intervals = new Set((await txRepository.lookupList('updateInterval')).map((item) => item.value));
    const fields = unknownLookupValues(body, names, (id) => intervals.has(id));
    const usable = new Set((await txRepository.usableCustomEntries(body.legal.customEntries, orgId)).map((e) => e.id));
    body.legal.customEntries.forEach((id, index) => {
      if (!usable.has(id)) fields.push({ field: `legal.customEntries.${index}`, message: messages.invalid });
    });
    if (fields.length) throw badRequest('Some values are not known', fields);
    const { extId } = body.identifier;
    if (extId && (await txRepository.isExtIdTaken(orgId, extId, exceptId))) throw conflict(messages.uniqueIdTaken);
    return names;
  }

  async function saveInTransaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction((tx) => work(tx));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(messages.uniqueIdTaken);
      throw error;
    }
  }

  async function notifyStatus(record: FeedRecord, status: number, executor: Executor) {
    const userId = record.updatedBy ?? record.createdBy;
    if (!userId) return;
    await notifications.notify(
      {
        userId,
        ...feedNotification,
        itemId: record.id,
        title: `${record.name}: ${statusText(status).toLowerCase()}`,
        body:
          status === returned
            ? 'The feed was returned for review. Open it to see the comments for each step.'
            : status === active
              ? 'The feed is active: other members can find it.'
              : `The feed is now ${statusText(status).toLowerCase()}.`,
      },
      executor,
    );
  }

  async function presentReview(feedId: number, status: number): Promise<TFeedReview> {
    const rows = await repository.listReview(feedId);
    const titles: Record<string, string> = { ...feedStepTitles, ...groupStepTitles };
    const order: string[] = [...feedSteps, ...groupSteps];
    const steps = [...new Set(rows.map((row) => row.step))].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    return {
      feedId,
      status,
      statusText: statusText(status),
      steps: steps.map((step) => ({
        step,
        title: titles[step] ?? step,
        issues: rows
          .filter((row) => row.step === step && row.kind === 'issue')
          .map((row) => ({ field: row.field ?? step, message: row.text })),
        comments: rows
          .filter((row) => row.step === step && row.kind === 'comment')
          .map((row) => ({ text: row.text, userName: row.userName, createDate: formatDateTime(row.createdAt) })),
      })),
    };
  }

  /** Issues of a group: its steps' rules, and members that are not active. */
  async function groupIssues(group: FeedRecord, executor: Executor): Promise<StepIssues<string>> {
    const members = await createMetadataRepository(executor).listGroupMembers(group.id);
    const main = members.find((member) => member.role === 'main');
    const clones = members.filter((member) => member.role === 'clone');
    const issues: StepIssues<string> = validateGroupSteps({
      mainId: main?.feedId ?? null,
      meta: { name: group.name, description: group.description },
      cloneIds: clones.map((clone) => clone.feedId),
      containers: toFeedBody(group).containers,
    });
    for (const member of members.filter((m) => m.status !== active)) {
      (issues[member.role === 'main' ? 'mainFeed' : 'feeds'] ??= []).push({
        field: `feed.${member.feedId}`,
        message: `'${member.name}' is not active`,
      });
    }
    return issues;
  }

  /**
   * Submits a feed or group: its steps' rules decide whether it goes live, waits for legal review
   * (by its organisation's legal reviewers, then the supervisor), or returns to the provider with
   * the issues per step.
   */
  async function submit(record: FeedRecord, member: SessionUser, tx: Executor): Promise<number> {
    const issues =
      record.typeId === feedTypes.group ? await groupIssues(record, tx) : validateFeedSteps(toFeedBody(record));
    const status = statusAfterValidation(!hasNoIssues(issues), record.requireLegalReview);
    if (status === submitted) await hooks.legalReview.request(record, member.userId, tx);
    const txRepository = createMetadataRepository(tx);
    await txRepository.replaceReview(
      record.id,
      Object.entries(issues).flatMap(([step, list]) =>
        (list ?? []).map((issue) => ({ step, kind: 'issue' as const, field: issue.field, text: issue.message })),
      ),
    );
    await txRepository.setStatus(record.id, status, member.userId);
    return status;
  }

  async function changeStatus(
    id: number,
    to: number,
    member: SessionUser,
    kind: 'feed' | 'group',
  ): Promise<TStatusChange> {
    return db
      .transaction(async (tx) => {
        // The status read next is the one this change starts from, even when another change races it.
        await createMetadataRepository(tx).lockFeed(id);
        const record = await requireFeed(id, member, 'write', tx);
        if ((record.typeId === feedTypes.group) !== (kind === 'group')) {
          throw notFound(kind === 'group' ? `No group feed ${id}` : `Feed ${id} is a group: use the group calls`);
        }
        const refusal = refusedTransition(record.status, to);
        if (refusal) throw conflict(refusal);
        const status = to === submitted ? await submit(record, member, tx) : to;
        if (to !== submitted) await createMetadataRepository(tx).setStatus(id, status, member.userId);
        await countStatusChange(record, status, member.userId, tx);
        await createMetadataRepository(tx).recordChange({
          feedId: id,
          userId: member.userId,
          summary:
            to === submitted
              ? `Submitted for validation: ${statusText(status).toLowerCase()}`
              : `Status changed to ${statusText(status).toLowerCase()}`,
          changes: [{ field: 'status', from: record.status, to: status }],
        });
        if (to === submitted) await notifyStatus({ ...record, updatedBy: member.userId }, status, tx);
        return { id, status, statusText: statusText(status), review: null };
      })
      .then(async (change) =>
        change.status === returned ? { ...change, review: await presentReview(id, change.status) } : change,
      );
  }

  async function listPage(scope: FeedListScope, query: FeedListQuery) {
    const { content, total } = await repository.listFeeds(scope, query);
    return { content: content.map(presentListRow), total };
  }

  /** The group row stored for a group body: the main feed's description of the data, the group's own name and place. */
  function groupInput(main: FeedRecord, body: TGroupInput) {
    const mainBody = toFeedBody(main);
    const input = toFeedInput(
      {
        ...mainBody,
        meta: { ...mainBody.meta, ...body.meta },
        containers: body.containers,
        identifier: { extId: null, urn: null, uri: null },
      },
      main.orgId,
    );
    return { ...input, typeId: feedTypes.group, loadFrequencyType: main.loadFrequencyType };
  }

  /** Refuses group locations naming unknown lookup values, as a feed's are refused. */
  function checkGroupLocations(body: TGroupInput, names: LookupNames) {
    const fields = unknownLocationValues(body.containers, names).map((field) => ({ field, message: messages.invalid }));
    if (fields.length) throw badRequest('Some values are not known', fields);
  }

  /**
   * Checks a group's main feed (on which the member holds `right`) and clones: not a group, clones of
   * the main feed.
   */
  async function checkGroupMembers(
    mainId: number,
    cloneIds: number[],
    member: SessionUser,
    right: FeedRight,
    executor: Executor = db,
  ): Promise<FeedRecord> {
    const main = await requireFeed(mainId, member, right, executor);
    if (main.typeId === feedTypes.group) throw badRequest('A group cannot be the main feed of a group');
    const clones = new Set((await createMetadataRepository(executor).listClones(mainId)).map((clone) => clone.id));
    const foreign = cloneIds.filter((id) => !clones.has(id));
    if (foreign.length) {
      throw badRequest(
        'Only clones of the main feed can join its group',
        foreign.map((id) => ({ field: `cloneIds.${cloneIds.indexOf(id)}`, message: messages.invalid })),
      );
    }
    return main;
  }

  async function requireGroup(id: number, member: SessionUser): Promise<FeedRecord> {
    const group = await requireFeed(id, member, 'write');
    if (group.typeId !== feedTypes.group) throw notFound(`No group feed ${id}`);
    return group;
  }

  async function presentGroup(id: number) {
    const group = (await repository.findRecord(id))!;
    const members = await repository.listGroupMembers(id);
    return {
      id,
      mainId: members.find((m) => m.role === 'main')?.feedId ?? 0,
      orgId: group.orgId,
      status: group.status,
      statusText: statusText(group.status),
      meta: { name: group.name, description: group.description },
      cloneIds: members.filter((m) => m.role === 'clone').map((m) => m.feedId),
      containers: toFeedBody(group).containers,
    };
  }

  return {
    list: (member: SessionUser, query: FeedListQuery) => listPage({ orgId: member.orgId }, query),

    /** An organisation's feeds: every status for its members and the supervisor, those others may see otherwise. */
    listOfOrganization: async (orgId: number, member: SessionUser, query: FeedListQuery) =>
      listPage(
        { orgId, visibleTo: hasOrganizationRight(member, orgId, 'read') ? undefined : await access.viewerOf(member) },
        query,
      ),

    /** The Metadata tab: its own organisation's feeds, or any member's for the supervisor. */
    dashboard(orgId: number, member: SessionUser, query: FeedListQuery) {
      requireOrganizationRight(member, orgId, 'read');
      return listPage({ orgId }, query);
    },

    listAll: (query: FeedListQuery, orgId?: number) => listPage({ orgId }, query),

    async options(member: SessionUser, filter: { typeId?: number; status?: number }) {
      return repository.listOptions(member.orgId, filter);
    },

    async create(body: TFeedInput, member: SessionUser) {
      requireOrganizationRight(member, member.orgId, 'publish');
      const id = await saveInTransaction(async (tx) => {
        const names = await checkBody(body, member.orgId, null, tx);
        const txRepository = createMetadataRepository(tx);
        const feedId = await txRepository.insertFeed(
          { ...toFeedInput(body, member.orgId), status: notActive, createdBy: member.userId, updatedBy: member.userId },
          names,
        );
        await txRepository.recordChange({ feedId, userId: member.userId, summary: 'Feed created as a draft' });
        return feedId;
      });
      return presentEditableFeed((await repository.findRecord(id))!);
    },

    async update(id: number, body: TFeedInput, member: SessionUser) {
      await saveInTransaction(async (tx) => {
        const record = await requireFeed(id, member, 'write', tx);
        if (record.typeId === feedTypes.group) throw conflict('A group feed is changed with the group calls');
        const refusal = refusedEdit(record.status, 'edit');
        if (refusal) throw conflict(refusal);
        const names = await checkBody(body, record.orgId, id, tx);
        const changes = changedFields(toFeedBody(record), body);
        const txRepository = createMetadataRepository(tx);
        await txRepository.replaceFeed(id, { ...toFeedInput(body, record.orgId), updatedBy: member.userId }, names);
        if (changes.length) {
          await txRepository.recordChange({ feedId: id, userId: member.userId, summary: 'Feed updated', changes });
        }
      });
      return presentEditableFeed((await repository.findRecord(id))!);
    },

    async editable(id: number, member: SessionUser) {
      return presentEditableFeed(await requireFeed(id, member, 'write'));
    },

    async remove(id: number, member: SessionUser) {
      await db.transaction(async (tx) => {
        const record = await requireFeed(id, member, 'write', tx);
        if (record.typeId === feedTypes.group) throw conflict('A group feed is deleted with the group calls');
        const refusal = refusedEdit(record.status, 'delete');
        if (refusal) throw conflict(refusal);
        const groups = await createMetadataRepository(tx).listGroupsOf(id);
        if (groups.length) {
          throw conflict(`The feed belongs to the group '${groups[0]!.name}'; remove it from the group first.`);
        }
        await workspace.removeFeed(id, tx);
        await createMetadataRepository(tx).deleteFeed(id);
      });
      await hooks.onFeedDeleted(id);
      return { message: 'The feed was deleted' };
    },

    async clone(id: number, member: SessionUser) {
      const source = await requireFeed(id, member, 'publish');
      if (source.typeId === feedTypes.group) throw conflict('A group feed cannot be cloned');
      const names = await loadLookupNames(db);
      const body = toFeedBody(source);
      const cloneId = await saveInTransaction(async (tx) => {
        const txRepository = createMetadataRepository(tx);
        const newId = await txRepository.insertFeed(
          {
            ...toFeedInput({ ...body, identifier: { extId: null, urn: null, uri: null } }, source.orgId),
            status: notActive,
            clonedFromId: source.id,
            createdBy: member.userId,
            updatedBy: member.userId,
          },
          names,
        );
        await txRepository.recordChange({
          feedId: newId,
          userId: member.userId,
          summary: `Cloned from '${source.name}'`,
          changes: [{ field: 'clonedFromId', to: source.id }],
        });
        return newId;
      });
      return presentEditableFeed((await repository.findRecord(cloneId))!);
    },

    setStatus: (id: number, status: number, member: SessionUser) => changeStatus(id, status, member, 'feed'),
    setGroupStatus: (id: number, status: number, member: SessionUser) => changeStatus(id, status, member, 'group'),

    async review(id: number, member: SessionUser) {
      const feed = await access.requireFeedRight(member, id, 'write');
      return presentReview(id, feed.status);
    },

    /** The supervisor approves a feed waiting for review, or returns it with comments per step. */
    async decide(
      id: number,
      decision: z.output<typeof ZReviewDecision>,
      supervisor: SessionUser,
    ): Promise<TStatusChange> {
      const comments = decision.comments.map((comment) => ({ ...comment, text: comment.text.trim() }));
      const invalid = comments.flatMap((comment, index) =>
        isValidNote(comment.text) ? [] : [{ field: `comments.${index}.text`, message: messages.invalid }],
      );
      if (invalid.length) throw badRequest('Some comments are not valid', invalid);
      if (!decision.approve && !comments.length) {
        throw badRequest('Say what to fix: add a comment to at least one step', [
          { field: 'comments', message: messages.required },
        ]);
      }
      const status = decision.approve ? active : returned;
      await db.transaction(async (tx) => {
        await createMetadataRepository(tx).lockFeed(id);
        const record = await createMetadataRepository(tx).findRecord(id);
        if (!record) throw notFound(`No feed ${id}`);
        if (record.status !== submitted)
          throw conflict(`Only a feed waiting for review can be ${decision.approve ? 'approved' : 'returned'}.`);
        if (decision.approve) {
          const refusal = await hooks.legalReview.approvalRefusal(record, tx);
          if (refusal) throw conflict(refusal);
        } else {
          await hooks.legalReview.withdraw(id, supervisor.userId, tx);
        }
        const txRepository = createMetadataRepository(tx);
        await txRepository.replaceReview(
          id,
          comments.map((comment) => ({
            step: comment.step,
            kind: 'comment' as const,
            text: comment.text,
            userId: supervisor.userId,
          })),
        );
        await txRepository.setStatus(id, status, supervisor.userId);
        await countStatusChange(record, status, supervisor.userId, tx);
        await txRepository.recordChange({
          feedId: id,
          userId: supervisor.userId,
          summary: decision.approve ? 'Approved by the supervisor' : 'Returned for review by the supervisor',
          changes: [{ field: 'status', from: submitted, to: status }],
        });
        await notifyStatus(record, status, tx);
      });
      return {
        id,
        status,
        statusText: statusText(status),
        review: decision.approve ? null : await presentReview(id, status),
      };
    },

    /**
     * Legal review sent the feed back to its provider (4 → 5), with the reviewer's note as the Legal
     * step's comment. Runs in the legal review's transaction.
     */
    async returnFromLegalReview(id: number, comment: { text: string; userId: number }, tx: Executor) {
      const txRepository = createMetadataRepository(tx);
      const record = await txRepository.findRecord(id);
      if (!record) throw notFound(`No feed ${id}`);
      if (record.status !== submitted) throw conflict('Only a feed waiting for review can be returned.');
      await txRepository.replaceReview(id, [{ step: 'legal', kind: 'comment', ...comment }]);
      await txRepository.setStatus(id, returned, comment.userId);
      await txRepository.recordChange({
        feedId: id,
        userId: comment.userId,
        summary: 'Returned for review by legal review',
        changes: [{ field: 'status', from: submitted, to: returned }],
      });
      await notifyStatus(record, returned, tx);
    },

    /** A feed's legal section by name: licence, terms, regulatory values and the custom lists it uses. */
    async legalSection(id: number): Promise<TFeedLegalSection | null> {
      const record = await repository.findRecord(id);
      if (!record) return null;
      const body = toFeedBody(record);
      const names = await loadLookupNames(db);
      const named = (domainId: number, value: number) => ({
        value,
        name: names.domainValue(domainId, value) ?? String(value),
      });
      const entries = await repository.customEntriesWithLists(body.legal.customEntries);
      const lists = new Map<number, TFeedLegalSection['customLists'][number]>();
      for (const entry of entries) {
        const list = lists.get(entry.listId) ?? {
          id: entry.listId,
          name: entry.listName,
          isGlobal: entry.listOrgId === null,
          entries: [],
        };
        list.entries.push({ id: entry.id, name: entry.name, description: entry.description });
        lists.set(entry.listId, list);
      }
      return {
        feedId: id,
        status: record.status,
        statusText: statusText(record.status),
        requireLegalReview: record.requireLegalReview,
        licence: body.legal.licence === null ? null : named(legalDomains.licence, body.legal.licence),
        terms: body.legal.terms,
        regulatory: body.regulatory.map((value) => named(legalDomains.regulatory, value)),
        customLists: [...lists.values()],
      };
    },

    async configuration() {
      const presets = await repository.presets();
      return {
        steps: [...feedSteps, 'summary' as const].map((key) => ({ key, title: feedStepTitles[key] })),
        groupSteps: [...groupSteps, 'summary' as const].map((key) => ({ key, title: groupStepTitles[key] })),
        limits: {
          chips: feedLimits.chips,
          isicSelect: feedLimits.isicSelect,
          locations: feedLimits.locations,
          datasets: feedLimits.datasets,
        },
        mapZoom: wizardMapZoom,
        // Parsing fills the defaults a preset leaves out, so the wizard gets whole sections.
        presets: presets.map(({ id, name, description, body }) => ({
          id,
          name,
          description,
          body: presetBody.parse(body),
        })),
      };
    },

    intervalTypes: () => repository.lookupList('updateInterval'),
    originatorSectors: () => repository.lookupList('originatorSector'),
    originators: (sectorId: number) => repository.lookupList('originator', sectorId),

    globalLists: () => repository.customLists(null),
    async organizationLists(orgId: number, member: SessionUser) {
      requireOrganizationRight(member, orgId, 'read');
      return repository.customLists(orgId);
    },
    async listEntries(listId: number, member: SessionUser) {
      const list = await repository.findCustomList(listId);
      // An organisation's own list does not exist for others.
      if (!list || (list.orgId !== null && !hasOrganizationRight(member, list.orgId, 'read'))) {
        throw notFound(`No custom list ${listId}`);
      }
      return repository.customListEntries([listId]);
    },

    async group(id: number, member: SessionUser) {
      await requireGroup(id, member);
      return presentGroup(id);
    },

    /**
     * Creates the group around main feed `mainId`; a feed is the main feed of one group at most. Its
     * row is locked first, so of two requests at once the second waits and then finds the first's group.
     */
    async createGroup(mainId: number, body: TGroupInput, member: SessionUser) {
      const names = await loadLookupNames(db);
      checkGroupLocations(body, names);
      const id = await db.transaction(async (tx) => {
        const txRepository = createMetadataRepository(tx);
        await txRepository.lockFeed(mainId);
        const main = await checkGroupMembers(mainId, body.cloneIds, member, 'publish', tx);
        const group = (await txRepository.listGroupsOf(mainId)).find((row) => row.role === 'main');
        if (group) throw conflict(`'${main.name}' is already the main feed of the group '${group.name}'`);
        const groupId = await txRepository.insertFeed(
          { ...groupInput(main, body), status: notActive, createdBy: member.userId, updatedBy: member.userId },
          names,
        );
        await txRepository.replaceGroupMembers(groupId, mainId, body.cloneIds);
        await txRepository.recordChange({
          feedId: groupId,
          userId: member.userId,
          summary: `Group created around '${main.name}' with ${body.cloneIds.length} clone${body.cloneIds.length === 1 ? '' : 's'}`,
          changes: [{ field: 'cloneIds', to: body.cloneIds }],
        });
        return groupId;
      });
      return presentGroup(id);
    },

    async updateGroup(id: number, body: TGroupInput, member: SessionUser) {
      const group = await requireGroup(id, member);
      const refusal = refusedEdit(group.status, 'edit');
      if (refusal) throw conflict(refusal);
      const before = await repository.listGroupMembers(id);
      const mainId = before.find((m) => m.role === 'main')!.feedId;
      const main = await checkGroupMembers(mainId, body.cloneIds, member, 'write');
      const names = await loadLookupNames(db);
      checkGroupLocations(body, names);
      const previous = before.filter((m) => m.role === 'clone').map((m) => m.feedId);
      const added = body.cloneIds.filter((cloneId) => !previous.includes(cloneId));
      const removed = previous.filter((cloneId) => !body.cloneIds.includes(cloneId));
      await db.transaction(async (tx) => {
        const txRepository = createMetadataRepository(tx);
        await txRepository.replaceFeed(id, { ...groupInput(main, body), updatedBy: member.userId }, names);
        await txRepository.replaceGroupMembers(id, mainId, body.cloneIds);
        const changes = [
          ...(added.length ? [{ field: 'clonesAdded', to: added }] : []),
          ...(removed.length ? [{ field: 'clonesRemoved', from: removed }] : []),
        ];
        await txRepository.recordChange({
          feedId: id,
          userId: member.userId,
          summary: [
            'Group updated',
            added.length ? `${added.length} clone${added.length === 1 ? '' : 's'} added` : '',
            removed.length ? `${removed.length} clone${removed.length === 1 ? '' : 's'} removed` : '',
          ]
            .filter(Boolean)
            .join('; '),
          changes,
        });
      });
      return presentGroup(id);
    },

    async removeGroup(id: number, member: SessionUser) {
      const group = await requireGroup(id, member);
      const refusal = refusedEdit(group.status, 'delete');
      if (refusal) throw conflict(refusal);
      await db.transaction(async (tx) => {
        await workspace.removeFeed(id, tx);
        await createMetadataRepository(tx).deleteFeed(id);
      });
      return { message: 'The group was deleted; its feeds remain' };
    },

    async clones(masterId: number, member: SessionUser) {
      await requireFeed(masterId, member, 'write');
      return (await repository.listClones(masterId)).map(presentListRow);
    },

    /** Per clone of a group: the wizard fields whose values differ from the main feed's. */
    async cloneDiff(groupId: number, member: SessionUser) {
      await requireGroup(groupId, member);
      const members = await repository.listGroupMembers(groupId);
      const records = await Promise.all(members.map((m) => repository.findRecord(m.feedId)));
      const [main, ...clones] = records;
      if (!main) return [];
      const mainBody = toFeedBody(main);
      return clones
        .filter((clone): clone is FeedRecord => Boolean(clone))
        .map((clone) => {
          const body = toFeedBody(clone);
          return {
            feedId: clone.id,
            name: clone.name,
            differences: changedFields(mainBody, body).map(({ field }) => ({
              field,
              main: mainBody[field as keyof TFeedInput],
              clone: body[field as keyof TFeedInput],
            })),
          };
        });
    },
  };
}

export type MetadataService = ReturnType<typeof createMetadataService>;
