import type { APIRequestContext } from '@playwright/test';

import { messages } from '@feedmarket/contract/messages';
import { policyTypes } from '@feedmarket/contract/policies/policies.constants';
import type { TPolicyBody } from '@feedmarket/contract/policies/policies.schemas';

import { expectNotice, notice } from '../../fixtures/messages';
import { providerWithFeed } from '../../fixtures/policies';
import { rememberSignIn } from '../../fixtures/session';
import { expect, test } from '../../fixtures/test';
import { newAccount } from '../../fixtures/test-data';
import { PoliciesTabPage } from '../../pages/policies-tab';

/** An organisation of its own with a published feed and one active policy for it, written through the API. */
async function providerWithPolicy(request: APIRequestContext, overrides: Partial<TPolicyBody> = {}) {
  const { team, seeder, feed, suffix } = await providerWithFeed(request, 'pollist');
  const policy = await seeder.createPolicy({
    name: `Buoy partners ${suffix}`,
    typeId: policyTypes.allow,
    metadataIds: [feed.id],
    ...overrides,
  });
  return { team, policy, seeder };
}

test.describe('the Policies tab', () => {
  test.setTimeout(120_000);

  test('an admin turns a policy off and on, lowers its priority, notes, clones and deletes it', async ({
    page,
    context,
    request,
    api,
    baseURL,
  }) => {
    const { team, policy, seeder } = await providerWithPolicy(request);
    await rememberSignIn(context, api, baseURL!, team.admin.username, team.admin.password);
    const tab = new PoliciesTabPage(page);
    await tab.goto();
    await expect(tab.statusSwitch(policy.name)).toBeChecked();

    // Stopping a policy decides access again: it asks first.
    await tab.toggle(tab.statusSwitch(policy.name));
    await tab.confirm('Deactivate policy', 'Deactivate');
    await expectNotice(page, `The policy ${policy.name} is not active.`);
    await expect(tab.statusSwitch(policy.name)).not.toBeChecked();
    await tab.toggle(tab.statusSwitch(policy.name));
    await tab.confirm('Activate policy', 'Activate');
    await expectNotice(page, `The policy ${policy.name} is active.`);
    await expect(tab.statusSwitch(policy.name)).toBeChecked();

    await tab.toggle(tab.prioritySwitch(policy.name));
    await expectNotice(page, `The policy ${policy.name} has low priority now.`);
    await expect(tab.prioritySwitch(policy.name)).not.toBeChecked();
    expect((await seeder.policy(policy.id)).priority).toBe(2);

    await tab.rowAction(policy.name, 'Add note');
    const noteDialog = page.getByRole('dialog', { name: 'Policy note' });
    await noteDialog.getByLabel('Note').fill('Review  in May');
    await noteDialog.getByRole('button', { name: 'Save note' }).click();
    await expect(noteDialog.getByText(messages.invalid)).toBeVisible();
    await noteDialog.getByLabel('Note').fill('Review in May');
    await noteDialog.getByRole('button', { name: 'Save note' }).click();
    await expectNotice(page, `The note of ${policy.name} was saved.`);
    await expect(tab.row(policy.name)).toContainText('Review in May');

    await tab.rowAction(policy.name, 'Clone');
    const copyName = `Copy of ${policy.name}`;
    await expectNotice(page, `A copy was saved, not active: ${copyName}`);
    await expect(tab.statusSwitch(copyName)).not.toBeChecked();

    // Delete asks first; cancelling keeps the policy.
    await tab.rowAction(copyName, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete policy' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(tab.row(copyName)).toBeVisible();
    await tab.rowAction(copyName, 'Delete');
    await tab.confirm('Delete policy', 'Delete');
    await expectNotice(page, `The policy '${copyName}' was deleted`);
    await expect(tab.row(copyName)).toBeHidden();
    await expect(tab.row(policy.name)).toBeVisible();

    // Sorted by every field the spec lists, from the toolbar too.
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Changed by' }).click();
    await expect(tab.table.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'none');
    await expect(tab.row(policy.name)).toBeVisible();
  });

  test('activating a policy waiting for legal review says "Can\'t activate policy" with the server\'s reason', async ({
    page,
    context,
    request,
    api,
    baseURL,
  }) => {
    // Flagged for legal review, a policy starts not active.
    const { team, policy } = await providerWithPolicy(request, { requireLegalReview: true });
    expect(policy.status).toBe(2);
    await rememberSignIn(context, api, baseURL!, team.admin.username, team.admin.password);
    const tab = new PoliciesTabPage(page);
    await tab.goto();
    await expect(tab.row(policy.name)).toContainText('Review open');

    await tab.toggle(tab.statusSwitch(policy.name));
    await tab.confirm('Activate policy', 'Activate');
    const refusal = page.getByRole('alert').filter({ hasText: messages.policyActivateFailed });
    await expect(refusal).toBeVisible();
    await expect(notice(page, messages.policyLegalReviewPending).last()).toBeVisible();
    await expect(tab.statusSwitch(policy.name)).not.toBeChecked();
  });

  test('a member who is not an administrator reads the policies without their controls', async ({
    page,
    context,
    request,
    api,
    baseURL,
  }) => {
    const { team, policy } = await providerWithPolicy(request);
    const analyst = newAccount('polread');
    await team.addActiveColleague(analyst, [3]);
    await rememberSignIn(context, api, baseURL!, analyst.username, analyst.password);
    const tab = new PoliciesTabPage(page);
    await tab.goto();
    await expect(tab.row(policy.name)).toContainText('Active');
    await expect(tab.row(policy.name).getByRole('switch')).toHaveCount(0);
    await expect(tab.row(policy.name).getByRole('button', { name: `Actions for ${policy.name}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New policy' })).toHaveCount(0);
    // The wizard's address shows them the list alone.
    await page.goto('/dashboard/policies/new');
    await expect(tab.row(policy.name)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'New policy' })).toHaveCount(0);
  });
});
