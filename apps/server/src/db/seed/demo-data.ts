import { readOnlyOrganizationType } from '@feedmarket/contract/accounts/accounts.schemas';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import type { Db } from '../client';
import {
  organizationIsicCodes,
  organizationLogos,
  organizations,
  userEmails,
  userRoles,
  users,
} from '../schema/accounts';
import { sensorLogoPng } from './demo/demo-logo';
import { seedDemoNotifications } from './demo/demo-notifications';

export const demoPassword = 'demo1234';

type DemoAccount = {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  roleIds: number[];
  isSupervisor?: boolean;
  /** Active unless said: 1 invited and not yet confirmed, 3 disabled. */
  status?: number;
  phone?: string;
};

type DemoOrganisation = {
  org: Omit<typeof organizations.$inferInsert, 'id'>;
  isicCodes: string[];
  accounts: DemoAccount[];
  logo?: () => Buffer;
};

/** The demo organisations and accounts listed in the README; every password is `demo1234`. */
const demoOrganisations: DemoOrganisation[] = [
  {
    org: {
      name: 'Feedmarket Operations',
      countryId: 840,
      stateId: 84035, // New York
      addressline1: '350 Fifth Avenue',
      city: 'New York',
      postalcode: '10118',
      website: 'https://feedmarket.example',
    },
    isicCodes: ['6311'],
    accounts: [
      {
        username: 'supervisor',
        firstname: 'Sam',
        lastname: 'Supervisor',
        email: 'supervisor@feedmarket.example',
        roleIds: [1],
        isSupervisor: true,
      },
    ],
  },
  {
    org: {
      name: 'Northwind Sensors',
      countryId: 840,
      stateId: 84053, // Washington
      addressline1: '1200 Harbor Way',
      city: 'Seattle',
      postalcode: '98101',
      website: 'https://northwind-sensors.example',
      addressDisplay: '1200 Harbor Way, Seattle, Washington, 98101, United States',
      billingContact: {
        division: 'Accounts payable',
        country: 840,
        state: 84053,
        addressline1: 'PO Box 4410',
        city: 'Seattle',
        postalcode: '98104',
        phone: '+1 206 555 0142',
        email: 'invoices@northwind-sensors.example',
      },
    },
    isicCodes: ['2651', '7120'],
    logo: () => sensorLogoPng(),
    // The Users tab shows an organisation with several roles and every status.
    accounts: [
      {
        username: 'provider',
        firstname: 'Paula',
        lastname: 'Provider',
        email: 'provider@northwind-sensors.example',
        roleIds: [1],
        phone: '+1 206 555 0100',
      },
      {
        username: 'analyst',
        firstname: 'Arjun',
        lastname: 'Mehta',
        email: 'arjun.mehta@northwind-sensors.example',
        roleIds: [2, 3],
      },
      {
        username: 'legal',
        firstname: 'Lena',
        lastname: 'Okafor',
        email: 'lena.okafor@northwind-sensors.example',
        roleIds: [5],
        phone: '+1 206 555 0117',
      },
      {
        username: 'tomas.berg',
        firstname: 'Tomas',
        lastname: 'Berg',
        email: 'tomas.berg@northwind-sensors.example',
        roleIds: [4],
        status: 3,
      },
      {
        username: 'mia.chen',
        firstname: 'Mia',
        lastname: 'Chen',
        email: 'mia.chen@northwind-sensors.example',
        roleIds: [7],
        status: 1,
      },
    ],
  },
  {
    org: {
      name: 'Harbor Analytics',
      countryId: 124,
      stateId: 12409, // Ontario
      addressline1: '100 Queen Street West',
      city: 'Toronto',
      postalcode: 'M5H 2N2',
      website: 'https://harbor-analytics.example',
    },
    isicCodes: ['7320'],
    accounts: [
      {
        username: 'consumer',
        firstname: 'Carlos',
        lastname: 'Consumer',
        email: 'consumer@harbor-analytics.example',
        roleIds: [3],
      },
    ],
  },
  {
    org: {
      name: 'City Library Research Desk',
      countryId: 826,
      addressline1: '25 Library Lane',
      city: 'Leeds',
      postalcode: 'LS1 3AB',
      organizationType: readOnlyOrganizationType,
    },
    isicCodes: ['9101'],
    accounts: [
      {
        username: 'readonly',
        firstname: 'Riley',
        lastname: 'Reader',
        email: 'readonly@city-library.example',
        roleIds: [4],
      },
    ],
  },
];

/** Seeds the demo accounts into an empty database; does nothing when any user exists. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    const userIds = new Map<string, number>();
    for (const { org, isicCodes, accounts, logo } of demoOrganisations) {
      const [created] = await tx.insert(organizations).values(org).returning({ id: organizations.id });
      const orgId = created!.id;
      await tx.insert(organizationIsicCodes).values(isicCodes.map((isicCode) => ({ orgId, isicCode })));
      if (logo) await tx.insert(organizationLogos).values({ orgId, contentType: 'image/png', content: logo() });
      for (const account of accounts) {
        const [user] = await tx
          .insert(users)
          .values({
            orgId,
            username: account.username,
            passwordHash,
            firstname: account.firstname,
            lastname: account.lastname,
            isSupervisor: account.isSupervisor ?? false,
            status: account.status,
            phone: account.phone,
          })
          .returning({ id: users.id });
        userIds.set(account.username, user!.id);
        await tx.insert(userEmails).values({ userId: user!.id, emailAddress: account.email });
        await tx.insert(userRoles).values(account.roleIds.map((roleId) => ({ userId: user!.id, roleId })));
        if (account.roleIds.includes(1)) {
          await tx.update(organizations).set({ adminId: user!.id }).where(eq(organizations.id, orgId));
        }
      }
    }
    await seedDemoNotifications(tx, userIds);
  });
  return true;
}
