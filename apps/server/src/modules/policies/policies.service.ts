import { formatDateTime } from '@feedmarket/contract/common/common.schemas';
import { legalReviewStates, type TPolicyLegalSection } from '@feedmarket/contract/legal/legal.schemas';
import { messages } from '@feedmarket/contract/messages';
import { notificationItemTypes, notificationTypes } from '@feedmarket/contract/notifications/notification-tabs';
import {
  activeStatuses,
  activeStatusNames,
  memberCriteria,
  metadataCriteria,
  policyPriorityNames,
  policyTypeDescriptions,
  policyTypeNames,
  ruleConnectorNames,
  ruleRelationNames,
} from '@feedmarket/contract/policies/policies.constants';
import type {
  PolicyInput,
  TPolicy,
  TPolicyRow,
  TPolicyValidation,
} from '@feedmarket/contract/policies/policies.schemas';
import { criteriaFromGroups, rulesOf } from '@feedmarket/contract/policies/policy-rules';
import type { TPageQuery } from '@feedmarket/contract/common/paging';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../lib/session-user';
import type { AccessRequests } from '../access/access-requests.service';
import { requireOrganizationRight } from '../access/feed-access';
import type { LegalQueue } from '../legal/legal-queue';
import { createPoliciesRepository, type PolicyListQuery, type PolicyRecord } from './policies.repository';

type Deps = { db: Db; accessRequests: AccessRequests; legalQueue: LegalQueue };

/** A name at most `max` characters long once `prefix` is put before it. */
const prefixed = (prefix: string, name: string, max = 100) => `${prefix}${name}`.slice(0, max).trimEnd();

const options = (names: Record<number, string>) =>
  Object.entries(names).map(([value, name]) => ({ value: Number(value), name }));

const criteria = (list: Record<string, { label: string; source: string | number }>) =>
  Object.entries(list).map(([value, criterion]) => ({ value, name: criterion.label, source: criterion.source }));

/**
 * Access policies: the provider's admins write them, in either model; every change decides the
 * provider's accesses again (through the access module), in the transaction that makes it.
 */
export function createPoliciesService({ db, accessRequests, legalQueue }: Deps) {
  const repository = createPoliciesRepository(db);

  async function present(record: PolicyRecord, executor: Executor = db): Promise<TPolicy> {
    const criteriaShape = criteriaFromGroups(record.groups);
    return {
      id: record.id,
      orgId: record.orgId,
      name: record.name,
      description: record.description,
      typeId: record.typeId,
      typeName: policyTypeNames[record.typeId] ?? String(record.typeId),
      status: record.status,
      active: record.status,
      statusName: activeStatusNames[record.status] ?? String(record.status),
      priority: record.priority,
      priorityName: policyPriorityNames[record.priority] ?? String(record.priority),
      requireLegalReview: record.requireLegalReview,
      requirereview: record.requireLegalReview,
      legalReviewState: await legalQueue.policyReviewState(record.id, executor),
      anonymizerFlag: record.anonymizerFlag,
      anonymizerText: record.anonymizerText,
      note: record.note,
      groups: record.groups,
      timePeriods: record.timePeriods,
      metadataIds: record.feedIds,
      policyCriteria: criteriaShape
        ? { ...criteriaShape, timePeriods: record.timePeriods, metadataIds: record.feedIds }
        : null,
      challengeCount: record.challengeCount,
      dateCreated: formatDateTime(record.createdAt),
      lastDateModified: formatDateTime(record.updatedAt),
      username: record.username,
    };
  }

  async function presentRow(record: PolicyRecord): Promise<TPolicyRow> {
    const {
      groups: _groups,
      timePeriods: _periods,
      metadataIds,
      policyCriteria: _criteria,
      ...row
    } = await present(record);
    return { ...row, feedCount: metadataIds.length, ruleCount: rulesOf(record.groups).length };
  }

  /** A policy the member may see: its own organisation's (or any, for the supervisor); 404 otherwise. */
  async function visiblePolicy(member: SessionUser, id: number): Promise<PolicyRecord> {
    const record = await repository.find(id);
    if (!record || (record.orgId !== member.orgId && !member.isSupervisor)) throw notFound(`No policy ${id}`);
    return record;
  }

  /** A policy the member may change: one of its organisation's, the member one of its admins. */
  async function changeablePolicy(member: SessionUser, id: number): Promise<PolicyRecord> {
    const record = await visiblePolicy(member, id);
    requireOrganizationRight(member, record.orgId, 'configure');
    return record;
  }

  /** Refuses (400, naming each field) feeds that are not the organisation's and rule values no lookup knows. */
  async function checkInput(orgId: number, input: Pick<PolicyInput, 'metadataIds' | 'groups'>): Promise<void> {
    const foreign = await repository.feedsNotOwned(orgId, input.metadataIds);
    const unknown = await accessRequests.unknownRuleValues(rulesOf(input.groups));
    const fields = [
      ...foreign.map((id) => ({
        field: `body.metadataIds.${input.metadataIds.indexOf(id)}`,
        message: `Feed ${id} is not one of your organisation's`,
      })),
      ...unknown.map((rule) => ({ field: 'body.groups', message: `No ${rule.field} has the value ${rule.value}` })),
    ];
    if (fields.length) throw badRequest(fields[0]!.message, fields);
  }

  /** Activation waits for a legal review that is open or was cleared. */
  async function activationRefusal(policyId: number, requireLegalReview: boolean, executor: Executor) {
    if (!requireLegalReview) return null;
    const state = await legalQueue.policyReviewState(policyId, executor);
    return state === legalReviewStates.resolved ? null : messages.policyLegalReviewPending;
  }

  /**
   * Runs a change of the provider's policies and decides its accesses again, in one transaction;
   * answers the policy as it is then.
   */
  async function changeAndReevaluate(
    member: SessionUser,
    orgId: number,
    change: (tx: Executor) => Promise<number>,
  ): Promise<TPolicy> {
    const id = await db.transaction(async (tx) => {
      const policyId = await change(tx);
      await accessRequests.reevaluate(orgId, member.userId, tx);
      return policyId;
    });
    return present((await repository.find(id))!);
  }

  return {
    /** Throws unless the member may change policy `id` (404 or 403); route guards ask this before validation. */
    async requireChangeable(member: SessionUser, id: number): Promise<void> {
      await changeablePolicy(member, id);
    },

    async get(member: SessionUser, id: number): Promise<TPolicy> {
      return present(await visiblePolicy(member, id));
    },

    /**
     * Writes a policy for the member's organisation. One flagged for legal review joins the legal
     * queue and starts not active, whatever was asked: it may be activated once resolved.
     */
    async create(member: SessionUser, input: PolicyInput): Promise<TPolicy> {
      requireOrganizationRight(member, member.orgId, 'configure');
      await checkInput(member.orgId, input);
      const { metadataIds, ...values } = input;
      return changeAndReevaluate(member, member.orgId, async (tx) => {
        const status = input.requireLegalReview ? activeStatuses.notActive : input.status;
        const id = await createPoliciesRepository(tx).insert(
          member.orgId,
          member.userId,
          { ...values, status },
          metadataIds,
        );
        if (input.requireLegalReview)
          await legalQueue.requestPolicy({ id, orgId: member.orgId, name: input.name }, member.userId, tx);
        return id;
      });
    },

    async update(member: SessionUser, id: number, input: PolicyInput): Promise<TPolicy> {
      const record = await changeablePolicy(member, id);
      await checkInput(record.orgId, input);
      const { metadataIds, ...values } = input;
      return changeAndReevaluate(member, record.orgId, async (tx) => {
        const txRepository = createPoliciesRepository(tx);
        await txRepository.lock(id);
        if (input.requireLegalReview && !record.requireLegalReview) {
          await legalQueue.requestPolicy({ id, orgId: record.orgId, name: input.name }, member.userId, tx);
        }
        if (!input.requireLegalReview && record.requireLegalReview)
          await legalQueue.withdrawPolicy(id, member.userId, tx);
        const refusal =
          input.status === activeStatuses.active ? await activationRefusal(id, input.requireLegalReview, tx) : null;
        if (refusal && record.status !== activeStatuses.active) throw conflict(refusal);
        await txRepository.update(id, member.userId, values, metadataIds);
        return id;
      });
    },

    async remove(member: SessionUser, id: number): Promise<{ message: string }> {
      const record = await changeablePolicy(member, id);
      await db.transaction(async (tx) => {
        await createPoliciesRepository(tx).remove(id);
        await legalQueue.forgetPolicy(id, tx);
        await accessRequests.reevaluate(record.orgId, member.userId, tx);
      });
      return { message: `The policy '${record.name}' was deleted` };
    },

    /** A copy, not active, to change and activate; flagged for legal review, it joins the queue too. */
    async clone(member: SessionUser, id: number): Promise<TPolicy> {
      const record = await changeablePolicy(member, id);
      const copyId = await db.transaction(async (tx) => {
        const name = prefixed('Copy of ', record.name);
        const copy = await createPoliciesRepository(tx).insert(
          record.orgId,
          member.userId,
          {
            name,
            description: record.description,
            typeId: record.typeId,
            status: activeStatuses.notActive,
            priority: record.priority,
            requireLegalReview: record.requireLegalReview,
            anonymizerFlag: record.anonymizerFlag,
            anonymizerText: record.anonymizerText,
            note: null,
            groups: record.groups,
            timePeriods: record.timePeriods,
          },
          record.feedIds,
        );
        if (record.requireLegalReview)
          await legalQueue.requestPolicy({ id: copy, orgId: record.orgId, name }, member.userId, tx);
        return copy;
      });
      return present((await repository.find(copyId))!);
    },

    /** What would keep the policy from working as written. */
    async validate(member: SessionUser, id: number): Promise<TPolicyValidation> {
      const record = await visiblePolicy(member, id);
      const issues: TPolicyValidation['issues'] = [];
      for (const feedId of await repository.feedsNotOwned(record.orgId, record.feedIds)) {
        issues.push({ field: 'metadataIds', message: `Feed ${feedId} is no longer your organisation's` });
      }
      for (const rule of await accessRequests.unknownRuleValues(rulesOf(record.groups))) {
        issues.push({ field: 'groups', message: `No ${rule.field} has the value ${rule.value}` });
      }
      const today = new Date().toISOString().slice(0, 10);
      if (record.timePeriods.length && record.timePeriods.every((period) => period.endDate < today)) {
        issues.push({ field: 'timePeriods', message: 'Every period of the policy is over' });
      }
      const refusal = await activationRefusal(record.id, record.requireLegalReview, db);
      if (refusal) issues.push({ field: 'requireLegalReview', message: refusal });
      return { valid: issues.length === 0, issues };
    },

    /** Which feeds and members the rules would match, nothing saved. */
    async preview(member: SessionUser, input: Pick<PolicyInput, 'groups' | 'metadataIds'>) {
      requireOrganizationRight(member, member.orgId, 'configure');
      return accessRequests.preview(member.orgId, input);
    },

    async list(member: SessionUser, orgId: number, query: PolicyListQuery) {
      requireOrganizationRight(member, orgId, 'read');
      const { content, total } = await repository.list(orgId, query);
      return { content: await Promise.all(content.map(presentRow)), total };
    },

    async pickerFeeds(member: SessionUser, orgId: number, query: TPageQuery) {
      requireOrganizationRight(member, orgId, 'read');
      return repository.pickerFeeds(orgId, query);
    },

    /** Activates (refused while its legal review waits) or stops a policy. */
    async setStatus(member: SessionUser, id: number, status: number): Promise<TPolicy> {
      const record = await changeablePolicy(member, id);
      return changeAndReevaluate(member, record.orgId, async (tx) => {
        await createPoliciesRepository(tx).lock(id);
        if (status === activeStatuses.active) {
          const refusal = await activationRefusal(id, record.requireLegalReview, tx);
          if (refusal) throw conflict(refusal);
        }
        await createPoliciesRepository(tx).update(id, member.userId, { status });
        return id;
      });
    },

    async setPriority(member: SessionUser, id: number, priority: number): Promise<TPolicy> {
      const record = await changeablePolicy(member, id);
      return changeAndReevaluate(member, record.orgId, async (tx) => {
        await createPoliciesRepository(tx).update(id, member.userId, { priority });
        return id;
      });
    },

    /** Sets the legal review flag: the policy joins the legal queue; taking the flag off withdraws it. */
    async setReview(member: SessionUser, id: number, flag: boolean): Promise<TPolicy> {
      const record = await changeablePolicy(member, id);
      await db.transaction(async (tx) => {
        await createPoliciesRepository(tx).update(id, member.userId, { requireLegalReview: flag });
        if (flag) await legalQueue.requestPolicy(record, member.userId, tx);
        else await legalQueue.withdrawPolicy(id, member.userId, tx);
      });
      return present((await repository.find(id))!);
    },

    /** The policy as its legal reviewers read it, or null when it is gone. */
    async legalSection(policyId: number): Promise<TPolicyLegalSection | null> {
      const record = await repository.find(policyId);
      if (!record) return null;
      return {
        policyId: record.id,
        name: record.name,
        description: record.description,
        typeName: policyTypeNames[record.typeId] ?? String(record.typeId),
        statusName: activeStatusNames[record.status] ?? String(record.status),
        priorityName: policyPriorityNames[record.priority] ?? String(record.priority),
        anonymizer: record.anonymizerFlag ? record.anonymizerText : null,
        note: record.note,
        feeds: await repository.feedNames(record.feedIds),
        rules: await accessRequests.describeGroups(record.groups),
        timePeriods: record.timePeriods.map((period) => `${period.startDate} to ${period.endDate}`),
      };
    },

    /**
     * The legal reviewers cleared the policy: it stops, and the provider's accesses are decided
     * again, in the legal review's transaction.
     */
    async stopAfterLegalReview(policyId: number, userId: number, executor: Executor): Promise<void> {
      const txRepository = createPoliciesRepository(executor);
      const record = await txRepository.find(policyId);
      if (!record || record.status !== activeStatuses.active) return;
      await txRepository.update(policyId, userId, { status: activeStatuses.notActive });
      await accessRequests.reevaluate(record.orgId, userId, executor);
    },

    /** A member the policy refused tells the provider why it is wrong. */
    async challenge(member: SessionUser, id: number, reason: string): Promise<{ message: string }> {
      const record = await repository.find(id);
      if (!record) throw notFound(`No policy ${id}`);
      if (!(await accessRequests.mayChallenge(member, id))) throw conflict(messages.noRefusalToChallenge);
      await db.transaction(async (tx) => {
        await createPoliciesRepository(tx).insertChallenge({
          policyId: id,
          orgId: member.orgId,
          userId: member.userId,
          reason,
        });
        await accessRequests.tellProviderStaff(
          record.orgId,
          {
            typeId: notificationTypes.policy,
            itemType: notificationItemTypes.policy,
            itemId: id,
            title: `Policy challenged: ${record.name}`,
            body: `A member your policy '${record.name}' refused challenges it: ${reason}`,
          },
          tx,
        );
      });
      return { message: messages.challengeRaised };
    },

    async setNote(member: SessionUser, id: number, note: string | undefined): Promise<TPolicy> {
      await changeablePolicy(member, id);
      await repository.update(id, member.userId, { note: note || null });
      return present((await repository.find(id))!);
    },

    memberCriteria: () => criteria(memberCriteria),
    metadataCriteria: () => criteria(metadataCriteria),
    connectors: () => options(ruleConnectorNames),
    relations: () => options(ruleRelationNames),
    statuses: () => options(activeStatusNames),
    priorities: () => options(policyPriorityNames),
    types: () =>
      Object.entries(policyTypeNames).map(([value, name]) => ({
        value: Number(value),
        name,
        description: policyTypeDescriptions[Number(value)]!,
      })),
  };
}

export type PoliciesService = ReturnType<typeof createPoliciesService>;
