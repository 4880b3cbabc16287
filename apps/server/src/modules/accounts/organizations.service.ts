import {
  logoMimeTypes,
  logoTooLargeMessage,
  maxLogoBytes,
  readOnlyOrganizationType,
  type TAccount,
  type TCompanyAddressRecord,
  type TOrganization,
  type ZOrganizationBody,
} from '@feedmarket/contract/accounts/accounts.schemas';
import { formatDateTime } from '@feedmarket/contract/common/common.schemas';
import { API_BASE } from '@feedmarket/contract/common/route';
import { messages } from '@feedmarket/contract/messages';
import { notificationTypes } from '@feedmarket/contract/notifications/notification-tabs';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../lib/session-user';
import type { NotificationService } from '../notifications/notifications.service';
import { accountRightOf, requireAccountRight } from './account-access';
import { createAccountsRepository } from './accounts.repository';
import { createOrganizationsRepository, type OrganizationRow } from './organizations.repository';
import { isicCodeIssues, placeIssues } from './place-checks';
import { createUsersRepository } from './users.repository';

type OrganizationInput = z.output<typeof ZOrganizationBody>;
export type LogoFile = { contentType: (typeof logoMimeTypes)[number]; content: Buffer; etag: string };

/** The image type of a logo read from its first bytes; undefined for anything else. */
export function detectLogoType(bytes: Buffer): LogoFile['contentType'] | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp';
  }
  return undefined;
}

export const logoTooLarge = () => new HttpError(413, 'TOO_LARGE', logoTooLargeMessage);

const logoVersion = (updatedAt: Date) => updatedAt.getTime().toString(36);

/** The logo's address carries its version, so a new logo is a new address and caches never show the old one. */
const logoUrlOf = (row: OrganizationRow) =>
  row.logoUpdatedAt ? `${API_BASE}/organization/${row.id}/logo?v=${logoVersion(row.logoUpdatedAt)}` : null;

const orNull = (text: string | undefined) => text || null;

/** An address on one line, from its parts and the names of its state and country. */
function addressLine(
  parts: {
    addressline1?: string | null;
    addressline2?: string | null;
    city?: string | null;
    postalcode?: string | null;
  },
  stateName: string | undefined,
  countryName: string | undefined,
): string {
  return [parts.addressline1, parts.addressline2, parts.city, stateName, parts.postalcode, countryName]
    .filter(Boolean)
    .join(', ');
}

function presentBillingContact(contact: OrganizationRow['billingContact']): TCompanyAddressRecord | null {
  if (!contact?.country) return null;
  return {
    division: contact.division ?? null,
    country: contact.country,
    state: contact.state ?? null,
    addressline1: contact.addressline1 ?? null,
    addressline2: contact.addressline2 ?? null,
    city: contact.city ?? null,
    postalcode: contact.postalcode ?? null,
    phone: contact.phone ?? null,
    email: contact.email ?? null,
  };
}

export function createOrganizationsService({ db, notifications }: { db: Db; notifications: NotificationService }) {
  const repository = createOrganizationsRepository(db);
  const accounts = createAccountsRepository(db);
  const usersRepository = createUsersRepository(db);

  async function loadOrganization(orgId: number): Promise<OrganizationRow> {
    const row = await repository.findOrganization(orgId);
    if (!row) throw notFound(`No organisation ${orgId}`);
    return row;
  }

  /** The organisation a member may reach with `right`: 403 before anything is read, 404 for the supervisor's unknown ids. */
  async function reachOrganization(member: SessionUser, orgId: number, right: 'read' | 'admin') {
    requireAccountRight(member, orgId, right);
    return loadOrganization(orgId);
  }

  async function presentOrganization(row: OrganizationRow): Promise<TOrganization> {
    const codes = await repository.isicCodesOf(row.id);
    return {
      id: row.id,
      name: row.name,
      website: row.website,
      country: row.countryId,
      state: row.stateId,
      addressline1: row.addressline1,
      addressline2: row.addressline2,
      city: row.city,
      postalcode: row.postalcode,
      addressDisplay: row.addressDisplay,
      isicCode: codes.map((code) => code.code),
      billingContact: presentBillingContact(row.billingContact),
      organizationType: row.organizationType,
      sectorType: row.sectorType,
      enabled: row.enabled,
      adminid: row.adminId,
      logoUrl: logoUrlOf(row),
      datecreated: formatDateTime(row.createdAt),
    };
  }

  async function presentAccount(member: SessionUser, row: OrganizationRow): Promise<TAccount> {
    const billing = presentBillingContact(row.billingContact);
    const [organization, codes, names, administrators, userCount] = await Promise.all([
      presentOrganization(row),
      repository.isicCodesOf(row.id),
      repository.placeNames(
        [row.countryId, ...(billing ? [billing.country] : [])],
        [row.stateId, billing?.state].filter((id): id is number => !!id),
      ),
      repository.administrators(row.id),
      repository.countUsers(row.id),
    ]);
    const stateName = row.stateId ? names.state.get(row.stateId) : undefined;
    return {
      ...organization,
      countryName: names.country.get(row.countryId) ?? String(row.countryId),
      stateName: stateName ?? null,
      isicCodes: codes,
      billingAddressDisplay: billing
        ? addressLine(
            billing,
            billing.state ? names.state.get(billing.state) : undefined,
            names.country.get(billing.country),
          )
        : null,
      isReadOnly: row.organizationType === readOnlyOrganizationType,
      administrators,
      userCount,
      canEdit: accountRightOf(member, row.id) === 'admin',
    };
  }

  /** Checks what the schema cannot: that countries, states and ISIC codes exist and fit together. */
  async function checkOrganization(input: OrganizationInput): Promise<void> {
    const fields = [
      ...(await placeIssues(accounts, input)),
      ...(input.billingContact ? await placeIssues(accounts, input.billingContact, 'billingContact.') : []),
      ...(await isicCodeIssues(accounts, input.isicCode)),
    ];
    const first = fields[0];
    if (first) throw badRequest(first.message, fields);
  }

  /** Replaces what admins change of an organisation, and tells its other admins who did. */
  async function update(member: SessionUser, orgId: number, input: OrganizationInput): Promise<OrganizationRow> {
    await reachOrganization(member, orgId, 'admin');
    await checkOrganization(input);
    const billing = input.billingContact ?? null;
    const names = await repository.placeNames([input.country], input.state ? [input.state] : []);
    const actor = await usersRepository.findUser(member.userId);
    await db.transaction(async (tx) => {
      const txRepository = createOrganizationsRepository(tx);
      await txRepository.updateOrganization(orgId, {
        name: input.name,
        website: orNull(input.website),
        countryId: input.country,
        stateId: input.state ?? null,
        addressline1: orNull(input.addressline1),
        addressline2: orNull(input.addressline2),
        city: orNull(input.city),
        postalcode: orNull(input.postalcode),
        addressDisplay: addressLine(
          input,
          input.state ? names.state.get(input.state) : undefined,
          names.country.get(input.country),
        ),
        billingContact: billing && {
          division: orNull(billing.division),
          country: billing.country,
          state: billing.state ?? null,
          addressline1: orNull(billing.addressline1),
          addressline2: orNull(billing.addressline2),
          city: orNull(billing.city),
          postalcode: orNull(billing.postalcode),
          phone: orNull(billing.phone),
          email: orNull(billing.email),
        },
      });
      await txRepository.replaceIsicCodes(orgId, [...new Set(input.isicCode)]);
      const adminIds = await createUsersRepository(tx).activeAdminIds(orgId);
      const actorName = actor ? `${actor.firstname} ${actor.lastname}` : member.username;
      for (const userId of adminIds.filter((id) => id !== member.userId)) {
        await notifications.notify(
          {
            userId,
            typeId: notificationTypes.account,
            title: 'Account information changed',
            body: `${actorName} changed the account information of ${input.name}.`,
          },
          tx,
        );
      }
    });
    return loadOrganization(orgId);
  }

  return {
    async getAccount(member: SessionUser, orgId: number): Promise<TAccount> {
      return presentAccount(member, await reachOrganization(member, orgId, 'read'));
    },

    async updateAccount(member: SessionUser, orgId: number, input: OrganizationInput): Promise<TAccount> {
      return presentAccount(member, await update(member, orgId, input));
    },

    async getOrganization(member: SessionUser, orgId: number): Promise<TOrganization> {
      return presentOrganization(await reachOrganization(member, orgId, 'read'));
    },

    async updateOrganization(member: SessionUser, orgId: number, input: OrganizationInput): Promise<TOrganization> {
      return presentOrganization(await update(member, orgId, input));
    },

    /**
     * Stores a new logo: the caller's right is checked before `readContent` reads the upload, then the
     * bytes must be a PNG, JPEG or WebP image of at most `maxLogoBytes`.
     */
    async saveLogo(
      member: SessionUser,
      orgId: number,
      readContent: () => Promise<Buffer>,
    ): Promise<{ message: string; logoUrl: string }> {
      await reachOrganization(member, orgId, 'admin');
      const content = await readContent();
      if (content.length > maxLogoBytes) throw logoTooLarge();
      const contentType = detectLogoType(content);
      if (!contentType) throw badRequest(messages.logoType, [{ field: 'file', message: messages.logoType }]);
      const updatedAt = await repository.saveLogo(orgId, contentType, content);
      return {
        message: messages.logoUpdated,
        logoUrl: `${API_BASE}/organization/${orgId}/logo?v=${logoVersion(updatedAt)}`,
      };
    },

    /** The logo to serve, with an ETag from its version; anyone may see it, as they see the organisation's name. */
    async getLogo(orgId: number): Promise<LogoFile> {
      const logo = await repository.findLogo(orgId);
      if (!logo) throw notFound('This organisation has no logo');
      return {
        contentType: logo.contentType as LogoFile['contentType'],
        content: logo.content,
        etag: `"${orgId}-${logoVersion(logo.updatedAt)}"`,
      };
    },

    async removeLogo(member: SessionUser, orgId: number): Promise<{ message: string }> {
      await reachOrganization(member, orgId, 'admin');
      await repository.removeLogo(orgId);
      return { message: messages.logoRemoved };
    },
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
