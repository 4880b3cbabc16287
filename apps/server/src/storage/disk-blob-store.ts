import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  assertValidBlobKey,
  assertValidBlobPrefix,
  assertWellFormedRange,
  BlobNotFoundError,
  BlobRangeError,
  meterSource,
  type BlobStore,
} from './blob-store';

/** Name of the folder under the root that holds uploads in progress; keys cannot start with a dot. */
export const diskTempDirName = '.tmp';

// An upload touches its temporary file at least this often, even while its client sends nothing, so a
// file left untouched for many beats belongs to a process that stopped. Its modification time counts,
// not its birth: a long upload in another process sharing the folder stays fresh.
const heartbeatMs = 60 * 1000;
/** How long a temporary file stays untouched before the sweep removes it. */
export const abandonedTempMs = 15 * 60 * 1000;

/**
 * Blobs as files under `root`, one per key (`content/<uuid>` → `<root>/content/<uuid>`). An upload goes to
 * `<root>/.tmp/` and is renamed into place once complete, so a reader never sees half a file and a failed
 * upload leaves nothing but a temporary file that is removed at once.
 */
export function createDiskBlobStore(options: { root: string }): BlobStore {
  const root = path.resolve(options.root);
  const tempDir = path.join(root, diskTempDirName);

  const pathOf = (key: string) => {
    assertValidBlobKey(key);
    return path.join(root, ...key.split('/'));
  };

  const statFile = async (key: string) => {
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? info : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  const store: BlobStore = {
    async put(key, source, putOptions = {}) {
      const target = pathOf(key);
      await mkdir(tempDir, { recursive: true });
      const temp = path.join(tempDir, randomUUID());
      const metered = meterSource(source, putOptions.maxBytes);
      // Opened here rather than by the stream, so the file surely exists when a failure removes it.
      const handle = await open(temp, 'wx');
      const heartbeat = setInterval(() => {
        const now = new Date();
        utimes(temp, now, now).catch(() => {}); // gone once renamed
      }, heartbeatMs).unref();
      let renamed = false;
      try {
        // Durability: the file is fsynced before the rename and its folder after it, so a put that resolved
        // survives a power cut with all its bytes (a rename of unsynced data may otherwise surface as an empty
        // or short file). New parent folders are not synced: with keys like `content/<uuid>` they are made
        // once and rarely. Two fsyncs cost little next to an upload.
        await pipeline(metered.stream, handle.createWriteStream({ flush: true })); // fsyncs, then closes
        await mkdir(path.dirname(target), { recursive: true });
        await rename(temp, target);
        renamed = true;
        await syncDirectory(path.dirname(target));
      } catch (error) {
        await rm(temp, { force: true });
        // A put that rejects leaves nothing behind, even in the unlikely case that only the last fsync failed.
        if (renamed) await rm(target, { force: true });
        throw error;
      } finally {
        clearInterval(heartbeat);
      }
      return metered.result();
    },

    async get(key, range) {
      const file = pathOf(key);
      if (range) assertWellFormedRange(range);
      // Open first and measure the open file: the blob may be replaced or deleted meanwhile, and the
      // descriptor keeps reading the version whose size was checked.
      const handle = await open(file, 'r').catch((error: unknown) => {
        throw isMissing(error) || isDirectory(error) ? new BlobNotFoundError(key) : error;
      });
      try {
        const info = await handle.stat();
        if (!info.isFile()) throw new BlobNotFoundError(key);
        if (range && range.start >= info.size) throw new BlobRangeError(range, info.size);
      } catch (error) {
        await handle.close();
        throw error;
      }
      // createReadStream stops at the end of the file by itself when `end` lies beyond it.
      return handle.createReadStream({ start: range?.start, end: range?.end, autoClose: true });
    },

    async stat(key) {
      const info = await statFile(key);
      return info && { size: info.size };
    },

    async exists(key) {
      return (await statFile(key)) !== undefined;
    },

    async delete(key) {
      await removeFile(pathOf(key));
    },

    async deleteMany(keys) {
      const files = keys.map(pathOf); // validate them all before removing any
      for (const file of files) await removeFile(file);
    },

    async deletePrefix(prefix) {
      assertValidBlobPrefix(prefix);
      await rm(path.join(root, ...prefix.slice(0, -1).split('/')), { recursive: true, force: true });
    },

    async sweepAbandonedUploads(now = new Date()) {
      const names = await readdir(tempDir).catch(() => []);
      let removed = 0;
      for (const name of names) {
        const file = path.join(tempDir, name);
        const info = await stat(file).catch(() => undefined);
        if (info?.isFile() && now.getTime() - info.mtimeMs > abandonedTempMs) {
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },

    close() {},
  };
  return store;
}

/** Removes a file; a missing one, or a folder in its place (a key that is only a prefix), is no blob. */
async function removeFile(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if (!isMissing(error) && !isDirectory(error) && errorCode(error) !== 'EPERM') throw error;
  }
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const errorCode = (error: unknown) =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
const isMissing = (error: unknown) => errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR';
const isDirectory = (error: unknown) => errorCode(error) === 'EISDIR';
