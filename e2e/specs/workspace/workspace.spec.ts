import { readFile } from 'node:fs/promises';

import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

import { formatMessage, messages } from '@feedmarket/contract/messages';

import type { FeedmarketApi } from '../../fixtures/api';
import { DatasetsTabPage } from '../../fixtures/datasets';
import { expectNotice } from '../../fixtures/messages';
import { rememberSignIn } from '../../fixtures/session';
import { expect, test } from '../../fixtures/test';
import { uniqueSuffix } from '../../fixtures/test-data';
import { seedMarket } from '../../fixtures/workspace';
import { WorkspaceTabPage } from '../../pages/workspace-tab';

type Fixtures = {
  page: Page;
  context: BrowserContext;
  request: APIRequestContext;
  api: FeedmarketApi;
  baseURL: string | undefined;
};

/**
 * A provider of its own with `count` active feeds (the first with a file), a consumer of its own with
 * them all awaiting in its workspace, signed in on the Workspace tab.
 */
async function openWorkspace({ page, context, request, api, baseURL }: Fixtures, label: string, count: number) {
  const suffix = uniqueSuffix();
  const names = Array.from({ length: count }, (_, index) => `${label} gauge ${index + 1} ${suffix}`);
  const file = { name: `levels-${suffix}.csv`, text: 'time,level\n2025-03-01T00:00:00Z,1.42\n' };
  const market = await seedMarket(
    request,
    label,
    names.map((name, index) => ({ name, files: index === 0 ? [file] : [] })),
  );
  const { consumer } = market;
  await rememberSignIn(context, api, baseURL!, consumer.account.username, consumer.account.password);
  const workspace = new WorkspaceTabPage(page);
  await workspace.goto();
  return { ...market, suffix, names, file, workspace };
}

test.describe('the Workspace tab', () => {
  test('a consumer locks a feed after confirming, reads why it was granted, opens its files and downloads one', async ({
    page,
    context,
    request,
    api,
    baseURL,
  }) => {
    const fixtures = { page, context, request, api, baseURL };
    const { suffix, provider, names, ids, file, workspace } = await openWorkspace(fixtures, 'lock', 2);
    const [first, second] = names as [string, string];
    const policy = `Harbour partners ${suffix}`;
    await provider.allowEveryone(policy, [ids[0]!]);

    await expect(workspace.row(workspace.awaiting, first)).toContainText(provider.account.organisationName);
    await expect(workspace.row(workspace.awaiting, second)).toBeVisible();
    await expect(page.getByText('No accessed feeds yet')).toBeVisible();

    const confirm = await workspace.askToLock(first);
    await expect(confirm).toContainText('Locking is permanent');
    await expect(confirm).toContainText(`asks ${provider.account.organisationName} for access`);
    await expect(confirm).toContainText('the price is charged as soon as access is granted');
    await confirm.getByRole('button', { name: 'Lock', exact: true }).click();

    await expectNotice(page, formatMessage('accessGranted', { name: first }));
    const locked = workspace.row(workspace.accessed, first);
    await expect(locked).toContainText('Access granted');
    await expect(locked).toContainText(`Policy '${policy}' grants access: it applies to every member.`);
    await expect(locked).toContainText('Free');
    await expect(workspace.row(workspace.awaiting, first)).toHaveCount(0);
    await expect(workspace.row(workspace.awaiting, second)).toBeVisible();

    await locked.getByRole('link', { name: `Files of ${first}` }).click();
    await expect(page).toHaveURL(`/dashboard/workspace/files/${ids[0]}`);
    await expect(page.getByRole('heading', { name: first, level: 2 })).toBeVisible();
    await expect(page.getByText(`Provided by ${provider.account.organisationName}`)).toBeVisible();
    const files = new DatasetsTabPage(page);
    // The consumer reads and downloads; uploading and deleting stay with the provider.
    await expect(page.getByRole('button', { name: 'Upload files' })).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await files
      .fileRow(file.name)
      .getByRole('button', { name: `Download ${file.name}` })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(file.name);
    expect((await readFile(await download.path())).toString('utf8')).toBe(file.text);

    // The file was added moments ago: "Find new content" (a week back by default) lists the feed and opens its files.
    await page.getByRole('link', { name: 'Back to your workspace' }).click();
    await page.getByRole('button', { name: 'Find new content' }).click();
    await expect(workspace.findNewContent.getByLabel('Added since')).not.toHaveValue('');
    const found = workspace.findNewContent.getByRole('listitem').filter({ hasText: first });
    await expect(found).toContainText('1 new file');
    await found.getByRole('link', { name: first }).click();
    await expect(workspace.findNewContent).toBeHidden();
    await expect(page.getByRole('heading', { name: first, level: 2 })).toBeVisible();
  });

  test("a bulk lock that cannot lock every feed says 'Not all selected feed(s) have been successfully locked.'", async ({
    page,
    context,
    request,
    api,
    baseURL,
  }) => {
    const fixtures = { page, context, request, api, baseURL };
    const { consumer, names, ids, workspace } = await openWorkspace(fixtures, 'bulk', 2);
    const [kept, gone] = names as [string, string];

    await workspace.select(kept);
    await workspace.select(gone);
    await expect(workspace.selectionBar).toContainText('2 feeds selected');
    // A colleague takes one of them out of the workspace while this page shows it.
    await consumer.removeFromWorkspace(ids[1]!);
    await workspace.selectionBar.getByRole('button', { name: 'Lock selected' }).click();
    const confirm = workspace.dialog('Lock 2 feeds');
    await expect(confirm).toContainText(kept);
    await expect(confirm).toContainText(gone);
    await confirm.getByRole('button', { name: 'Lock 2 feeds' }).click();

    await expectNotice(page, messages.partialLockFailed);
    await expect(workspace.row(workspace.accessed, kept)).toContainText('Access granted');
    await expect(workspace.row(workspace.awaiting, gone)).toHaveCount(0);
    await expect(workspace.selectionBar).toBeHidden();
    expect((await consumer.itemOf(ids[0]!)).access?.state).toBe('granted');
  });

  test('a note that follows the rules is kept; one that breaks them is refused; a flag toggles', async ({
    page,
    context,
    request,
    api,
    baseURL,
  }) => {
    const fixtures = { page, context, request, api, baseURL };
    const { consumer, names, ids, workspace } = await openWorkspace(fixtures, 'note', 1);
    const [name] = names as [string];

    await workspace.writeNote(name, 'Check the units');
    await expectNotice(page, formatMessage('workspaceNoteSaved', { name }));
    await expect(workspace.noteDialog).toBeHidden();
    await expect(workspace.row(workspace.awaiting, name)).toContainText('Note: Check the units');

    await workspace.writeNote(name, 'two  spaces');
    await expect(workspace.noteDialog.getByText(messages.invalid)).toBeVisible();
    await expect(workspace.noteDialog.getByRole('textbox', { name: 'Note' })).toHaveAttribute('aria-invalid', 'true');
    await workspace.noteDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(workspace.noteDialog).toBeHidden();
    await expect(workspace.row(workspace.awaiting, name)).toContainText('Note: Check the units');
    expect((await consumer.itemOf(ids[0]!)).note?.note).toBe('Check the units');

    const flag = workspace.row(workspace.awaiting, name).getByRole('button', { name: `Flag ${name}` });
    await expect(flag).toHaveAttribute('aria-pressed', 'false');
    await flag.click();
    await expectNotice(page, formatMessage('workspaceFlagged', { name }));
    await expect(flag).toHaveAttribute('aria-pressed', 'true');
  });

  test('removing a feed asks first; cancelled it stays, confirmed it leaves', async ({
    page,
    context,
    request,
    api,
    baseURL,
  }) => {
    const fixtures = { page, context, request, api, baseURL };
    const { consumer, names, ids, workspace } = await openWorkspace(fixtures, 'remove', 1);
    const [name] = names as [string];
    const remove = workspace.row(workspace.awaiting, name).getByRole('button', { name: `Remove ${name}` });
    const confirm = workspace.dialog('Remove from workspace');

    await remove.click();
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(workspace.row(workspace.awaiting, name)).toBeVisible();

    await remove.click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expectNotice(page, formatMessage('workspaceItemRemoved', { name, workspace: 'workspace' }));
    await expect(page.getByText('No feeds awaiting access')).toBeVisible();
    await expect(consumer.itemOf(ids[0]!)).rejects.toThrow(/not in the workspace/);
  });
});
