import { formatMessage } from '@feedmarket/contract/messages';

import { demoCatalog } from '../../fixtures/demo-catalog';
import { expect, test } from '../../fixtures/test';
import { demoPassword, demoUsers, newAccount } from '../../fixtures/test-data';

const consumer = demoUsers.consumer;

test.describe('add to workspace from the search page', () => {
  test('a member adds two selected results, and adding one of them again is a conflict', async ({
    header,
    signInDialog,
    searchPage,
    workspaceDialogs,
  }) => {
    const { text, names } = demoCatalog.workspacePair;
    const [first, second] = names;
    await searchPage.goto(`q=${text}&view=list`);
    await signInDialog.open();
    await signInDialog.signIn({ username: consumer.username, password: demoPassword });
    await header.expectSignedInAs(consumer.displayname);

    await searchPage.selectResult(first).check();
    await searchPage.selectResult(second).check();
    await expect(searchPage.selectionStatus).toHaveText('2 selected');
    await searchPage.addSelected.click();

    // The server's answer for several feeds; on a second run of this test it adds none and says they
    // are there already, a success all the same. Either way both are in the workspace afterwards.
    await workspaceDialogs.acknowledgeSuccess(/^\d feed\(s\) added to your workspace/);
    await expect(searchPage.selectionStatus).toHaveText('No feed selected');

    await searchPage.addResult(first).click();

    await workspaceDialogs.acknowledgeConflict();
  });

  test('a visitor who is not signed in is asked to sign in, and the feed is added once signed in', async ({
    api,
    header,
    signInDialog,
    searchPage,
    workspaceDialogs,
  }) => {
    // A new organisation: its workspace is empty, so the add succeeds on every run.
    const account = newAccount('wsadd');
    await api.register(account);
    const { text, name } = demoCatalog.signedOutFeed;
    await searchPage.goto(`q=${text}&view=list`);
    await header.expectSignedOut();

    await searchPage.addResult(name).click();

    await expect(workspaceDialogs.signInRequired).toBeVisible();
    await workspaceDialogs.signInRequired.getByRole('button', { name: 'Sign in' }).click();
    await expect(workspaceDialogs.signInRequired).toBeHidden();
    await signInDialog.signIn(account);
    await header.expectSignedInAs(account.displayname);
    await workspaceDialogs.acknowledgeSuccess(formatMessage('workspaceAdded', { workspace: 'workspace' }));
  });

  test('signed out, adding from the detail dialog asks to sign in; cancelling adds nothing', async ({
    header,
    searchPage,
    signInDialog,
    workspaceDialogs,
  }) => {
    const { text, name } = demoCatalog.detailFeed;
    await searchPage.goto(`q=${encodeURIComponent(text)}&view=list`);
    const dialog = await searchPage.openFeed(name);

    await dialog.addToWorkspace.click();

    await expect(workspaceDialogs.signInRequired).toBeVisible();
    await expect(workspaceDialogs.signInRequired).toContainText('Please sign in to add feeds to your workspace.');
    await workspaceDialogs.signInRequired.getByRole('button', { name: 'Cancel' }).click();
    await expect(workspaceDialogs.signInRequired).toBeHidden();
    await expect(signInDialog.dialog).toBeHidden();
    await expect(dialog.dialog).toBeVisible();
    await header.expectSignedOut();
  });
});
