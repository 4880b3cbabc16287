import { notificationTypes } from '@feedmarket/contract/notifications/notification-tabs';

import { TeamSeeder } from '../../fixtures/accounts';
import { expectNotice } from '../../fixtures/messages';
import { NotificationsApi } from '../../fixtures/notifications';
import { AccessSeeder, providerWithFeed } from '../../fixtures/policies';
import { rememberSignIn } from '../../fixtures/session';
import { expect, test } from '../../fixtures/test';
import { PoliciesTabPage } from '../../pages/policies-tab';
import { PolicyWizardPage } from '../../pages/policy-wizard';

test.describe('the policy wizard and access requests', () => {
  // Two registrations, a published feed, six wizard steps twice and a decision: more than the default minute.
  test.setTimeout(180_000);

  test('a provider writes a Review policy, approves the request it leaves to them, then tightens it and the access is revoked', async ({
    page,
    context,
    request,
    api,
    baseURL,
  }) => {
    // Provider and consumer are both registered in the United States: a member rule on the country
    // matches the consumer and, changed to Canada, no longer does.
    const { team: provider, feed, suffix } = await providerWithFeed(request, 'polprov');
    const consumer = await TeamSeeder.register(request, 'polcons');
    const policyName = `Tide partners ${suffix}`;
    const session = await rememberSignIn(context, api, baseURL!, provider.admin.username, provider.admin.password);
    const tab = new PoliciesTabPage(page);
    await tab.goto();

    // The wizard: Review, for the one feed, for members in the United States.
    await tab.newPolicy.click();
    const wizard = new PolicyWizardPage(page);
    await wizard.expectOpen();
    await wizard.next.click();
    await expect(wizard.stepIssues).toBeVisible();
    await wizard.expectStep('Describe');
    await wizard.describe({ name: policyName, type: 'Review' });
    await wizard.goNext('Select feeds');
    await wizard.chooseFeed(feed.name);
    await wizard.goNext('Configure rules');
    await wizard.addMemberRule('Country', 'United States');
    await wizard.goNext('Assign');
    const coverage = wizard.dialog.getByRole('table', { name: 'What the policy covers' });
    await expect(coverage).toContainText(feed.name);
    await expect(coverage).toContainText(/Country\s*equals\s*United States/);
    await wizard.goNext('Summary');
    const feedsCard = wizard.summaryCard('Your feeds it covers');
    await expect(feedsCard).toContainText(feed.name);
    await expect(feedsCard.getByText('1', { exact: true })).toBeVisible();
    await expect(wizard.summaryCard('Members it decides for').getByText(/^\d+$/)).toBeVisible();
    await wizard.goNext('Activate');
    await wizard.saveAndActivate.click();
    await expectNotice(page, `The policy ${policyName} is active.`);
    await expect(wizard.dialog).toBeHidden();
    await expect(tab.statusSwitch(policyName)).toBeChecked();
    await expect(tab.row(policyName)).toContainText('Review');
    await expect(tab.row(policyName)).toContainText('1 feed by name · 1 rule');

    // The consumer asks (add to the workspace, lock): the Review policy leaves the request to the provider.
    const consumerSide = await AccessSeeder.signIn(request, consumer.admin.username, consumer.admin.password);
    const item = await consumerSide.addToWorkspace(feed.id);
    expect((await consumerSide.lock(item.id)).access).toMatchObject({ state: 'pending', policyName });

    // The provider's notification of the request opens over the Policies tab.
    const providerNotices = new NotificationsApi(request, session);
    const asked = (await providerNotices.unread()).find((notice) => notice.typeId === notificationTypes.accessPending);
    expect(asked, 'the access request notification').toBeDefined();
    await page.goto(`/dashboard/policies/notifications/${asked!.id}`);
    const view = page.getByRole('dialog', { name: 'Notification' });
    await expect(view.getByRole('heading', { name: `Access request to review: ${feed.name}` })).toBeVisible();
    await expect(page.getByRole('tab', { selected: true })).toHaveText(/^Policies/);
    await view.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).toHaveURL('/dashboard/policies');

    // Pending requests come first: the section opens on them.
    const pending = tab.requestRow(consumer.admin.organisationName, feed.name);
    await expect(pending).toContainText('Waiting for the provider');
    await pending.getByRole('button', { name: /^Approve the request/ }).click();
    const approve = page.getByRole('dialog', { name: 'Approve access request' });
    await approve.getByLabel('Note for the consumer').fill('Welcome aboard');
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectNotice(page, `${consumer.admin.organisationName} has access to ${feed.name} now.`);
    await expect(pending).toBeHidden();
    await tab.showRequests('Access granted');
    await expect(tab.requestRow(consumer.admin.organisationName, feed.name)).toContainText('Welcome aboard');
    expect((await consumerSide.workspaceItemOf(feed.id))?.access?.state).toBe('granted');

    // Tightened to Canada in the wizard, the policy no longer names the consumer: its access is revoked.
    await tab.rowAction(policyName, 'Edit in the wizard');
    const edit = new PolicyWizardPage(page, 'Edit policy');
    await edit.expectOpen();
    await edit.stepButton('Configure rules').click();
    await edit.choose('Value', 'Canada', edit.rule(1));
    await edit.stepButton('Activate').click();
    await edit.saveAndActivate.click();
    await expectNotice(page, `The policy ${policyName} is active.`);

    await expect.poll(() => consumerSide.workspaceItemOf(feed.id), { message: 'the workspace item' }).toBeUndefined();
    const consumerSession = await api.login(consumer.admin.username, consumer.admin.password);
    const told = await new NotificationsApi(request, consumerSession).unread();
    expect(told.map((notice) => notice.typeId)).toContain(notificationTypes.accessRevoked);
    await tab.showRequests('Access revoked');
    await expect(tab.requestRow(consumer.admin.organisationName, feed.name)).toBeVisible();
  });
});
