import { expectFitsScreen, expectInReach, phoneScreen } from '../../fixtures/phone';
import { rememberSignIn } from '../../fixtures/session';
import { expect, test } from '../../fixtures/test';
import { uniqueSuffix } from '../../fixtures/test-data';
import { seedMarket } from '../../fixtures/workspace';
import { FinanceTabPage } from '../../pages/finance-tab';
import { WorkspaceTabPage } from '../../pages/workspace-tab';

test.use(phoneScreen);

test.describe('the Workspace and Finance tabs on a 390 px phone screen', () => {
  test('fit the screen, and every action of a row is reached by scrolling its table', async ({
    page,
    context,
    request,
    api,
    baseURL,
  }) => {
    const suffix = uniqueSuffix();
    const awaiting = `Pocket tide gauge ${suffix}`;
    const priced = `Pocket rain gauge ${suffix}`;
    const { consumer, ids } = await seedMarket(request, 'phone', [{ name: awaiting }, { name: priced, price: 20 }]);
    await consumer.lock(ids[1]!);
    await rememberSignIn(context, api, baseURL!, consumer.account.username, consumer.account.password);

    const workspace = new WorkspaceTabPage(page);
    await workspace.goto();
    await expect(workspace.row(workspace.accessed, priced)).toContainText('Access granted');
    await expectFitsScreen(page);
    const lock = workspace.row(workspace.awaiting, awaiting).getByRole('button', { name: `Lock ${awaiting}` });
    await expectInReach(lock);
    await lock.click();
    const confirm = workspace.dialog('Lock feed');
    await expect(confirm.getByRole('button', { name: 'Lock', exact: true })).toBeInViewport({ ratio: 1 });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    const files = workspace.row(workspace.accessed, priced).getByRole('link', { name: `Files of ${priced}` });
    await expectInReach(files);
    await expectFitsScreen(page);

    await page.getByRole('button', { name: 'Find new content' }).click();
    await expect(workspace.findNewContent.getByLabel('Added since')).toBeInViewport();
    await expectFitsScreen(page);
    await page.keyboard.press('Escape');

    const finance = new FinanceTabPage(page);
    await finance.goto();
    await expect(finance.rows('Money paid')).toHaveCount(1);
    await expectInReach(finance.exportButton('Money paid'));
    await expectFitsScreen(page);
  });
});
