import { readFile } from 'node:fs/promises';

import type { Download, Page } from '@playwright/test';

import { maxFilesPerZip, zipFileName } from '@feedmarket/contract/datasets/datasets.schemas';
import { messages } from '@feedmarket/contract/messages';

import { DatasetSeeder, DatasetsTabPage, demoProvider } from '../../fixtures/datasets';
import { expectNotice, notice } from '../../fixtures/messages';
import { expect, test } from '../../fixtures/test';
import { demoPassword, demoUsers, uniqueSuffix } from '../../fixtures/test-data';
import type { SignInDialog } from '../../pages/sign-in-dialog';

// The app writes dates one way, in English, whatever the browser's locale: a British one shows it.
test.use({ locale: 'en-GB' });

/** Opens `path` as the demo provider, signing in through the dialog the guard opens. */
async function signInAt(page: Page, signInDialog: SignInDialog, path: string): Promise<void> {
  await page.goto(path);
  await signInDialog.signIn({ username: demoProvider.username, password: demoPassword });
  await expect(page).toHaveURL(path);
}

/** A new feed of the demo provider with `files` in its dataset, and the tab opened on its files. */
async function openSeededDataset(
  page: Page,
  signInDialog: SignInDialog,
  seeder: DatasetSeeder,
  label: string,
  files: { name: string; text: string }[] = [],
) {
  const suffix = uniqueSuffix();
  const name = `${label} ${suffix}`;
  const datasetId = await seeder.createFeed(name);
  if (files.length) await seeder.upload(datasetId, files);
  const tab = new DatasetsTabPage(page);
  await signInAt(page, signInDialog, '/dashboard/datasets');
  await tab.filter('Filter datasets', suffix);
  await expect(tab.datasets.getByRole('row')).toHaveCount(2);
  await tab.open(name);
  return { tab, datasetId, name };
}

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

test.describe('the Datasets tab', () => {
  test("lists the organisation's datasets with their file count and size, and opens one", async ({
    page,
    request,
    signInDialog,
  }) => {
    const seeder = await DatasetSeeder.signIn(request, demoProvider.username);
    const suffix = uniqueSuffix();
    const name = `Tide gauge ${suffix}`;
    const datasetId = await seeder.createFeed(name);
    await seeder.upload(datasetId, [
      { name: 'a.csv', text: 'x'.repeat(1024) },
      { name: 'b.csv', text: 'y'.repeat(512) },
    ]);
    const tab = new DatasetsTabPage(page);
    await signInAt(page, signInDialog, '/dashboard/datasets');
    await expect(tab.datasets).toBeVisible();

    await tab.filter('Filter datasets', suffix);

    const row = tab.datasets.getByRole('row').filter({ hasText: name });
    await expect(tab.datasets.getByRole('row')).toHaveCount(2);
    await expect(row.getByRole('cell')).toHaveText([name, 'File-based', 'Not active', '2', '1.5 KB', /\d{4}$/, '']);
    await tab.open(name);
    await expect(page).toHaveURL(`/dashboard/datasets/files/${datasetId}`);
    await expect(tab.filesSummary).toHaveText('Showing 1–2 of 2 files');
  });

  test('uploads one file with a display name and a timeframe, and lists it', async ({
    page,
    request,
    signInDialog,
  }) => {
    const seeder = await DatasetSeeder.signIn(request, demoProvider.username);
    const { tab, datasetId } = await openSeededDataset(page, signInDialog, seeder, 'Harbour levels');
    await expect(page.getByRole('heading', { name: 'No files yet' })).toBeVisible();

    await page.getByRole('button', { name: 'Upload file' }).first().click();
    const dialog = tab.dialog('Upload a file');
    // A file is required.
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByText(messages.required)).toBeVisible();

    const bytes = Buffer.from('time,level\n2024-02-29T06:00:00Z,1.25\n');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'raw-export.csv', mimeType: 'text/csv', buffer: bytes });
    await dialog.getByLabel('Display name').fill('Leap day readings.csv');
    await dialog.getByLabel('Say which period the data covers').check();
    const start = dialog.getByRole('group', { name: 'Start' });
    const end = dialog.getByRole('group', { name: 'End' });
    await start.getByLabel('Year').selectOption('2024');
    await start.getByLabel('Month').selectOption({ label: 'Feb' });
    // February of a leap year has 29 days.
    await expect(start.getByLabel('Day').locator('option')).toHaveCount(29);
    await start.getByLabel('Day').selectOption('29');
    await start.getByLabel('Hour').selectOption('6');
    // An end before the start says so, as the server would, and cannot be sent.
    await end.getByLabel('Year').selectOption('2023');
    await expect(end.getByText('The end of the timeframe is before its start')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
    await end.getByLabel('Year').selectOption('2024');
    await end.getByLabel('Month').selectOption({ label: 'Mar' });
    await end.getByLabel('Day').selectOption('1');
    await end.getByLabel('Hour').selectOption('17');
    await end.getByLabel('Minute').selectOption('59');
    await end.getByLabel('Second').selectOption('59');

    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

    await expect(dialog).toBeHidden();
    await expectNotice(page, 'Leap day readings.csv was uploaded');
    const row = tab.fileRow('Leap day readings.csv');
    await expect(row).toContainText('Feb 29, 2024, 6:00 AM – Mar 1, 2024, 5:59 PM UTC');
    await expect(row).toContainText(`${bytes.length} bytes`);
    const [stored] = await seeder.files(datasetId);
    expect(stored).toMatchObject({
      originalName: 'Leap day readings.csv',
      dataStart: '2024-02-29T06:00:00Z',
      dataEnd: '2024-03-01T17:59:59Z',
      size: bytes.length,
    });
  });

  test('uploads three files at once from the drop zone', async ({ page, request, signInDialog }) => {
    const seeder = await DatasetSeeder.signIn(request, demoProvider.username);
    const { tab, datasetId } = await openSeededDataset(page, signInDialog, seeder, 'Buoy batch');

    await page.getByRole('button', { name: 'Upload files' }).first().click();
    const dialog = tab.dialog('Upload files');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose files', exact: true }).click();
    await (
      await chooser
    ).setFiles(
      ['one.csv', 'two.json', 'three.txt', 'unwanted.txt'].map((name) => ({
        name,
        mimeType: 'text/plain',
        buffer: Buffer.from(`content of ${name}\n`),
      })),
    );
    const chosen = dialog.getByRole('list', { name: 'Files to upload' }).getByRole('listitem');
    await expect(chosen).toHaveCount(4);
    await dialog.getByRole('button', { name: 'Remove unwanted.txt' }).click();
    await expect(chosen).toHaveCount(3);

    await dialog.getByRole('button', { name: 'Upload 3 files' }).click();

    await expectNotice(page, messages.filesUploaded);
    await expect(dialog).toBeHidden();
    await expect(tab.filesSummary).toHaveText('Showing 1–3 of 3 files');
    for (const name of ['one.csv', 'two.json', 'three.txt']) await expect(tab.fileRow(name)).toBeVisible();
    expect((await seeder.files(datasetId)).map((file) => file.originalName).sort()).toEqual([
      'one.csv',
      'three.txt',
      'two.json',
    ]);
  });

  test('previews a CSV file as a table and as text', async ({ page, request, signInDialog }) => {
    const seeder = await DatasetSeeder.signIn(request, demoProvider.username);
    const csv = 'name,city\nZoë,Zürich\n"Smith, J",東京\n';
    const { tab } = await openSeededDataset(page, signInDialog, seeder, 'Preview', [
      { name: 'cities.csv', text: csv },
      { name: 'blob.bin', text: '\u0000\u0001\u0002binary' },
    ]);

    await tab.fileRow('cities.csv').getByRole('button', { name: 'Preview cities.csv' }).click();

    const dialog = tab.dialog('Preview');
    const table = dialog.getByRole('table', { name: 'Preview of cities.csv' });
    await expect(table.getByRole('columnheader')).toHaveText(['name', 'city']);
    await expect(table.getByRole('row').nth(2).getByRole('cell')).toHaveText(['Smith, J', '東京']);
    await dialog.getByText('Text', { exact: true }).click();
    await expect(dialog.getByLabel('Preview of cities.csv')).toHaveText(csv.trimEnd());
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    await tab.fileRow('blob.bin').getByRole('button', { name: 'Preview blob.bin' }).click();
    await expect(dialog.getByText('This file is binary and cannot be previewed.')).toBeVisible();
  });

  test('downloads one file with its bytes', async ({ page, request, signInDialog }) => {
    const seeder = await DatasetSeeder.signIn(request, demoProvider.username);
    const text = 'time,level\n2026-01-01T00:00:00Z,1.25\n';
    const { tab } = await openSeededDataset(page, signInDialog, seeder, 'Download', [{ name: 'levels.csv', text }]);

    const downloading = page.waitForEvent('download');
    await tab.fileRow('levels.csv').getByRole('button', { name: 'Download levels.csv' }).click();
    const download = await downloading;

    expect(download.suggestedFilename()).toBe('levels.csv');
    expect((await bytesOf(download)).toString('utf8')).toBe(text);
  });

  test('downloads the selected files as content.zip', async ({ page, request, signInDialog }) => {
    const seeder = await DatasetSeeder.signIn(request, demoProvider.username);
    const { tab } = await openSeededDataset(page, signInDialog, seeder, 'Zip', [
      { name: 'a.csv', text: 'a\n' },
      { name: 'b.csv', text: 'b\n' },
      { name: 'c.csv', text: 'c\n' },
    ]);
    await tab.select('a.csv');
    await tab.select('c.csv');
    const bar = page.getByRole('region', { name: 'Selected files' });
    await expect(bar).toContainText('2 files selected');

    const downloading = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Download as zip' }).click();
    const download = await downloading;

    expect(download.suggestedFilename()).toBe(zipFileName);
    const bytes = await bytesOf(download);
    // Every zip starts with the local file header signature "PK\x03\x04".
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(bytes.includes(Buffer.from('a.csv'))).toBe(true);
    expect(bytes.includes(Buffer.from('c.csv'))).toBe(true);
    expect(bytes.includes(Buffer.from('b.csv'))).toBe(false);
  });

  test(`warns and downloads nothing when ${maxFilesPerZip} files are selected`, async ({
    page,
    request,
    signInDialog,
  }) => {
    const seeder = await DatasetSeeder.signIn(request, demoProvider.username);
    const files = Array.from({ length: maxFilesPerZip }, (_, index) => ({ name: `f${index}.txt`, text: `${index}` }));
    const { tab } = await openSeededDataset(page, signInDialog, seeder, 'Fifty', files);
    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));
    // The choice survives paging: check every page of 10.
    for (let pageNumber = 1; pageNumber <= 5; pageNumber += 1) {
      if (pageNumber > 1) await page.getByRole('button', { name: `Page ${pageNumber}` }).click();
      await expect(tab.filesSummary).toHaveText(`Showing ${pageNumber * 10 - 9}–${pageNumber * 10} of 50 files`);
      await tab.files.getByRole('checkbox', { name: 'Select all files on this page' }).check();
    }
    const bar = page.getByRole('region', { name: 'Selected files' });
    await expect(bar).toContainText('50 files selected');

    await bar.getByRole('button', { name: 'Download as zip' }).click();

    await expectNotice(page, messages.tooManyFiles);
    await tab.files.getByRole('checkbox', { name: 'Select f0.txt', exact: true }).uncheck();
    await expect(bar).toContainText('49 files selected');
    expect(downloads).toHaveLength(0);
  });

  test('deletes one file, then the selected ones, after confirming', async ({ page, request, signInDialog }) => {
    const seeder = await DatasetSeeder.signIn(request, demoProvider.username);
    const { tab, datasetId } = await openSeededDataset(page, signInDialog, seeder, 'Delete', [
      { name: 'keep.csv', text: 'k\n' },
      { name: 'one.csv', text: '1\n' },
      { name: 'two.csv', text: '2\n' },
      { name: 'three.csv', text: '3\n' },
    ]);

    await tab.fileRow('one.csv').getByRole('button', { name: 'Delete one.csv' }).click();
    const confirmOne = tab.dialog('Delete file');
    await expect(confirmOne).toContainText('one.csv');
    await confirmOne.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmOne).toBeHidden();
    await expect(tab.fileRow('one.csv')).toBeVisible();
    await tab.fileRow('one.csv').getByRole('button', { name: 'Delete one.csv' }).click();
    await confirmOne.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectNotice(page, 'one.csv was deleted');
    await expect(tab.fileRow('one.csv')).toHaveCount(0);

    await tab.select('two.csv');
    await tab.select('three.csv');
    await page.getByRole('region', { name: 'Selected files' }).getByRole('button', { name: 'Delete selected' }).click();
    const confirmMany = tab.dialog('Delete files');
    await expect(confirmMany).toContainText('The 2 files you selected are removed');
    await confirmMany.getByRole('button', { name: 'Delete 2 files' }).click();

    await expectNotice(page, '2 files were deleted');
    await expect(tab.filesSummary).toHaveText('Showing 1–1 of 1 file');
    await expect(tab.fileRow('keep.csv')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Selected files' })).toHaveCount(0);
    expect((await seeder.files(datasetId)).map((file) => file.originalName)).toEqual(['keep.csv']);
  });

  test("says 'Content Cannot Be Downloaded' when a download fails", async ({ page, request, signInDialog }) => {
    const seeder = await DatasetSeeder.signIn(request, demoProvider.username);
    const { tab, datasetId } = await openSeededDataset(page, signInDialog, seeder, 'Gone', [
      { name: 'gone.csv', text: 'g\n' },
    ]);
    // The file is deleted elsewhere while the list still shows it.
    const [file] = await seeder.files(datasetId);
    await seeder.removeFile(file!.id);

    await tab.fileRow('gone.csv').getByRole('button', { name: 'Download gone.csv' }).click();

    await expect(notice(page, messages.downloadFailed)).toBeVisible();
  });

  test('someone who does not own the feed reads its files but cannot upload or delete them', async ({
    page,
    request,
    signInDialog,
  }) => {
    const seeder = await DatasetSeeder.signIn(request, demoProvider.username);
    const name = `Shared readings ${uniqueSuffix()}`;
    const datasetId = await seeder.createFeed(name);
    await seeder.upload(datasetId, [{ name: 'read-only.csv', text: 'r\n' }]);
    const tab = new DatasetsTabPage(page);
    // The supervisor reads every member's content; only the owner organisation writes it.
    const path = `/dashboard/datasets/files/${datasetId}`;
    await page.goto(path);
    await signInDialog.signIn({ username: demoUsers.supervisor.username, password: demoPassword });
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

    const row = tab.fileRow('read-only.csv');
    await expect(row.getByRole('button', { name: 'Preview read-only.csv' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Download read-only.csv' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Delete read-only.csv' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Upload files?$/ })).toHaveCount(0);
    await tab.select('read-only.csv');
    const bar = page.getByRole('region', { name: 'Selected files' });
    await expect(bar.getByRole('button', { name: 'Download as zip' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Delete selected' })).toHaveCount(0);
  });
});
