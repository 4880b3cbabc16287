import { eq } from 'drizzle-orm';
import type { Db } from '../../client';
import { users } from '../../schema/accounts';
import { dataRequestCriteria, dataRequests } from '../../schema/requests';

const hour = 60 * 60 * 1000;

/** A few data requests for the supervisor's list: two from visitors, one from the demo consumer. */
export async function seedDemoDataRequests(db: Db, now = Date.now()): Promise<void> {
  const [consumer] = await db
    .select({ id: users.id, orgId: users.orgId })
    .from(users)
    .where(eq(users.username, 'consumer'));
  const requests = [
    {
      request: {
        comment: 'Ten-minute averages would do; we need at least two years of history.',
        contactFirstName: 'Ines',
        contactLastName: 'Moreau',
        contactEmail: 'ines.moreau@baltic-ports.example',
        contactOrgName: 'Baltic Ports Authority',
        contactCountryId: 233,
        contactAddress: 'Sadama 25',
        contactRole: 'Harbour engineer',
        createdAt: new Date(now - 5 * hour),
      },
      criteria: [
        { criteriaId: 1, text: 'Port of Tallinn and the approach channel' },
        { criteriaId: 3, text: 'Wave height and wind speed' },
        { criteriaId: 2, text: '2023 onwards' },
      ],
    },
    {
      request: {
        comment: null,
        contactFirstName: 'Daniel',
        contactLastName: 'Okoro',
        contactEmail: 'd.okoro@greenfield-farms.example',
        contactOrgName: 'Greenfield Farms',
        contactCountryId: 840,
        contactStateId: 84019,
        contactAddress: '4410 County Road 9',
        contactRole: 'Agronomist',
        createdAt: new Date(now - 30 * hour),
      },
      criteria: [
        { criteriaId: 3, text: 'Soil moisture at 10 and 30 cm' },
        { criteriaId: 5, text: 'Hourly' },
      ],
    },
    ...(consumer
      ? [
          {
            request: {
              orgId: consumer.orgId,
              userId: consumer.id,
              comment: 'For a study of traffic noise near schools.',
              createdAt: new Date(now - 3 * 24 * hour),
            },
            criteria: [
              { criteriaId: 1, text: 'Toronto, within 500 m of schools' },
              { criteriaId: 4, text: 'CSV or Parquet' },
            ],
          },
        ]
      : []),
  ];
  for (const { request, criteria } of requests) {
    const [row] = await db.insert(dataRequests).values(request).returning({ id: dataRequests.id });
    await db
      .insert(dataRequestCriteria)
      .values(criteria.map((criterion, position) => ({ requestId: row!.id, position, ...criterion })));
  }
}
