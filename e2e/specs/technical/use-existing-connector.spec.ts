import { feedTypes } from '@feedmarket/contract/catalog/catalog.constants';
import { connectorCategories, connectorTypes } from '@feedmarket/contract/connectors/connectors.constants';
import { ZConnector, type TConnector, type TConnectorBody } from '@feedmarket/contract/connectors/connectors.schemas';
import { routes } from '@feedmarket/contract/routes';

import { apiPath, FeedmarketApi, FeedSeeder, publishableFeedBody } from '../../fixtures/api';
import { expectNotice } from '../../fixtures/messages';
import { rememberSignIn } from '../../fixtures/session';
import { expect, test } from '../../fixtures/test';
import { demoPassword, uniqueSuffix } from '../../fixtures/test-data';
import { MetadataWizardPage } from '../../pages/metadata-wizard';

test("a live feed's Continuous step takes over an existing inbound connector, after asking", async ({
  page,
  context,
  request,
  api,
  baseURL,
}) => {
  const suffix = uniqueSuffix();
  const seeder = await FeedSeeder.signIn(request, 'provider');
  const live = (name: string, id: string) =>
    seeder.create({ ...publishableFeedBody(name, id), typeId: feedTypes.continuous });
  const first = await live(`Quay sensor ${suffix}`, `UE-${suffix}-1`);
  const second = await live(`Quay sensor two ${suffix}`, `UE-${suffix}-2`);

  // The connector fills the first feed; it is made through the API, as the Technical tab would.
  const { token } = await new FeedmarketApi(request).login('provider', demoPassword);
  const headers = { authorization: `Bearer ${token}` };
  const body: TConnectorBody = {
    name: `Quay gateway ${suffix}`,
    category: connectorCategories.inbound,
    type: connectorTypes.httpPush,
    metadataId: first.id,
  };
  const created = await request.post(apiPath(routes.connectors.create), { headers, data: body });
  expect(created.status(), await created.text()).toBe(201);
  const connector: TConnector = ZConnector.parse(await created.json());

  await rememberSignIn(context, api, baseURL!, 'provider');
  const wizard = new MetadataWizardPage(page, 'Edit feed');
  await page.goto(`/dashboard/metadata/edit/${second.id}`);
  await wizard.stepButton('Continuous').click();
  await wizard.expectStep('Continuous');
  await wizard.dialog.getByRole('button', { name: 'Use an existing connector' }).click();

  const picker = page.getByRole('dialog', { name: 'Use an existing connector' });
  await picker.getByRole('textbox', { name: 'Filter connectors' }).fill(connector.name);
  await picker.getByRole('radio', { name: new RegExp(connector.name) }).check();
  await picker.getByRole('button', { name: 'Use this connector' }).click();
  const confirm = page.getByRole('dialog', { name: 'Use this connector for the feed' });
  await expect(confirm).toContainText(`It stops bringing records into ${first.meta.name}`);
  await confirm.getByRole('button', { name: 'Use connector' }).click();
  await expectNotice(page, `${connector.name} now brings records into ${second.meta.name}`);
  await expect(picker).toBeHidden();
  await expect(wizard.dialog.getByText(`${connector.name} · HTTP push`)).toBeVisible();

  const saved = await request.get(apiPath(routes.connectors.get, { id: connector.id }), { headers });
  expect(ZConnector.parse(await saved.json()).metadataId).toBe(second.id);
});
