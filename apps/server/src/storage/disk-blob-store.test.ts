import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createDiskBlobStore, diskTempDirName } from './disk-blob-store';

let root: string;
beforeEach(async () => {
  root = path.join(await mkdtemp(path.join(os.tmpdir(), 'feedmarket-disk-')), 'blobs');
});
afterEach(() => rm(path.dirname(root), { recursive: true, force: true }));

const tempFiles = () => readdir(path.join(root, diskTempDirName)).catch(() => []);

it('writes to a temporary file and moves it into place only once the upload is complete', async () => {
  const store = createDiskBlobStore({ root });
  const source = new PassThrough();
  const put = store.put('content/doc', source);
  source.write('first half, ');
  while ((await tempFiles()).length === 0) await sleep(5);

  // Half an upload is no blob.
  expect(await store.exists('content/doc')).toBe(false);
  await expect(store.get('content/doc')).rejects.toThrow('No blob');

  source.end('second half');
  await expect(put).resolves.toMatchObject({ size: 23 });
  expect(await tempFiles()).toEqual([]);
  expect(await readdir(path.join(root, 'content'))).toEqual(['doc']);
});

it('removes temporary files abandoned by a stopped process, and leaves recent ones to their upload', async () => {
  const tempDir = path.join(root, diskTempDirName);
  await mkdir(tempDir, { recursive: true });
  await writeFile(path.join(tempDir, 'abandoned'), 'half an upload');
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  await utimes(path.join(tempDir, 'abandoned'), twoHoursAgo, twoHoursAgo);
  await writeFile(path.join(tempDir, 'in-progress'), 'another process is writing this');

  await createDiskBlobStore({ root }).put('content/doc', Readable.from(['x']));

  expect(await tempFiles()).toEqual(['in-progress']);
});

it('does not take a folder that only holds other blobs for a blob', async () => {
  const store = createDiskBlobStore({ root });
  await store.put('content/a/b', Readable.from(['x']));
  expect(await store.exists('content/a')).toBe(false);
  await expect(store.get('content/a')).rejects.toThrow('No blob');
  await store.delete('content/a');
  expect(await store.exists('content/a/b')).toBe(true);
});
