import { readOnlyOrganizationType } from '@feedmarket/contract/accounts/accounts.schemas';
import { feedTypeNames } from '@feedmarket/contract/catalog/catalog.constants';
import { formatDateTime } from '@feedmarket/contract/common/common.schemas';
import { formatMoney, fromMinorUnits } from '@feedmarket/contract/common/money';
import {
  notificationItemTypes,
  notificationStatuses,
  notificationTypes,
} from '@feedmarket/contract/notifications/notification-tabs';
import {
  metadataCriteria,
  organizationTypeNames,
  ruleConnectors,
} from '@feedmarket/contract/policies/policies.constants';
import type { TPolicyPreview } from '@feedmarket/contract/policies/policies.schemas';
import type { TPolicyGroup, TPolicyRule } from '@feedmarket/contract/policies/policy-rules';
import {
  accessStateNames,
  type TAccess,
  type TAccessPrice,
  type TReceivedAccess,
} from '@feedmarket/contract/workspace/workspace.schemas';
import { priceModeNames, priceModes, priceOptions } from '@feedmarket/contract/pricing/pricing.constants';
import type { Db, Executor } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { isAdmin, isLegalReviewer, type SessionUser } from '../../lib/session-user';
import { loadLookupNames } from '../catalog/lookup-names';
import type { ActivityEvent, DashboardService } from '../dashboard/dashboard.service';
import type { FinanceService } from '../finance/finance.service';
import type { NotificationService, NewNotification } from '../notifications/notifications.service';
import type { FeedPrice } from '../pricing/pricing.service';
import {
  createAccessDecisionsRepository,
  type AccessListQuery,
  type AccessRecord,
  type AccessRow,
} from './access-decisions.repository';
import { requireOrganizationRight } from './feed-access';
import {
  coversFeed,
  decide,
  describeDecision,
  describeRule,
  memberMatch,
  type Decision,
  type DecidingPolicy,
} from './policy-evaluation';

type Deps = {
  db: Db;
  notifications: NotificationService;
  dashboard: DashboardService;
  finance: FinanceService;
  /** The active price configuration naming the feed, if any. */
  priceOf: (feedId: number, executor: Executor) => Promise<FeedPrice | undefined>;
  /** Takes a revoked access's feed out of the consumer's workspace. */
  onRevoked: (orgId: number, feedId: number, executor: Executor) => Promise<void>;
};

/** Today as the policies' periods read it: a UTC day. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** `months` after `date`, on the same day of the month where it exists (31 January + 1 → 28 February). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

const isPriced = (price: FeedPrice | undefined): price is FeedPrice =>
  price !== undefined && price.option !== priceOptions.free && price.priceMinor > 0;

/** How a price reads on an access: "USD 12.50 for 100 downloads". */
export function describePrice(price: FeedPrice): string {
  const amount = formatMoney(fromMinorUnits(price.priceMinor), price.currency);
  if (price.mode === priceModes.volume) return `${amount} for ${price.volumeAmount} downloads`;
  if (price.mode === priceModes.duration)
    return `${amount} for ${price.duration} month${price.duration === 1 ? '' : 's'}`;
  return amount;
}

/**
 * Requests for access and their decisions: a member's lock asks, the provider's policies decide
 * (docs/decisions.md, "The decision"), a granted feed is charged, and both sides are told. Policy
 * changes decide the provider's accesses again; downloads under volume prices are counted here.
 */
export function createAccessRequests({ db, notifications, dashboard, finance, priceOf, onRevoked }: Deps) {
  /** The name of a rule's value (a country's name for its id), or undefined when no lookup knows it. */
  async function knownValueName(rule: TPolicyRule, executor: Executor): Promise<string | undefined> {
    const names = await loadLookupNames(executor);
    const { value } = rule;
    const number = Number(value);
    const isic = () => {
      const code = names.isic(value);
      return code && `${value} ${code.description}`;
    };
    const entity = (kind: string) => createAccessDecisionsRepository(executor).entityName(kind, number);
    if (rule.ruleType === 'member') {
      if (rule.field === 'country') return names.country(number);
      if (rule.field === 'isicCode') return isic();
      if (rule.field === 'organizationType') return organizationTypeNames[number];
      return entity(rule.field);
    }
    if (rule.field === 'feed') return entity('feed');
    if (rule.field === 'metadataType') return feedTypeNames[number];
    if (rule.field === 'country') return names.country(number);
    if (rule.field === 'isicCode') return isic();
    const source = metadataCriteria[rule.field as keyof typeof metadataCriteria]?.source;
    return typeof source === 'number' ? names.domainValue(source, number) : undefined;
  }

  const valueName = async (rule: TPolicyRule, executor: Executor) =>
    (await knownValueName(rule, executor)) ?? rule.value;

  async function presentPriceOf(feedId: number, executor: Executor = db): Promise<TAccessPrice | null> {
    return presentPrice(await priceOf(feedId, executor));
  }

  function presentPrice(price: FeedPrice | undefined): TAccessPrice | null {
    if (!isPriced(price)) return null;
    return {
      mode: price.mode,
      modeText: priceModeNames[price.mode] ?? String(price.mode),
      amount: fromMinorUnits(price.priceMinor),
      currency: price.currency,
      volumeAmount: price.mode === priceModes.volume ? price.volumeAmount : null,
      duration: price.mode === priceModes.duration ? price.duration : null,
    };
  }

  /** The access as the consumer reads it, with what its feed's price asks now. */
  async function presentAccess(record: AccessRecord, executor: Executor = db): Promise<TAccess> {
    return presentAccessAt(record, await priceOf(record.feedId, executor));
  }

  /** `presentAccess` with the feed's price known already. */
  function presentAccessAt(
    record: AccessRow & Pick<AccessRecord, 'policyName'>,
    price: FeedPrice | undefined,
  ): TAccess {
    return {
      id: record.id,
      state: record.state,
      stateText: accessStateNames[record.state],
      reason: record.reason,
      policyId: record.policyId,
      policyName: record.policyName,
      requestedDate: formatDateTime(record.requestedAt),
      decidedDate: record.decidedAt ? formatDateTime(record.decidedAt) : null,
      expiresDate: record.expiresAt ? formatDateTime(record.expiresAt) : null,
      downloadsAllowed: record.downloadsAllowed,
      downloadsUsed: record.downloadsUsed,
      note: record.note,
      price: presentPrice(price),
    };
  }

  async function reasonOf(decision: Decision, executor: Executor): Promise<string> {
    return describeDecision(decision, decision.rule ? await valueName(decision.rule, executor) : '');
  }

  async function describeRuleOf(rule: TPolicyRule, executor: Executor): Promise<string> {
    return describeRule(rule, await valueName(rule, executor));
  }

  /** Tells the user who asked (or, gone, nobody: the organisation reads it in its workspace). */
  async function tellConsumer(
    access: AccessRow,
    notice: Omit<NewNotification, 'userId'>,
    executor: Executor,
    actingUserId?: number | null,
  ) {
    const requester = access.requestedBy;
    // The member acting now is active; another may have left since it asked.
    const isActive =
      requester !== null &&
      (requester === actingUserId || (await createAccessDecisionsRepository(executor).isActiveUser(requester)));
    if (isActive) await notifications.notify({ userId: requester, ...notice }, executor);
  }

  async function tellProvider(
    providerOrgId: number,
    withReviewers: boolean,
    notice: Omit<NewNotification, 'userId'>,
    executor: Executor,
  ) {
    const staff = await createAccessDecisionsRepository(executor).staffOf(providerOrgId, withReviewers);
    await notifications.notifyAll(
      staff.map((userId) => ({ userId, ...notice })),
      executor,
    );
  }

  /** The name the provider reads for the consumer: its own, or the deciding policy's alias. */
  const consumerNameFor = (record: Pick<AccessRecord, 'consumerAlias' | 'orgName'>) =>
    record.consumerAlias ?? record.orgName;

  /**
   * Grants the access (decided now, by a policy or the provider) and charges its price, in the
   * caller's transaction: a first grant buys the first block of downloads or months, a renewal the next.
   */
  async function grant(
    access: AccessRow,
    feed: { id: number; name: string },
    userId: number | null,
    executor: Executor,
    fields: Partial<AccessRow> = {},
    knownPrice?: FeedPrice | null,
  ): Promise<AccessRow> {
    const repository = createAccessDecisionsRepository(executor);
    const price = knownPrice === undefined ? await priceOf(access.feedId, executor) : (knownPrice ?? undefined);
    const now = new Date();
    if (isPriced(price)) {
      const kind = access.state === 'expired' ? 'renewal' : 'access';
      await finance.charge(
        {
          accessId: access.id,
          consumerOrgId: access.orgId,
          providerOrgId: access.providerOrgId,
          feedId: feed.id,
          feedName: feed.name,
          priceId: price.id,
          kind,
          mode: price.mode,
          amountMinor: price.priceMinor,
          currency: price.currency,
          consumerAlias: access.consumerAlias,
          userId,
          withoutFee: price.withoutFeeFlag,
        },
        executor,
      );
      const amount = describePrice(price);
      await tellConsumer(
        access,
        {
          typeId: notificationTypes.charge,
          title: `Charged ${amount}: ${feed.name}`,
          body: `Your organisation paid ${amount} for access to '${feed.name}'.`,
        },
        executor,
        userId,
      );
      await tellProvider(
        access.providerOrgId,
        false,
        {
          typeId: notificationTypes.paymentReceived,
          title: `Payment received: ${feed.name}`,
          body: `${access.consumerAlias ?? (await repository.entityName('organization', access.orgId))} paid ${amount} for access to '${feed.name}'.`,
        },
        executor,
      );
    }
    const granted = await repository.updateAccess(access.id, { ...fields, ...grantedFields(price, now) });
    await dashboard.record(accessedEvent(granted, userId), executor);
    await tellGranted(granted, feed.name, executor, userId);
    return granted;
  }

  /** What granting an access under `price` at `now` writes on it: what was paid for, if anything. */
  function grantedFields(price: FeedPrice | undefined, now: Date): Partial<AccessRow> {
    let paidFor: Partial<AccessRow> = { downloadsAllowed: null, expiresAt: null };
    if (isPriced(price) && price.mode === priceModes.volume) {
      paidFor = { downloadsAllowed: price.volumeAmount, downloadsUsed: 0 };
    }
    if (isPriced(price) && price.mode === priceModes.duration) paidFor = { expiresAt: addMonths(now, price.duration) };
    return { ...paidFor, state: 'granted', priceId: price?.id ?? null, renewalNoticeAt: null, decidedAt: now };
  }

  /** A grant counts a feed accessed (AAF) for the consumer. */
  const accessedEvent = (access: AccessRow, userId: number | null): ActivityEvent => ({
    orgId: access.orgId,
    code: 'AAF',
    delta: 1,
    subjectId: access.id,
    userId,
  });

  function tellGranted(granted: AccessRow, feedName: string, executor: Executor, userId: number | null) {
    return tellConsumer(
      granted,
      {
        typeId: notificationTypes.accessGranted,
        title: `Access granted: ${feedName}`,
        body: `${granted.reason} You can now download '${feedName}'.`,
      },
      executor,
      userId,
    );
  }

  async function refuse(
    access: AccessRow,
    feedName: string,
    executor: Executor,
    fields: Partial<AccessRow>,
    actingUserId?: number,
  ) {
    const refused = await createAccessDecisionsRepository(executor).updateAccess(access.id, {
      ...fields,
      state: 'refused',
      decidedAt: new Date(),
    });
    await tellRefused(refused, feedName, executor, actingUserId);
    return refused;
  }

  function tellRefused(refused: AccessRow, feedName: string, executor: Executor, actingUserId?: number) {
    return tellConsumer(
      refused,
      {
        typeId: notificationTypes.accessRefused,
        title: `Access refused: ${feedName}`,
        body: refused.note ? `${refused.reason} The provider says: ${refused.note}` : refused.reason,
      },
      executor,
      actingUserId,
    );
  }

  /** The request waits for the provider: its admins and legal reviewers are asked. */
  async function askProvider(access: AccessRow, feedName: string, consumerName: string, executor: Executor) {
    await tellProvider(
      access.providerOrgId,
      true,
      {
        typeId: notificationTypes.accessPending,
        itemType: notificationItemTypes.notification,
        itemId: access.id,
        title: `Access request to review: ${feedName}`,
        body: `${consumerName} asks for access to '${feedName}'. ${access.reason} Approve or refuse it in the Policies tab.`,
      },
      executor,
    );
  }

  /** Provider staff who decide pending requests: its admins and legal reviewers, unless read-only. */
  function requireDecider(member: SessionUser, providerOrgId: number) {
    const maySettle =
      member.orgId === providerOrgId &&
      member.orgType !== readOnlyOrganizationType &&
      (isAdmin(member) || isLegalReviewer(member));
    if (!maySettle) throw forbidden("Only the provider's administrators and legal reviewers decide requests");
  }

  async function settlePending(
    member: SessionUser,
    id: number,
    note: string | undefined,
    outcome: 'granted' | 'refused',
  ): Promise<TReceivedAccess> {
    const record = await createAccessDecisionsRepository(db).findRecord(id);
    if (!record || (record.providerOrgId !== member.orgId && !member.isSupervisor)) throw notFound(`No request ${id}`);
    requireDecider(member, record.providerOrgId);
    await db.transaction(async (tx) => {
      const repository = createAccessDecisionsRepository(tx);
      const access = await repository.lockAccess(record.orgId, record.feedId);
      if (access?.state !== 'pending') throw conflict('This request was decided already');
      const fields = { note: note || null, decidedBy: member.userId };
      const feed = { id: record.feedId, name: record.feedName };
      if (outcome === 'granted') await grant(access, feed, member.userId, tx, fields);
      else await refuse(access, record.feedName, tx, fields);
      await notifications.settleItem(
        { typeId: notificationTypes.accessPending, itemType: notificationItemTypes.notification, itemId: access.id },
        notificationStatuses.resolved,
        tx,
      );
    });
    return presentReceived((await createAccessDecisionsRepository(db).findRecord(id))!);
  }

  return {
    /**
     * Decides the member's request for a feed in the caller's transaction (which has locked the
     * workspace item), grants and charges it, and tells both sides; answers the access as the member
     * reads it. A request already pending or granted stays as it is; a refused or expired one is
     * asked again. A lock waits on each statement, so the decision is read in one and, unless a
     * price is charged, written in one; the caller's own `counts` are recorded with the request's.
     */
    async request(
      member: SessionUser,
      feedId: number,
      executor: Executor,
      counts: ActivityEvent[] = [],
    ): Promise<TAccess> {
      const repository = createAccessDecisionsRepository(executor);
      const facts = await repository.requestFacts(member.orgId, feedId);
      if (!facts) throw notFound(`No feed ${feedId}`);
      const { feed, existing } = facts;
      if (feed.orgId === member.orgId)
        throw conflict('Your organisation owns this feed: it has every right on it already');
      if (existing?.state === 'pending' || existing?.state === 'granted') {
        await dashboard.record(counts, executor);
        return presentAccess((await repository.findRecord(existing.id))!, executor);
      }

      const now = new Date();
      const decision = decide(facts.policies, feed, facts.member, dayOf(now));
      const price = await priceOf(feedId, executor);
      const reviewedForPrice = decision.state === 'granted' && price?.requireReview === true;
      const value = decision.rule ? await valueName(decision.rule, executor) : '';
      const reason =
        describeDecision(decision, value) +
        (reviewedForPrice ? ` Its price (${price.name}) asks the provider to approve each request.` : '');
      const fields = {
        policyId: decision.policy?.id ?? null,
        rule: decision.rule ? describeRule(decision.rule, value) : null,
        reason,
        consumerAlias: decision.policy?.anonymizerFlag ? await repository.policyAlias(decision.policy.id) : null,
        requestedBy: member.userId,
        requestedAt: now,
        decidedBy: null,
        decidedAt: null,
        note: null,
      };
      const grants = decision.state === 'granted' && !reviewedForPrice;
      // A charge needs the access written first (a renewal is one while it is still expired); every
      // other outcome is written as it ends.
      const charges = grants && isPriced(price);
      const outcome: Partial<AccessRow> = charges
        ? {}
        : grants
          ? grantedFields(price, new Date())
          : decision.state === 'refused'
            ? { state: 'refused', decidedAt: new Date() }
            : { state: 'pending' };
      const written = existing
        ? await repository.updateAccess(existing.id, { ...fields, ...outcome })
        : await repository.insertAccess({
            state: 'pending',
            orgId: member.orgId,
            feedId,
            providerOrgId: feed.orgId,
            ...fields,
            ...outcome,
          });
      await dashboard.record(
        [
          { orgId: member.orgId, code: 'MRO', delta: 1, subjectId: written.id, userId: member.userId },
          { orgId: feed.orgId, code: 'MRI', delta: 1, subjectId: written.id, userId: member.userId },
          ...(written.state === 'granted' ? [accessedEvent(written, member.userId)] : []),
          ...counts,
        ],
        executor,
      );
      let access = written;
      if (charges) access = await grant(written, feed, member.userId, executor, {}, price);
      else if (written.state === 'granted') await tellGranted(written, feed.name, executor, member.userId);
      else if (written.state === 'refused') await tellRefused(written, feed.name, executor, member.userId);
      else await askProvider(written, feed.name, written.consumerAlias ?? facts.memberName, executor);
      return presentAccessAt({ ...access, policyName: decision.policy?.name ?? null }, price);
    },

    /** The provider's admins or legal reviewers grant a pending request (charging its price). */
    approve: (member: SessionUser, id: number, note: string | undefined) => settlePending(member, id, note, 'granted'),

    /** The provider's admins or legal reviewers refuse a pending request, with a note the consumer reads. */
    refuse: (member: SessionUser, id: number, note: string | undefined) => settlePending(member, id, note, 'refused'),

    /**
     * Decides every granted and pending access to the provider's feeds again, after its policies
     * changed, in the caller's transaction. Access now refused is revoked and leaves the consumer's
     * workspace; pending requests now decided are settled. Answers how many were revoked.
     */
    async reevaluate(providerOrgId: number, userId: number | null, executor: Executor): Promise<number> {
      const repository = createAccessDecisionsRepository(executor);
      const accesses = await repository.liveAccessesOf(providerOrgId);
      if (!accesses.length) return 0;
      const policies = await repository.activePolicies(providerOrgId);
      const members = await repository.memberFacts([...new Set(accesses.map((access) => access.orgId))]);
      const feeds = await repository.feedFacts([...new Set(accesses.map((access) => access.feedId))]);
      const day = dayOf(new Date());
      // Many accesses share a decision: its words and alias are worked out once each.
      const decisionFields = new Map<string, Promise<Pick<AccessRow, 'policyId' | 'reason' | 'consumerAlias'>>>();
      const fieldsOf = (decision: Decision) => {
        const key = JSON.stringify([
          decision.state,
          decision.matched,
          decision.covered,
          decision.policy?.id,
          decision.rule,
        ]);
        if (!decisionFields.has(key)) {
          decisionFields.set(
            key,
            (async () => ({
              policyId: decision.policy?.id ?? null,
              reason: await reasonOf(decision, executor),
              consumerAlias: decision.policy?.anonymizerFlag ? await repository.policyAlias(decision.policy.id) : null,
            }))(),
          );
        }
        return decisionFields.get(key)!;
      };
      let revoked = 0;
      for (const access of accesses) {
        const feed = feeds.get(access.feedId)!;
        const decision = decide(policies, feed, members.get(access.orgId)!, day);
        if (decision.state === 'pending') continue;
        if (access.state === 'granted' && decision.state === 'granted') continue;
        const fields = { ...(await fieldsOf(decision)), decidedBy: null };
        if (access.state === 'pending') {
          if (decision.state === 'granted') {
            const price = await priceOf(access.feedId, executor);
            if (!price?.requireReview) await grant(access, feed, userId, executor, fields);
          } else {
            await refuse(access, feed.name, executor, fields);
          }
          continue;
        }
        const gone = await repository.updateAccess(access.id, { ...fields, state: 'revoked', decidedAt: new Date() });
        await onRevoked(access.orgId, access.feedId, executor);
        await dashboard.record({ orgId: access.orgId, code: 'AAF', delta: -1, subjectId: access.id, userId }, executor);
        await tellConsumer(
          gone,
          {
            typeId: notificationTypes.accessRevoked,
            title: `Access revoked: ${feed.name}`,
            body: `The provider changed its access policies. ${gone.reason} '${feed.name}' left your workspace.`,
          },
          executor,
        );
        revoked += 1;
      }
      if (revoked) {
        await tellProvider(
          providerOrgId,
          false,
          {
            typeId: notificationTypes.accessRevoked,
            title: `${revoked} access${revoked === 1 ? '' : 'es'} revoked`,
            body: `After the change to your access policies, ${revoked} organisation${revoked === 1 ? '' : 's'} lost access to your feeds.`,
          },
          executor,
        );
      }
      return revoked;
    },

    /**
     * Counts `files` downloads of the feed by the member's organisation. Under a volume price, using
     * up what was paid for buys the next blocks first (charged in the same transaction).
     */
    async recordDownloads(member: SessionUser, feedId: number, files: number): Promise<void> {
      if (files <= 0) return;
      await db.transaction(async (tx) => {
        const repository = createAccessDecisionsRepository(tx);
        const access = await repository.lockAccess(member.orgId, feedId);
        if (access?.state !== 'granted' || access.downloadsAllowed === null) return;
        const used = access.downloadsUsed + files;
        let allowed = access.downloadsAllowed;
        if (used > allowed) {
          const price = await priceOf(feedId, tx);
          if (!isPriced(price) || price.mode !== priceModes.volume || !price.volumeAmount) {
            // The feed is no longer sold by volume: what was paid for stands, and downloads are no longer counted.
            await repository.updateAccess(access.id, { downloadsAllowed: null, downloadsUsed: used });
            return;
          }
          const blocks = Math.ceil((used - allowed) / price.volumeAmount);
          const feed = (await repository.feedFacts([feedId])).get(feedId)!;
          await finance.charge(
            {
              accessId: access.id,
              consumerOrgId: access.orgId,
              providerOrgId: access.providerOrgId,
              feedId,
              feedName: feed.name,
              priceId: price.id,
              kind: 'downloads',
              mode: price.mode,
              amountMinor: price.priceMinor * blocks,
              currency: price.currency,
              consumerAlias: access.consumerAlias,
              userId: member.userId,
              withoutFee: price.withoutFeeFlag,
            },
            tx,
          );
          allowed += blocks * price.volumeAmount;
          await tellConsumer(
            { ...access, requestedBy: member.userId },
            {
              typeId: notificationTypes.charge,
              title: `Charged for downloads: ${feed.name}`,
              body: `Your organisation paid ${formatMoney(fromMinorUnits(price.priceMinor * blocks), price.currency)} for ${blocks * price.volumeAmount} more downloads of '${feed.name}'.`,
            },
            tx,
          );
        }
        await repository.updateAccess(access.id, { downloadsAllowed: allowed, downloadsUsed: used });
      });
    },

    /** Ends granted accesses whose paid months ran out, and asks their consumers to renew. */
    async expireDue(now = new Date()): Promise<number> {
      return db.transaction(async (tx) => {
        const expired = await createAccessDecisionsRepository(tx).expireDue(now);
        for (const access of expired) {
          await dashboard.record({ orgId: access.orgId, code: 'AAF', delta: -1, subjectId: access.id }, tx);
          const feed = (await createAccessDecisionsRepository(tx).feedFacts([access.feedId])).get(access.feedId);
          await tellConsumer(
            access,
            {
              typeId: notificationTypes.renewalDue,
              itemType: notificationItemTypes.notification,
              itemId: access.id,
              title: `Renewal due: ${feed?.name ?? 'a feed'}`,
              body: `The period your organisation paid for ended. Lock '${feed?.name ?? 'the feed'}' again in your workspace to renew its access.`,
            },
            tx,
          );
        }
        return expired.length;
      });
    },

    /**
     * What a policy's rules would match before it is activated: the provider's feeds it covers and
     * the enabled members its member rules match, each as a count and the first `sample` by name.
     */
    async preview(
      providerOrgId: number,
      policy: Pick<DecidingPolicy, 'groups'> & { metadataIds: number[] },
      sample = 50,
    ): Promise<TPolicyPreview> {
      const repository = createAccessDecisionsRepository(db);
      const deciding: DecidingPolicy = {
        ...policy,
        id: 0,
        name: '',
        typeId: 0,
        priority: 0,
        createdAt: new Date(),
        timePeriods: [],
        feedIds: new Set(policy.metadataIds),
        anonymizerFlag: false,
      };
      const feeds = (await repository.providerFeeds(providerOrgId)).filter((feed) => coversFeed(deciding, feed));
      const candidates = await repository.enabledMembers(providerOrgId);
      const facts = await repository.memberFacts(candidates.map((candidate) => candidate.id));
      const members = candidates.filter((candidate) => memberMatch(deciding, facts.get(candidate.id)!));
      const items = (rows: { id: number; name: string }[]) =>
        rows.slice(0, sample).map(({ id, name }) => ({ id, name }));
      return {
        feeds: { total: feeds.length, items: items(feeds) },
        members: { total: members.length, items: items(members) },
      };
    },

    /** Tells the provider's administrators and legal reviewers, in the caller's transaction. */
    tellProviderStaff: (providerOrgId: number, notice: Omit<NewNotification, 'userId'>, executor: Executor) =>
      tellProvider(providerOrgId, true, notice, executor),

    /** Whether the policy refused or revoked a request of the member's organisation: then it may challenge it. */
    mayChallenge: (member: SessionUser, policyId: number) =>
      createAccessDecisionsRepository(db).wasRefusedBy(member.orgId, policyId),

    /** Each top-level group of rules in words ("Any of: Country equals Germany; …"), values by name. */
    async describeGroups(groups: TPolicyGroup[], executor: Executor = db): Promise<string[]> {
      const describeGroup = async (group: TPolicyGroup): Promise<string> => {
        const parts = [
          ...(await Promise.all(group.rules.map((rule) => describeRuleOf(rule, executor)))),
          ...(await Promise.all(group.groups.map(async (nested) => `(${await describeGroup(nested)})`))),
        ];
        const join = group.operand === ruleConnectors.any ? 'Any of' : 'All of';
        return `${group.name ? `${group.name}: ` : ''}${join}: ${parts.join('; ')}`;
      };
      return Promise.all(groups.map(describeGroup));
    },

    /** The rules whose value no lookup knows, with the field of the body each one is at. */
    async unknownRuleValues(rules: TPolicyRule[]): Promise<TPolicyRule[]> {
      const known = await Promise.all(rules.map((rule) => knownValueName(rule, db)));
      return rules.filter((_, index) => known[index] === undefined);
    },

    /** Accesses of the organisation to these feeds, for its workspace. */
    accessesOf: (orgId: number, feedIds: number[], executor: Executor = db) =>
      createAccessDecisionsRepository(executor).accessesOf(orgId, feedIds),

    /** The access as the consumer reads it, with what its feed's price asks now. */
    presentAccess,

    /** What access to the feed costs now, as the consumer reads it; null when it is free. */
    presentPriceOf,

    /** Requests the provider received, a page at a time. */
    async listReceived(member: SessionUser, orgId: number, query: AccessListQuery) {
      requireOrganizationRight(member, orgId, 'read');
      const { content, total } = await createAccessDecisionsRepository(db).listReceived(orgId, query);
      return { content: content.map(presentReceived), total };
    },
  };

  function presentReceived(record: AccessRecord): TReceivedAccess {
    return {
      id: record.id,
      feedId: record.feedId,
      feedName: record.feedName,
      organization: consumerNameFor(record),
      state: record.state,
      stateText: accessStateNames[record.state],
      reason: record.reason,
      policyName: record.policyName,
      requestedDate: formatDateTime(record.requestedAt),
      decidedDate: record.decidedAt ? formatDateTime(record.decidedAt) : null,
      note: record.note,
    };
  }
}

export type AccessRequests = ReturnType<typeof createAccessRequests>;
