import { readFile } from 'node:fs/promises';

import { formatMessage } from '@feedmarket/contract/messages';
import { notificationTypes } from '@feedmarket/contract/notifications/notification-tabs';

import { expectNotice } from '../../fixtures/messages';
import { rememberSignIn } from '../../fixtures/session';
import { expect, test } from '../../fixtures/test';
import { uniqueSuffix } from '../../fixtures/test-data';
import { seedMarket } from '../../fixtures/workspace';
import { FinanceTabPage } from '../../pages/finance-tab';
import { WorkspaceTabPage } from '../../pages/workspace-tab';

// How the browser writes US dollars (en-US, Playwright's default locale).
const usd = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test.describe('the Finance tab', () => {
  test('a priced lock is money paid for the consumer and money received for the provider, with totals, sorted and exported', async ({
    page,
    browser,
    context,
    request,
    api,
    baseURL,
  }) => {
    const suffix = uniqueSuffix();
    const dear = `Licensed river archive ${suffix}`;
    const cheap = `Licensed rain archive ${suffix}`;
    const { provider, consumer, ids } = await seedMarket(request, 'fin', [
      { name: dear, price: 300 },
      { name: cheap, price: 12.5 },
    ]);
    const cheapId = ids[1]!;
    expect((await consumer.lock(cheapId)).access?.state).toBe('granted');

    // The consumer locks the other one in the browser: the decision tells what was charged.
    await rememberSignIn(context, api, baseURL!, consumer.account.username, consumer.account.password);
    const workspace = new WorkspaceTabPage(page);
    await workspace.goto();
    const confirm = await workspace.askToLock(dear);
    await confirm.getByRole('button', { name: 'Lock', exact: true }).click();
    await expectNotice(page, formatMessage('accessGrantedCharged', { name: dear, price: usd(300) }));
    await expect(workspace.row(workspace.accessed, dear)).toContainText(`${usd(300)} once`);

    const finance = new FinanceTabPage(page);
    await finance.goto();
    await expect(finance.totals('Money paid')).toContainText(usd(312.5));
    await expect(finance.totals('Money paid')).toContainText('2 charges');
    await expect(finance.rows('Money paid')).toHaveCount(2);
    await expect(finance.rows('Money paid').first()).toContainText(provider.account.organisationName);
    await expect(page.getByText('Nothing received yet')).toBeVisible();

    // Amounts sort largest first, then smallest first.
    await finance.sortBy('Money paid', 'Amount');
    await expect(finance.rows('Money paid').first()).toContainText(dear);
    await expect(finance.rows('Money paid').first()).toContainText(usd(300));
    await finance.sortBy('Money paid', 'Amount');
    await expect(finance.rows('Money paid').first()).toContainText(cheap);

    // The export holds every row, in the order shown.
    const downloading = page.waitForEvent('download');
    await finance.exportButton('Money paid').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^money-paid-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await download.path()))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date (UTC),Feed,Provider,For,Price mode,Paid,Currency');
    expect(lines.slice(1).map((line) => line.split(',').slice(1))).toEqual([
      [cheap, provider.account.organisationName, 'Access', 'Per feed', '12.50', 'USD'],
      [dear, provider.account.organisationName, 'Access', 'Per feed', '300.00', 'USD'],
    ]);

    // The charge notifications link to the Finance tab: one opens over it.
    const [charge] = (await consumer.unreadNotifications()).filter(
      (notification) => notification.typeId === notificationTypes.charge,
    );
    await page.goto(`/dashboard/finance/notifications/${charge!.id}`);
    const view = page.getByRole('dialog', { name: 'Notification' });
    await expect(view).toContainText(charge!.title);
    await expect(finance.table('Money paid')).toBeVisible();
    await view.getByRole('button', { name: 'Close' }).first().click();
    await expect(page).toHaveURL('/dashboard/finance');

    // The provider received both, less the marketplace's 10 % fee.
    const providerContext = await browser.newContext();
    await rememberSignIn(providerContext, api, baseURL!, provider.account.username, provider.account.password);
    const providerPage = await providerContext.newPage();
    const received = new FinanceTabPage(providerPage);
    await received.goto();
    await expect(received.totals('Money received')).toContainText(usd(281.25));
    await expect(received.totals('Money received')).toContainText('2 charges');
    await received.sortBy('Money received', 'Amount paid');
    const top = received.rows('Money received').first();
    await expect(top).toContainText(dear);
    await expect(top).toContainText(consumer.account.organisationName);
    await expect(top).toContainText(usd(30));
    await expect(top).toContainText(usd(270));
    await expect(providerPage.getByText('Nothing paid yet')).toBeVisible();
    await providerContext.close();
  });
});
