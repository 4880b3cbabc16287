import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { publicPreview } from '@feedmarket/contract/datasets/datasets.schemas';
import { messages } from '@feedmarket/contract/messages';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { loadConfig, type BlobStoreConfig } from '../../config/config';
import { datasetContents } from '../../db/schema/datasets';
import { createBlobStore } from '../../storage/create-blob-store';
import { createS3Client, type S3BlobStoreConfig } from '../../storage/s3-blob-store';
import { startS3TestServer, type S3TestServer } from '../../storage/s3-test-server';
import { bearer, createFeed, createOrganization, createUser, login } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDatasetsService } from './datasets.service';

const MiB = 1024 * 1024;
const maxUploadBytes = 8 * MiB;
/** An answer's JSON, loosely typed as in the other API tests. */
const json = async (response: Response): Promise<ReturnType<typeof JSON.parse>> => response.json();
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type StoreKind = {
  name: string;
  /** The store settings for one app, and a list of the blob keys in it. */
  open: (diskRoot: string) => Promise<{ config?: BlobStoreConfig; keys: () => Promise<string[]> }>;
  stop: () => Promise<void>;
};

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

const disk: StoreKind = {
  name: 'disk',
  open: async (diskRoot) => ({ keys: () => listFiles(diskRoot) }),
  stop: async () => {},
};

const s3: StoreKind = (() => {
  let server: S3TestServer | undefined;
  return {
    name: 's3 (s3rver)',
    open: async () => {
      server ??= await startS3TestServer();
      const bucket = `datasets-${randomBytes(4).toString('hex')}`;
      const config = loadConfig({
        S3_ENDPOINT: server.endpoint,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: server.accessKeyId,
        S3_SECRET_ACCESS_KEY: server.secretAccessKey,
      }).blobStore as S3BlobStoreConfig;
      const client = createS3Client(config);
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return {
        config,
        keys: async () =>
          ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((item) => item.Key!),
      };
    },
    stop: async () => server?.stop(),
  };
})();

describe.each([disk, s3])('dataset content on the $name store', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  let blobKeys: () => Promise<string[]>;
  let blobConfig: BlobStoreConfig;
  let owner: { token: string; orgId: number };
  let colleague: { token: string };
  let other: { token: string; orgId: number };
  let readOnly: { token: string; orgId: number };
  let supervisor: { token: string };
  let feedId: number;

  async function signIn(orgId: number, options: { isSupervisor?: boolean } = {}) {
    const user = await createUser(t.db, { orgId, ...options });
    return { token: (await login(t.app, user.username)).token, orgId };
  }

  beforeAll(async () => {
    const diskRoot = `${(await import('node:os')).tmpdir()}/feedmarket-datasets-${randomBytes(4).toString('hex')}`;
    const opened = await kind.open(diskRoot);
    blobConfig = opened.config ?? { kind: 'disk', root: diskRoot };
    blobKeys = opened.keys;
    t = await createTestApp({ blobStore: blobConfig, maxUploadBytes });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ownerOrg = await createOrganization(t.db, { name: 'Harbour Sensors' });
    owner = await signIn(ownerOrg.id);
    colleague = await signIn(ownerOrg.id);
    other = await signIn((await createOrganization(t.db, { name: 'Curious Analytics' })).id);
    readOnly = await signIn((await createOrganization(t.db, { name: 'Read Only Ltd', organizationType: 3 })).id);
    supervisor = await signIn((await createOrganization(t.db, { name: 'Operator' })).id, { isSupervisor: true });
    feedId = await createFeed(t.db, { orgId: owner.orgId, name: 'Harbour water levels' });
  });
  afterAll(async () => {
    await t?.close();
    await kind.stop();
  });

  const api = (url: string, token?: string, init: RequestInit = {}) =>
    fetch(`${baseUrl}/api/v2${url}`, {
      ...init,
      headers: { ...(token ? bearer(token) : {}), ...(init.headers as Record<string, string>) },
    });

  type UploadFile = { name: string; bytes: Uint8Array; type?: string };
  function upload(dataset: number, file: UploadFile, info?: object, token = owner.token) {
    const form = new FormData();
    if (info) form.append('info', JSON.stringify(info));
    form.append('file', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
    return api(`/dataset/${dataset}/content/upload`, token, { method: 'POST', body: form });
  }
  function uploadMany(dataset: number, files: UploadFile[], token = owner.token) {
    const form = new FormData();
    for (const file of files) form.append('files', new Blob([file.bytes]), file.name);
    return api(`/dataset/${dataset}/content/upload/multi`, token, { method: 'POST', body: form });
  }
  async function uploaded(dataset: number, file: UploadFile, info?: object) {
    const response = await upload(dataset, file, info);
    const body = await json(response);
    expect(response.status, JSON.stringify(body)).toBe(201);
    return body as { id: number; size: number; sha256: string; fileName: string; originalName: string };
  }
  const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());
  const listed = async (dataset: number, query = '') => {
    const response = await api(`/dataset/${dataset}/content?pageSize=50${query}`, owner.token);
    expect(response.status).toBe(200);
    return { total: Number(response.headers.get('x-total-count')), rows: (await json(response)).data.content };
  };
  const newFeed = (overrides: { orgId?: number; typeId?: number; status?: number } = {}) =>
    createFeed(t.db, { orgId: owner.orgId, ...overrides });

  it('keeps small, empty, large and binary files byte for byte, with size and sha256', async () => {
    const dataset = await newFeed();
    const files: UploadFile[] = [
      { name: 'levels.csv', bytes: new TextEncoder().encode('time,level\n2026-01-01T00:00:00Z,1.25\n') },
      { name: 'empty.txt', bytes: new Uint8Array() },
      { name: 'large.bin', bytes: randomBytes(5 * MiB + 123) },
      { name: 'image.png', bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255, 0, 10]) },
    ];
    for (const file of files) {
      const stored = await uploaded(dataset, file);
      expect(stored).toMatchObject({ size: file.bytes.length, sha256: sha256(file.bytes), originalName: file.name });
      const response = await api(`/dataset/content/${stored.id}/download`, owner.token);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe(String(file.bytes.length));
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename=${file.name}`);
      expect(sha256(await bytesOf(response))).toBe(sha256(file.bytes));
    }
    const types = (await listed(dataset)).rows.map((row: { fileName: string; contentType: string }) => [
      row.fileName,
      row.contentType,
    ]);
    expect(Object.fromEntries(types)).toMatchObject({
      'levels.csv': 'text/csv; charset=utf-8',
      'image.png': 'image/png',
    });
    expect((await listed(dataset)).total).toBe(4);
  });

  it('records the timeframe and display name of the info part, sent before or after the file', async () => {
    const dataset = await newFeed();
    const before = await uploaded(
      dataset,
      { name: 'raw.csv', bytes: new TextEncoder().encode('a\n') },
      { fileName: 'January readings.csv', dataStart: '2026-01-01T00:00:00Z', dataEnd: '2026-01-31T23:59:59Z' },
    );
    expect(before).toMatchObject({
      originalName: 'January readings.csv',
      dataStart: '2026-01-01T00:00:00Z',
      dataEnd: '2026-01-31T23:59:59Z',
    });
    const form = new FormData();
    form.append('file', new Blob(['b\n']), 'raw.csv');
    form.append(
      'info',
      new Blob([JSON.stringify({ fileName: 'February.csv', dataStart: '2026-02-01T00:00:00Z' })], {
        type: 'application/json',
      }),
    );
    const after = await api(`/dataset/${dataset}/content/upload`, owner.token, { method: 'POST', body: form });
    expect(after.status).toBe(201);
    expect(await json(after)).toMatchObject({ originalName: 'February.csv', dataStart: '2026-02-01T00:00:00Z' });
  });

  it('refuses bad uploads with a clear message and keeps nothing of them', async () => {
    const dataset = await newFeed();
    const keysBefore = (await blobKeys()).length;
    const file = { name: 'x.csv', bytes: new TextEncoder().encode('x\n') };
    const backwards = await upload(dataset, file, {
      dataStart: '2026-02-01T00:00:00Z',
      dataEnd: '2026-01-01T00:00:00Z',
    });
    expect(backwards.status).toBe(400);
    expect((await json(backwards)).message).toBe('The end of the timeframe is before its start');
    const form = new FormData();
    form.append('info', '{not json');
    form.append('file', new Blob(['x']), 'x.csv');
    const badJson = await api(`/dataset/${dataset}/content/upload`, owner.token, { method: 'POST', body: form });
    expect(badJson.status).toBe(400);
    const noFile = new FormData();
    noFile.append('info', JSON.stringify({ fileName: 'x.csv' }));
    const missing = await api(`/dataset/${dataset}/content/upload`, owner.token, { method: 'POST', body: noFile });
    expect(missing.status).toBe(400);
    expect((await json(missing)).message).toBe('A file is required');
    const notMultipart = await api(`/dataset/${dataset}/content/upload`, owner.token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(notMultipart.status).toBeGreaterThanOrEqual(400);
    expect(notMultipart.status).toBeLessThan(500);
    expect((await listed(dataset)).total).toBe(0);
    expect(await blobKeys()).toHaveLength(keysBefore);
  });

  it('answers 413 beyond the size limit and keeps nothing, for single and multi uploads', async () => {
    const dataset = await newFeed();
    const keysBefore = (await blobKeys()).length;
    const tooLarge = await upload(dataset, { name: 'huge.bin', bytes: randomBytes(maxUploadBytes + 1) });
    expect(tooLarge.status).toBe(413);
    const multi = await uploadMany(dataset, [
      { name: 'fine.csv', bytes: new TextEncoder().encode('ok\n') },
      { name: 'huge.bin', bytes: randomBytes(maxUploadBytes + 1) },
    ]);
    expect(multi.status).toBe(413);
    expect((await listed(dataset)).total).toBe(0);
    expect(await blobKeys()).toHaveLength(keysBefore);
    const [pending] = await t.db.select().from(datasetContents);
    expect(pending?.state ?? 'ready').toBe('ready');
  });

  it('leaves no listed content and no blob when the connection drops mid-upload', async () => {
    const dataset = await newFeed();
    const keysBefore = (await blobKeys()).length;
    const boundary = 'feedmarket-test-boundary';
    const url = new URL(`${baseUrl}/api/v2/dataset/${dataset}/content/upload`);
    await new Promise<void>((resolve) => {
      const request = http.request(url, {
        method: 'POST',
        headers: {
          ...bearer(owner.token),
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(4 * MiB),
        },
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      request.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.bin"\r\n\r\n`);
      request.write(randomBytes(MiB), () => setTimeout(() => request.destroy(), 100));
    });
    // The server notices the broken connection on its own time.
    await expect
      .poll(async () => (await t.db.select().from(datasetContents)).filter((row) => row.feedId === dataset).length, {
        timeout: 5_000,
      })
      .toBe(0);
    expect((await listed(dataset)).total).toBe(0);
    await expect.poll(async () => (await blobKeys()).length, { timeout: 5_000 }).toBe(keysBefore);
  });

  it('uploads several files at once and says so', async () => {
    const dataset = await newFeed();
    const response = await uploadMany(dataset, [
      { name: 'a.csv', bytes: new TextEncoder().encode('a\n') },
      { name: 'b.json', bytes: new TextEncoder().encode('{"b":1}') },
      { name: 'c.txt', bytes: new TextEncoder().encode('c') },
    ]);
    expect(response.status).toBe(201);
    const body = await json(response);
    expect(body.message).toBe(messages.filesUploaded);
    expect(body.content.map((item: { originalName: string }) => item.originalName)).toEqual([
      'a.csv',
      'b.json',
      'c.txt',
    ]);
    expect((await listed(dataset)).total).toBe(3);
  });

  it('keeps path traversal and control characters out of stored names', async () => {
    const dataset = await newFeed();
    const name = '..\\..\\etc/pass<wd>\u202e.csv';
    const stored = await uploaded(dataset, { name, bytes: new TextEncoder().encode('x') });
    expect(stored.fileName).toBe('pass_wd_.csv');
    // The browser sends only the last part of a path; direction overrides never reach the display.
    expect(stored.originalName).toBe('pass<wd>.csv');
    const response = await api(`/dataset/content/${stored.id}/download`, owner.token);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename=pass_wd_.csv');
    for (const key of await blobKeys()) expect(key).not.toContain('..');
  });

  it('answers byte ranges of one file', async () => {
    const dataset = await newFeed();
    const bytes = randomBytes(1000);
    const { id } = await uploaded(dataset, { name: 'r.bin', bytes });
    const range = (header: string) =>
      api(`/dataset/content/${id}/download`, owner.token, { headers: { range: header } });
    const middle = await range('bytes=10-19');
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe('bytes 10-19/1000');
    expect(Buffer.from(await bytesOf(middle))).toEqual(bytes.subarray(10, 20));
    const tail = await range('bytes=-5');
    expect(Buffer.from(await bytesOf(tail))).toEqual(bytes.subarray(995));
    const open = await range('bytes=990-');
    expect(open.headers.get('content-length')).toBe('10');
    const outside = await range('bytes=1000-1001');
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe('bytes */1000');
    const whole = await api(`/dataset/content/${id}/download`, owner.token);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
  });

  it('sends files and their ranges as stored, even to a browser that accepts compression', async () => {
    const dataset = await newFeed();
    const text = new TextEncoder().encode('time,level\n'.repeat(2000));
    const { id } = await uploaded(dataset, { name: 'levels.csv', bytes: text, type: 'text/csv' });
    const compressible = { 'accept-encoding': 'br, gzip' };

    const whole = await api(`/dataset/content/${id}/download`, owner.token, { headers: compressible });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-encoding')).toBeNull();
    expect(whole.headers.get('content-length')).toBe(String(text.length));
    expect(await bytesOf(whole)).toEqual(text);

    const part = await api(`/dataset/content/${id}/download`, owner.token, {
      headers: { ...compressible, range: 'bytes=11-21' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-encoding')).toBeNull();
    expect(part.headers.get('content-range')).toBe(`bytes 11-21/${text.length}`);
    expect(await bytesOf(part)).toEqual(text.subarray(11, 22));

    const zip = await api(`/dataset/${dataset}/content/download/multi?ids=${id}`, owner.token, {
      headers: compressible,
    });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-encoding')).toBeNull();
    expect(await unzip(await bytesOf(zip))).toEqual({ 'levels.csv': sha256(text) });
  });

  async function unzip(bytes: Uint8Array): Promise<Record<string, string>> {
    const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (error, file) =>
        error ? reject(error) : resolve(file),
      ),
    );
    const entries: Record<string, string> = {};
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, async (error, stream) => {
          if (error) return reject(error);
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          entries[entry.fileName] = sha256(Buffer.concat(chunks));
          zip.readEntry();
        }),
      );
      zip.on('end', resolve);
      zip.on('error', reject);
      zip.readEntry();
    });
    return entries;
  }

  it('zips chosen files, or the newest, as content.zip', async () => {
    const dataset = await newFeed();
    const files = [
      { name: 'one.csv', bytes: randomBytes(2000) },
      { name: 'two.csv', bytes: randomBytes(3000) },
      { name: 'one.csv', bytes: randomBytes(100) },
    ];
    const ids: number[] = [];
    for (const file of files) ids.push((await uploaded(dataset, file)).id);
    const posted = await api(`/dataset/${dataset}/content/download/multi`, owner.token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids }),
    });
    expect(posted.status).toBe(200);
    expect(posted.headers.get('content-type')).toBe('application/zip');
    expect(posted.headers.get('content-disposition')).toBe('attachment; filename=content.zip');
    expect(await unzip(await bytesOf(posted))).toEqual({
      'one.csv': sha256(files[0]!.bytes),
      'two.csv': sha256(files[1]!.bytes),
      'one (2).csv': sha256(files[2]!.bytes),
    });
    const chosen = await api(`/dataset/${dataset}/content/download/multi?ids=${ids[1]}`, owner.token);
    expect(Object.keys(await unzip(await bytesOf(chosen)))).toEqual(['two.csv']);
    const newest = await api(`/dataset/${dataset}/content/download?maximum=2`, owner.token);
    expect(Object.keys(await unzip(await bytesOf(newest))).sort()).toEqual(['one.csv', 'two.csv']);
    const fiftyOne = Array.from({ length: 51 }, (_, index) => index + 1);
    const refused = await api(`/dataset/${dataset}/content/download/multi`, owner.token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: fiftyOne }),
    });
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toBe(messages.tooManyFiles);
    const foreign = await api(`/dataset/${await newFeed()}/content/download/multi?ids=${ids[0]}`, owner.token);
    expect(foreign.status).toBe(404);
  });

  it('previews text safely with a length cap, and binary files as binary', async () => {
    const dataset = await newFeed();
    const csv = await uploaded(dataset, {
      name: 'p.csv',
      bytes: new TextEncoder().encode('name,city\nZoë,Zürich\n€,東京\n'),
    });
    const preview = async (id: number, length: number) =>
      json(await api(`/dataset/content/${id}/download/preview?length=${length}`, owner.token));
    expect(await preview(csv.id, 1000)).toEqual({
      preview: 'name,city\nZoë,Zürich\n€,東京\n',
      isBinary: false,
      truncated: false,
    });
    expect(await preview(csv.id, 13)).toEqual({ preview: 'name,city\nZoë', isBinary: false, truncated: true });
    const binary = await uploaded(dataset, { name: 'b.bin', bytes: Uint8Array.from([1, 0, 2, 0, 3]) });
    expect(await preview(binary.id, 100)).toEqual({ preview: '', isBinary: true, truncated: true });
    const tooLong = await api(`/dataset/content/${csv.id}/download/preview?length=1000000`, owner.token);
    expect(tooLong.status).toBe(400);
  });

  it('deletes one file, chosen files or all, with their blobs', async () => {
    const dataset = await newFeed();
    const ids: number[] = [];
    for (const name of ['1.txt', '2.txt', '3.txt', '4.txt'])
      ids.push((await uploaded(dataset, { name, bytes: new TextEncoder().encode(name) })).id);
    const keysBefore = (await blobKeys()).length;
    expect((await api(`/dataset/content/${ids[0]}`, owner.token, { method: 'DELETE' })).status).toBe(200);
    expect((await api(`/dataset/content/${ids[0]}/download`, owner.token)).status).toBe(404);
    const chosen = await api(`/dataset/${dataset}/content?ids=${ids[1]},${ids[2]}`, owner.token, { method: 'DELETE' });
    expect(await json(chosen)).toEqual({ message: '2 files deleted' });
    expect((await listed(dataset)).rows.map((row: { id: number }) => row.id)).toEqual([ids[3]]);
    await api(`/dataset/${dataset}/content`, owner.token, { method: 'DELETE' });
    expect((await listed(dataset)).total).toBe(0);
    expect(await blobKeys()).toHaveLength(keysBefore - 4);
  });

  it('lists a dataset paged, filtered from 3 characters, with the total in x-total-count', async () => {
    const dataset = await newFeed();
    for (const name of ['alpha.csv', 'beta.csv', 'alphabet.csv'])
      await uploaded(dataset, { name, bytes: new TextEncoder().encode(name) });
    const page = await api(`/dataset/${dataset}/content?pageSize=2&pageNum=2`, owner.token);
    expect(page.headers.get('x-total-count')).toBe('3');
    expect((await json(page)).data.content).toHaveLength(1);
    expect((await listed(dataset, '&filter=alph')).total).toBe(2);
    expect((await listed(dataset, '&filter=al')).total).toBe(3);
  });

  it('lists the datasets of an organisation with their file counts', async () => {
    const org = await createOrganization(t.db, { name: 'Datasets Tab Org' });
    const member = await signIn(org.id);
    const withFiles = await createFeed(t.db, { orgId: org.id, name: 'Tide gauges' });
    await createFeed(t.db, { orgId: org.id, name: 'Tidal currents', typeId: 2, status: 2 });
    await createFeed(t.db, { orgId: org.id, name: 'Tide group', typeId: 4 });
    await upload(withFiles, { name: 'g.csv', bytes: new TextEncoder().encode('12345') }, undefined, member.token);
    const response = await api(`/dashboard/organization/${org.id}/dataset?filter=tid`, member.token);
    expect(response.headers.get('x-total-count')).toBe('2');
    const rows = (await json(response)).data.content;
    expect(rows.map((row: { name: string }) => row.name)).toEqual(['Tidal currents', 'Tide gauges']);
    expect(rows[1]).toMatchObject({ datasetId: withFiles, files: 1, totalSize: 5, typeName: expect.any(String) });
    expect((await api(`/dashboard/organization/${org.id}/dataset`, other.token)).status).toBe(403);
    expect((await api(`/dashboard/organization/${org.id}/dataset`, supervisor.token)).status).toBe(200);
  });

  it('lets only the owner write, and the owner and the supervisor read', async () => {
    const { id } = await uploaded(feedId, { name: 'secret.csv', bytes: new TextEncoder().encode('s') });
    const reads = [
      `/dataset/${feedId}/content`,
      `/dataset/content/${id}/download`,
      `/dataset/content/${id}/download/preview`,
      `/dataset/${feedId}/content/download`,
    ];
    for (const url of reads) {
      expect((await api(url)).status, url).toBe(401);
      expect((await api(url, other.token)).status, url).toBe(403);
      expect((await api(url, readOnly.token)).status, url).toBe(403);
      expect((await api(url, supervisor.token)).status, url).toBe(200);
      expect((await api(url, colleague.token)).status, url).toBe(200);
    }
    const file = { name: 'w.csv', bytes: new TextEncoder().encode('w') };
    expect((await upload(feedId, file, undefined, other.token)).status).toBe(403);
    expect((await upload(feedId, file, undefined, supervisor.token)).status).toBe(403);
    expect((await upload(feedId, file, undefined, colleague.token)).status).toBe(201);
    expect((await api(`/dataset/content/${id}`, other.token, { method: 'DELETE' })).status).toBe(403);
    expect((await api(`/dataset/${feedId}/content`, supervisor.token, { method: 'DELETE' })).status).toBe(403);
    // A read-only organisation never uploads, even to a feed of its own.
    const readOnlyFeed = await createFeed(t.db, { orgId: readOnly.orgId });
    const refused = await upload(readOnlyFeed, file, undefined, readOnly.token);
    expect(refused.status).toBe(403);
    expect((await json(refused)).message).toBe('A read-only organisation cannot upload or delete content');
    // Another organisation's inactive feed does not exist for the caller.
    const draft = await newFeed({ status: 2 });
    expect((await api(`/dataset/${draft}/content`, other.token)).status).toBe(404);
    expect((await api(`/dataset/999999/content`, owner.token)).status).toBe(404);
    // A group feed has no files of its own.
    expect((await upload(await newFeed({ typeId: 4 }), file)).status).toBe(409);
  });

  it("refuses another organisation's dataset before reading a bad query or body", async () => {
    const { id } = await uploaded(feedId, { name: 'early.csv', bytes: new TextEncoder().encode('e') });
    const draft = await newFeed({ status: 2 });
    const post = (body: object): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const cases: [string, RequestInit?][] = [
      [`/dataset/${feedId}/content?pageSize=many`],
      [`/dataset/${feedId}/content/download?maximum=0`],
      [`/dataset/${feedId}/content/download/multi?ids=x`],
      [`/dataset/${feedId}/content/download/multi`, post({ ids: 'all' })],
      [`/dataset/content/${id}/download/preview?length=-1`],
    ];
    for (const [url, init] of cases) {
      expect((await api(url, other.token, init)).status, url).toBe(403);
      expect((await api(url, owner.token, init)).status, url).toBe(400);
    }
    expect((await api(`/dataset/${draft}/content?pageSize=many`, other.token)).status).toBe(404);
    expect((await api(`/dataset/${feedId}/content?ids=x`, supervisor.token, { method: 'DELETE' })).status).toBe(403);
    expect((await api(`/dashboard/organization/${owner.orgId}/dataset?orderBy=x`, other.token)).status).toBe(403);
    expect((await api(`/dataset/${feedId}/content?pageSize=many`)).status).toBe(401);
    // An id that is not one is left to validation.
    expect((await api(`/dataset/2147483648/content?pageSize=many`, other.token)).status).toBe(400);
  });

  it("shows anyone the first lines of an active feed's newest file as its public preview", async () => {
    const active = await newFeed();
    const rows = Array.from({ length: 40 }, (_, index) => `2026-01-${String(index + 1).padStart(2, '0')},${index}`);
    await uploaded(active, { name: 'older.csv', bytes: new TextEncoder().encode('day,old\n1,1\n') });
    await uploaded(active, { name: 'levels.csv', bytes: new TextEncoder().encode(`day,level\n${rows.join('\n')}\n`) });
    const preview = `/metadata/${active}/dataset/preview`;
    for (const token of [undefined, other.token, readOnly.token, owner.token]) {
      const response = await api(preview, token);
      expect(response.status).toBe(200);
      const body = await json(response);
      expect(body).toMatchObject({
        fileName: 'levels.csv',
        contentType: expect.stringMatching(/^text\/csv/),
        isBinary: false,
        truncated: true,
      });
      expect(body.preview).toBe(['day,level', ...rows.slice(0, publicPreview.lines - 1)].join('\n') + '\n');
    }

    // However long the file's lines, the preview stays small.
    const wide = await newFeed();
    await uploaded(wide, { name: 'wide.csv', bytes: new TextEncoder().encode('x'.repeat(MiB)) });
    const wideBody = await json(await api(`/metadata/${wide}/dataset/preview`));
    expect(wideBody.preview.length).toBe(publicPreview.characters);
    expect(wideBody.truncated).toBe(true);
  });

  it('says when there is no preview, and shows none of a feed others cannot see', async () => {
    const empty = await json(await api(`/metadata/${await newFeed()}/dataset/preview`));
    expect(empty.message).toBe(messages.noPreviewData);
    const draft = await newFeed({ status: 2 });
    await uploaded(draft, { name: 'draft.csv', bytes: new TextEncoder().encode('a,b\n1,2\n') });
    const url = `/metadata/${draft}/dataset/preview`;
    expect((await api(url)).status).toBe(404);
    expect((await api(url, other.token)).status).toBe(404);
    expect((await json(await api(url, other.token))).message).not.toBe(messages.noPreviewData);
    expect((await api(url, owner.token)).status).toBe(200);
    expect((await api('/metadata/999999/dataset/preview')).status).toBe(404);
    expect((await api('/metadata/abc/dataset/preview')).status).toBe(400);
  });

  it('removes the files of a deleted feed', async () => {
    const draft = await newFeed({ status: 2 });
    await uploaded(draft, { name: 'gone.csv', bytes: new TextEncoder().encode('g') });
    const keysBefore = (await blobKeys()).length;
    expect((await api(`/metadata/${draft}`, owner.token, { method: 'DELETE' })).status).toBe(200);
    expect(await blobKeys()).toHaveLength(keysBefore - 1);
  });

  it('sweeps uploads a crash left pending, with their blobs', async () => {
    const store = createBlobStore(blobConfig);
    const service = createDatasetsService(t.db, store, { maxUploadBytes });
    const dataset = await newFeed();
    const key = `datasets/${dataset}/${randomUUID()}`;
    await store.put(key, (await import('node:stream')).Readable.from([Buffer.from('half')]));
    await t.db.insert(datasetContents).values({
      feedId: dataset,
      blobKey: key,
      fileName: 'half.csv',
      originalName: 'half.csv',
      contentType: 'text/csv',
      createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000),
    });
    const fresh = await uploaded(dataset, { name: 'fresh.csv', bytes: new TextEncoder().encode('f') });
    expect(await service.sweepPending()).toBe(1);
    expect(await store.exists(key)).toBe(false);
    expect((await listed(dataset)).rows.map((row: { id: number }) => row.id)).toEqual([fresh.id]);
    store.close();
  });

  it('serves the chunks of a continuous feed by tracking id, joined in time order', async () => {
    const store = createBlobStore(blobConfig);
    const service = createDatasetsService(t.db, store, { maxUploadBytes });
    const live = await newFeed({ typeId: 2 });
    const trackingId = randomUUID();
    const hours = ['00', '01', '02', '03'];
    for (const hour of [...hours].reverse()) {
      await service.storeFile(live, {
        trackingId,
        fileName: `records-${hour}.csv`,
        dataStart: new Date(`2026-03-01T${hour}:00:00Z`),
        dataEnd: new Date(`2026-03-01T${hour}:59:59Z`),
        body: `2026-03-01T${hour}:00:00Z,${hour}\n`,
      });
    }
    const latest = await json(await api(`/continuous/metadata/${live}/limit/3/filename`, owner.token));
    expect(latest.map((chunk: { fileName: string }) => chunk.fileName)).toEqual([
      'records-03.csv',
      'records-02.csv',
      'records-01.csv',
    ]);
    const chunks = await json(await api(`/continuous/trackingid/${trackingId}`, owner.token));
    expect(
      chunks.map((chunk: { trackingId: string; dataStart: string }) => [
        chunk.trackingId,
        chunk.dataStart.slice(11, 13),
      ]),
    ).toEqual(hours.map((hour) => [trackingId, hour]));
    const joined = await api(`/continuous/trackingid/${trackingId}/download`, owner.token);
    expect(await joined.text()).toBe(hours.map((hour) => `2026-03-01T${hour}:00:00Z,${hour}\n`).join(''));
    expect(joined.headers.get('content-disposition')).toContain(`${trackingId}.csv`);
    const preview = await json(await api(`/continuous/metadata/${live}/preview`, owner.token));
    expect(preview.preview).toBe('2026-03-01T03:00:00Z,03\n');
    expect((await api(`/continuous/trackingid/${trackingId}`, other.token)).status).toBe(403);
    expect((await api(`/continuous/trackingid/${randomUUID()}`, owner.token)).status).toBe(404);
    expect((await api(`/continuous/metadata/${feedId}/preview`, owner.token)).status).toBe(409);
    store.close();
  });
});
