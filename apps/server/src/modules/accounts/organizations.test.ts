import { logoTooLargeMessage, type TOrganizationBody } from '@feedmarket/contract/accounts/accounts.schemas';
import { messages } from '@feedmarket/contract/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationIsicCodes, organizations } from '../../db/schema/accounts';
import { notifications } from '../../db/schema/notifications';
import { bearer, createOrganization, createUser, login } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An organisation with an admin and a non-admin member, both signed in. */
async function organisationWithMembers(values: Partial<typeof organizations.$inferInsert> = {}) {
  const org = await createOrganization(t.db, { countryId: 840, stateId: 84053, ...values });
  await t.db.insert(organizationIsicCodes).values({ orgId: org.id, isicCode: '3600' });
  const admin = await createUser(t.db, { orgId: org.id, roleIds: [1] });
  const member = await createUser(t.db, { orgId: org.id, roleIds: [3] });
  return {
    org,
    admin: { ...admin, token: (await login(t.app, admin.username)).token },
    member: { ...member, token: (await login(t.app, member.username)).token },
  };
}

let supervisorToken: string;
beforeAll(async () => {
  const supervisor = await createUser(t.db, { isSupervisor: true, roleIds: [1] });
  supervisorToken = (await login(t.app, supervisor.username)).token;
});

const accountBody = (overrides: Partial<TOrganizationBody> = {}): TOrganizationBody => ({
  name: 'Cascadia Water Lab',
  website: 'https://cascadia-water.example',
  country: 840,
  state: 84053,
  addressline1: '500 Pine Street',
  addressline2: 'Suite 12',
  city: 'Seattle',
  postalcode: '98101-1234',
  isicCode: ['3600', 'E'],
  billingContact: {
    division: 'Accounts payable',
    country: 124,
    state: 12409,
    addressline1: '100 Queen Street West',
    city: 'Toronto',
    postalcode: 'M5H 2N2',
    phone: '+1 (416) 555-0100',
    email: 'invoices@cascadia-water.example',
  },
  ...overrides,
});

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers: token ? bearer(token) : {}, payload });

const snapshot = async (orgId: number) => {
  const [org] = await t.db.select().from(organizations).where(eq(organizations.id, orgId));
  const codes = await t.db.select().from(organizationIsicCodes).where(eq(organizationIsicCodes.orgId, orgId));
  return { org, codes: codes.map((row) => row.isicCode).sort() };
};

describe('GET /account/:id', () => {
  it('shows the organisation with names to its members; only admins may edit', async () => {
    const { org, admin, member } = await organisationWithMembers({ addressline1: '1 Main Street', city: 'Seattle' });
    const asMember = await call('GET', `/account/${org.id}`, member.token);
    expect(asMember.statusCode).toBe(200);
    expect(asMember.json()).toMatchObject({
      id: org.id,
      name: org.name,
      country: 840,
      countryName: 'United States',
      state: 84053,
      stateName: 'Washington',
      isicCode: ['3600'],
      isicCodes: [{ code: '3600', name: expect.stringMatching(/water/i) }],
      isReadOnly: false,
      userCount: 2,
      administrators: [{ userId: admin.id, displayName: 'Test User', email: admin.email }],
      logoUrl: null,
      canEdit: false,
    });
    expect((await call('GET', `/account/${org.id}`, admin.token)).json().canEdit).toBe(true);
  });

  it('refuses other organisations (403), lets the supervisor read any, and answers 404 for unknown ids', async () => {
    const { org } = await organisationWithMembers();
    const stranger = await organisationWithMembers();
    expect((await call('GET', `/account/${org.id}`, stranger.admin.token)).statusCode).toBe(403);
    const bySupervisor = await call('GET', `/account/${org.id}`, supervisorToken);
    expect(bySupervisor.statusCode).toBe(200);
    expect(bySupervisor.json().canEdit).toBe(true);
    expect((await call('GET', '/account/999999', supervisorToken)).statusCode).toBe(404);
    expect((await call('GET', `/account/${org.id}`)).statusCode).toBe(401);
    expect((await call('GET', '/account/abc', supervisorToken)).statusCode).toBe(400);
  });
});

describe('PUT /account/:id', () => {
  it('replaces the account information, composes the address line and tells the other admins', async () => {
    const { org, admin } = await organisationWithMembers();
    const otherAdmin = await createUser(t.db, { orgId: org.id, roleIds: [6] });
    const response = await call('PUT', `/account/${org.id}`, admin.token, accountBody());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Cascadia Water Lab',
      website: 'https://cascadia-water.example',
      addressDisplay: '500 Pine Street, Suite 12, Seattle, Washington, 98101-1234, United States',
      isicCode: ['3600', 'E'],
      billingContact: {
        division: 'Accounts payable',
        country: 124,
        state: 12409,
        email: 'invoices@cascadia-water.example',
      },
      billingAddressDisplay: '100 Queen Street West, Toronto, Ontario, M5H 2N2, Canada',
    });
    expect((await snapshot(org.id)).codes).toEqual(['3600', 'E']);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, otherAdmin.id), eq(notifications.typeId, 4)));
    expect(told.map((row) => row.title)).toEqual(['Account information changed']);
    const selfTold = await t.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(selfTold).toHaveLength(0);
  });

  it('clears what a PUT leaves out', async () => {
    const { org, admin } = await organisationWithMembers();
    await call('PUT', `/account/${org.id}`, admin.token, accountBody());
    const { website: _website, billingContact: _billing, addressline2: _line2, ...rest } = accountBody();
    const response = await call('PUT', `/account/${org.id}`, admin.token, rest);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ website: null, billingContact: null, addressline2: null });
  });

  it('refuses non-admins and other organisations with 403 and changes nothing', async () => {
    const { org, member } = await organisationWithMembers();
    const stranger = await organisationWithMembers();
    const before = await snapshot(org.id);
    const byMember = await call('PUT', `/account/${org.id}`, member.token, accountBody());
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(messages.adminOnly);
    expect((await call('PUT', `/account/${org.id}`, stranger.admin.token, accountBody())).statusCode).toBe(403);
    // The right is checked before the body: a bad one tells them nothing of its shape.
    for (const path of [`/account/${org.id}`, `/organization/${org.id}`]) {
      expect((await call('PUT', path, stranger.admin.token, { name: 1 })).statusCode, path).toBe(403);
      expect((await call('PUT', path, member.token, { name: 1 })).statusCode, path).toBe(403);
    }
    expect(await snapshot(org.id)).toEqual(before);
  });

  it('lets the supervisor change any organisation, and a read-only organisation its own', async () => {
    const { org } = await organisationWithMembers();
    expect((await call('PUT', `/account/${org.id}`, supervisorToken, accountBody())).statusCode).toBe(200);
    const readOnly = await organisationWithMembers({ organizationType: 3 });
    const response = await call('PUT', `/account/${readOnly.org.id}`, readOnly.admin.token, accountBody());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isReadOnly: true, organizationType: 3 });
  });

  it('ignores attempts to change the type, status or admin', async () => {
    const { org, admin } = await organisationWithMembers();
    const response = await call('PUT', `/account/${org.id}`, admin.token, {
      ...accountBody(),
      organizationType: 3,
      enabled: 0,
      adminid: 1,
    });
    expect(response.statusCode).toBe(200);
    expect((await snapshot(org.id)).org).toMatchObject({ organizationType: 60, enabled: 1, adminId: null });
  });

  it.each([
    ['a ZIP code that is not American', accountBody({ postalcode: 'M5H 2N2' }), 'body.postalcode'],
    ['no state for the United States', accountBody({ state: null }), 'state'],
    ['a state outside the US and Canada', accountBody({ country: 826, state: 84053, postalcode: 'LS1 3AB' }), 'state'],
    ['an unknown country', accountBody({ country: 999 }), 'country'],
    ['an unknown ISIC code', accountBody({ isicCode: ['9999'] }), 'isicCode'],
    ['no ISIC code', accountBody({ isicCode: [] }), 'body.isicCode'],
    ['six ISIC codes', accountBody({ isicCode: ['A', 'B', 'C', 'D', 'E', 'F'] }), 'body.isicCode'],
    ['no name', accountBody({ name: '' }), 'body.name'],
    ['a website that is not http(s)', accountBody({ website: 'ftp://files.example' }), 'body.website'],
    [
      'a billing contact in an unknown state',
      accountBody({ billingContact: { ...accountBody().billingContact!, state: 84053 } }),
      'billingContact.state',
    ],
    [
      'a billing e-mail that is not one',
      accountBody({ billingContact: { ...accountBody().billingContact!, email: 'invoices' } }),
      'body.billingContact.email',
    ],
    ['a country that is not an id', { ...accountBody(), country: 'US' }, 'body.country'],
    ['a state id beyond int4', accountBody({ state: 2 ** 31 }), 'body.state'],
  ])('refuses %s with 400 and changes nothing', async (_, body, field) => {
    const { org, admin } = await organisationWithMembers();
    const before = await snapshot(org.id);
    const response = await call('PUT', `/account/${org.id}`, admin.token, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await snapshot(org.id)).toEqual(before);
  });
});

describe('GET and PUT /organization/:id', () => {
  it('answer the record with ids, kept in the same place as the account', async () => {
    const { org, admin, member } = await organisationWithMembers();
    const put = await call('PUT', `/organization/${org.id}`, admin.token, accountBody({ name: 'Renamed Lab' }));
    expect(put.statusCode).toBe(200);
    expect(put.json()).not.toHaveProperty('countryName');
    const get = await call('GET', `/organization/${org.id}`, member.token);
    expect(get.statusCode).toBe(200);
    expect(get.json()).toMatchObject({ id: org.id, name: 'Renamed Lab', country: 840, isicCode: ['3600', 'E'] });
    expect((await call('GET', `/account/${org.id}`, member.token)).json().name).toBe('Renamed Lab');
  });

  it('applies the same rights as the account', async () => {
    const { org, member } = await organisationWithMembers();
    const stranger = await organisationWithMembers();
    expect((await call('GET', `/organization/${org.id}`, stranger.member.token)).statusCode).toBe(403);
    expect((await call('PUT', `/organization/${org.id}`, member.token, accountBody())).statusCode).toBe(403);
    expect((await call('PUT', `/organization/${org.id}`, supervisorToken, accountBody())).statusCode).toBe(200);
  });
});

// The smallest valid PNG: one transparent pixel.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(content: Buffer, fileName = 'logo.png', type = 'image/png') {
  const boundary = '----logo-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const uploadLogo = (orgId: number, token: string, content: Buffer, fileName?: string) => {
  const { payload, headers } = multipart(content, fileName);
  return t.app.inject({
    method: 'PUT',
    url: `/api/v2/organization/${orgId}/logo`,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
};

describe('organisation logo', () => {
  it('is uploaded by an admin, served to anyone with a cache header and an ETag, and removed', async () => {
    const { org, admin, member } = await organisationWithMembers();
    const uploaded = await uploadLogo(org.id, admin.token, png);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { logoUrl } = uploaded.json();
    expect(logoUrl).toMatch(new RegExp(`^/api/v2/organization/${org.id}/logo\\?v=\\w+$`));
    expect((await call('GET', `/account/${org.id}`, member.token)).json().logoUrl).toBe(logoUrl);

    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=300');
    expect(served.rawPayload.equals(png)).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: logoUrl,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    expect((await call('DELETE', `/organization/${org.id}/logo`, member.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/organization/${org.id}/logo`, admin.token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
    expect((await call('GET', `/account/${org.id}`, member.token)).json().logoUrl).toBeNull();
  });

  it('reads the type from the bytes, whatever the name says, and refuses large files', async () => {
    const { org, admin } = await organisationWithMembers();
    const script = await uploadLogo(org.id, admin.token, Buffer.from('<svg onload="alert(1)"/>'), 'logo.png');
    expect(script.statusCode).toBe(400);
    expect(script.json().message).toBe(messages.logoType);
    const large = await uploadLogo(org.id, admin.token, Buffer.concat([png, Buffer.alloc(300 * 1024)]));
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(logoTooLargeMessage);
    expect((await call('GET', `/account/${org.id}`, admin.token)).json().logoUrl).toBeNull();
  });

  it('is refused to non-admins and other organisations, and needs a multipart body', async () => {
    const { org, member } = await organisationWithMembers();
    const stranger = await organisationWithMembers();
    expect((await uploadLogo(org.id, member.token, png)).statusCode).toBe(403);
    expect((await uploadLogo(org.id, stranger.admin.token, png)).statusCode).toBe(403);
    expect((await uploadLogo(org.id, supervisorToken, png)).statusCode).toBe(200);
    const json = await call('PUT', `/organization/${org.id}/logo`, supervisorToken, { file: 'x' });
    expect(json.statusCode).toBe(415);
  });
});
