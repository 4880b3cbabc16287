import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { abandonedTempMs, createDiskBlobStore, diskTempDirName } from './disk-blob-store';

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

it('sweeps temporary files untouched for longer than an upload may stay silent, and leaves the others', async () => {
  const tempDir = path.join(root, diskTempDirName);
  await mkdir(tempDir, { recursive: true });
  await writeFile(path.join(tempDir, 'abandoned'), 'half an upload');
  const longAgo = new Date(Date.now() - abandonedTempMs - 60_000);
  await utimes(path.join(tempDir, 'abandoned'), longAgo, longAgo);
  await writeFile(path.join(tempDir, 'in-progress'), 'another process is writing this');

  expect(await createDiskBlobStore({ root }).sweepAbandonedUploads()).toBe(1);

  expect(await tempFiles()).toEqual(['in-progress']);
});

it('keeps the temporary file of an upload fresh while its client sends nothing, so no sweep takes it', async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  try {
    const store = createDiskBlobStore({ root });
    const source = new PassThrough();
    const put = store.put('content/slow', source);
    source.write('a first part, then silence');
    while ((await tempFiles()).length === 0) await sleep(5);
    const [temp] = await tempFiles();
    const file = path.join(root, diskTempDirName, temp!);

    await vi.advanceTimersByTimeAsync(2 * abandonedTempMs);
    // The last beat's write of the modification time is real file I/O: give it time to land.
    const deadline = performance.now() + 5_000;
    while ((await stat(file)).mtimeMs < Date.now() - abandonedTempMs / 2 && performance.now() < deadline) {
      await sleep(5);
    }
    expect(await store.sweepAbandonedUploads()).toBe(0);

    source.end('and the rest');
    await expect(put).resolves.toMatchObject({ size: 38 });
    expect(await tempFiles()).toEqual([]);
  } finally {
    vi.useRealTimers();
  }
});

it('does not take a folder that only holds other blobs for a blob', async () => {
  const store = createDiskBlobStore({ root });
  await store.put('content/a/b', Readable.from(['x']));
  expect(await store.exists('content/a')).toBe(false);
  await expect(store.get('content/a')).rejects.toThrow('No blob');
  await store.delete('content/a');
  expect(await store.exists('content/a/b')).toBe(true);
});
