import type { APIRequestContext } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { feedTypes } from '@feedmarket/contract/catalog/catalog.constants';
import { routes } from '@feedmarket/contract/routes';

import { apiPath } from '../../fixtures/api';
import { expectNotice } from '../../fixtures/messages';
import { rememberSignIn } from '../../fixtures/session';
import { expect, test } from '../../fixtures/test';
import { uniqueSuffix } from '../../fixtures/test-data';
import { MemberSeeder } from '../../fixtures/workspace';
import { TechnicalTabPage } from '../../pages/technical-tab';

/** What the consumer's endpoint received: the signature header and the body, as sent. */
type Received = { signature: string | undefined; body: string };

/** The consumer's endpoint, on a free port of this machine: it keeps each request and answers `status`. */
async function startEndpoint() {
  const endpoint = { received: [] as Received[], status: 200, url: '', close: () => {} };
  const server = createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      const signature = request.headers['x-feedmarket-signature'];
      endpoint.received.push({ signature: String(signature), body: Buffer.concat(parts).toString('utf8') });
      response.writeHead(endpoint.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/tide`;
  endpoint.close = () => {
    server.closeAllConnections();
    server.close();
  };
  return endpoint;
}

/** Pushes JSON lines into a feed with an API client's token, as a device would. */
async function pushRecords(request: APIRequestContext, feedId: number, token: string, records: object[]) {
  const answer = await request.post(apiPath(routes.ingest.push, { metadataId: feedId }), {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
    data: records.map((record) => JSON.stringify(record)).join('\n'),
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

const secret = `tide-secret-${uniqueSuffix()}-0123456789`;

test('a consumer with access sends a feed’s new records to its webhook, signed, and sees the delivery in the connector’s metrics, a failing endpoint too', async ({
  page,
  context,
  request,
  api,
  baseURL,
}, testInfo) => {
  const endpoint = await startEndpoint();
  try {
    const name = `Tide gauge ${uniqueSuffix()}`;
    const provider = await MemberSeeder.register(request, 'hookp');
    const feedId = await provider.publishFeed(name, [], feedTypes.continuous);
    const token = await provider.connectDevice(feedId, `Tide devices ${uniqueSuffix()}`);
    await provider.allowEveryone(`Webhook readers ${uniqueSuffix()}`, [feedId]);
    const consumer = await MemberSeeder.register(request, 'hookc');
    await consumer.addToWorkspace([feedId]);
    expect((await consumer.lock(feedId)).access?.state).toBe('granted');

    // The consumer makes an outbound webhook on the feed it was granted.
    await rememberSignIn(context, api, baseURL!, consumer.account.username, consumer.account.password);
    const technical = new TechnicalTabPage(page);
    await technical.goto();
    const hookName = `Tide warehouse ${uniqueSuffix()}`;
    await technical.createConnector({
      direction: 'Outbound',
      feed: name,
      name: hookName,
      type: /^Webhook/,
      params: { 'Destination address': endpoint.url },
    });
    await technical.wizard.getByLabel('Signing secret', { exact: true }).fill(secret);
    await technical.wizard.getByRole('button', { name: 'Create connector' }).click();
    await expectNotice(page, `The connector ${hookName} was created`);

    // The provider's device pushes records: they reach the endpoint, signed with the secret.
    const records = [
      { station: 'North pier', level: 1.25 },
      { station: 'North pier', level: 1.5 },
    ];
    await pushRecords(request, feedId, token, records);
    await expect.poll(() => endpoint.received.length, { timeout: 15_000 }).toBe(1);
    const [delivery] = endpoint.received;
    expect(delivery!.signature).toBe(`sha256=${createHmac('sha256', secret).update(delivery!.body).digest('hex')}`);
    expect(JSON.parse(delivery!.body)).toMatchObject({ metadataId: feedId, records });

    // The connector's metrics preview counts the records delivered and tells when.
    await technical.rowAction(hookName, 'Preview metrics');
    const metrics = page.getByRole('dialog', { name: `Metrics of ${hookName}` });
    const figure = (label: string) =>
      metrics.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]');
    await expect(figure('Records delivered today')).toHaveText('2');
    await expect(figure('Records delivered')).toHaveText('2');
    await expect(figure('Dead-lettered chunks')).toHaveText('0');
    await expect(metrics.getByText(/^Last delivery at /)).toBeVisible();
    await expect(metrics.getByText(secret)).toHaveCount(0);
    await metrics.getByRole('button', { name: 'Close' }).click();

    // The endpoint fails: the preview says so, with the endpoint's answer; the records wait.
    endpoint.status = 503;
    await pushRecords(request, feedId, token, [{ station: 'South pier', level: 0.75 }]);
    await expect.poll(() => endpoint.received.length, { timeout: 15_000 }).toBe(2);
    await page.reload();
    await technical.rowAction(hookName, 'Preview metrics');
    await expect(metrics.getByRole('alert')).toContainText('Delivery is failing');
    await expect(metrics.getByRole('alert')).toContainText('The last try failed (HTTP 503).');
    await expect(figure('Failed deliveries')).toHaveText('1');
    await expect(figure('Records delivered')).toHaveText('2');
    await testInfo.attach('outbound metrics', { body: await page.screenshot(), contentType: 'image/png' });
  } finally {
    endpoint.close();
  }
});
