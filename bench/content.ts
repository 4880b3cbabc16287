/**
 * `npm run bench:content`: starts the server (embedded database, files on local disk) as its own
 * process, then through the HTTP API uploads and downloads a 1 GiB file and zips 50 files, beside a
 * plain `cp` of the same bytes on the same disk. Prints throughput, the zip's time to first byte and
 * how much the server's memory grew (peak RSS from /proc). BENCH_FILE_MIB changes the file size.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { once } from 'node:events';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import { freePort, startServer, stopServer } from './server';

const MiB = 1024 * 1024;
const fileBytes = Number(process.env.BENCH_FILE_MIB ?? 1024) * MiB;
const zipFiles = 50;
const work = mkdtempSync(path.join(tmpdir(), 'feedmarket-bench-content-'));

const seconds = (started: number) => (performance.now() - started) / 1000;
const rate = (bytes: number, time: number) => `${(bytes / MiB / time).toFixed(0)} MiB/s`;

/** Resident memory of a process in MiB: now (VmRSS) and its peak (VmHWM). */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

async function writeTestFile(file: string, bytes: number) {
  const block = randomBytes(16 * MiB);
  const handle = await open(file, 'w');
  for (let written = 0; written < bytes; written += block.length) {
    await handle.write(block, 0, Math.min(block.length, bytes - written));
  }
  await handle.sync();
  await handle.close();
}

/** A multipart upload streamed from disk: nothing is held in memory on this side either. */
function upload(url: string, token: string, files: { field: string; name: string; path: string }[]) {
  const boundary = `bench${randomBytes(8).toString('hex')}`;
  const head = (file: { field: string; name: string }) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const length = files.reduce((sum, file) => sum + head(file).length + statSync(file.path).size + 2, tail.length);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': length,
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    void (async () => {
      for (const file of files) {
        request.write(head(file));
        for await (const chunk of createReadStream(file.path, { highWaterMark: MiB })) {
          if (!request.write(chunk)) await once(request, 'drain');
        }
        request.write('\r\n');
      }
      request.end(tail);
    })().catch(reject);
  });
}

/** Downloads to a file on disk; answers the time to the first byte and in all. */
function download(url: string, token: string, target: string, init: { method?: string; body?: string } = {}) {
  const started = performance.now();
  return new Promise<{ firstByte: number; total: number; bytes: number }>((resolve, reject) => {
    const request = http.request(url, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${token}`, ...(init.body && { 'content-type': 'application/json' }) },
    });
    request.on('response', (response) => {
      if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
      let firstByte = 0;
      response.once('data', () => (firstByte = seconds(started)));
      pipeline(response, createWriteStream(target)).then(
        () => resolve({ firstByte, total: seconds(started), bytes: statSync(target).size }),
        reject,
      );
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

const rows: string[][] = [];
const source = path.join(work, 'source.bin');
await writeTestFile(source, fileBytes);

let started = performance.now();
await new Promise<void>((resolve, reject) =>
  spawn('cp', [source, path.join(work, 'copy.bin')]).on('exit', (code) =>
    code === 0 ? resolve() : reject(new Error(`cp exited ${code}`)),
  ),
);
const copyTime = seconds(started);
rows.push([`cp of ${fileBytes / MiB} MiB`, copyTime.toFixed(2), rate(fileBytes, copyTime)]);
rmSync(path.join(work, 'copy.bin'));

const port = await freePort();
const server = await startServer(port, path.join(work, 'data'), { DEMO_FEEDS: '60' });
const api = `http://127.0.0.1:${port}/api/v2`;
try {
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'provider', password: 'demo1234' }),
  });
  const { token, orgid } = (await login.json()) as { token: string; orgid: number };
  const datasets = (await (
    await fetch(`${api}/dashboard/organization/${orgid}/dataset?pageSize=1`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as {
    data: { content: { datasetId: number }[] };
  };
  const datasetId = datasets.data.content[0]!.datasetId;

  // Warm up (first requests compile and fill caches), then take the memory baseline and reset the peak.
  const small = path.join(work, 'small.bin');
  writeFileSync(small, randomBytes(MiB));
  const warm = JSON.parse(
    (
      await upload(`${api}/dataset/${datasetId}/content/upload`, token, [
        { field: 'file', name: 'warm.bin', path: small },
      ])
    ).body,
  ) as { id: number };
  await download(`${api}/dataset/content/${warm.id}/download`, token, path.join(work, 'warm.out'));
  writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
  const baseline = memoryOf(server.pid!).rss;

  started = performance.now();
  const uploaded = await upload(`${api}/dataset/${datasetId}/content/upload`, token, [
    { field: 'file', name: 'large.bin', path: source },
  ]);
  const uploadTime = seconds(started);
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${uploaded.body}`);
  rows.push([`upload of ${fileBytes / MiB} MiB`, uploadTime.toFixed(2), rate(fileBytes, uploadTime)]);

  const { id } = JSON.parse(uploaded.body) as { id: number };
  const got = await download(`${api}/dataset/content/${id}/download`, token, path.join(work, 'large.out'));
  if (got.bytes !== fileBytes) throw new Error(`downloaded ${got.bytes} bytes of ${fileBytes}`);
  rows.push([`download of ${fileBytes / MiB} MiB`, got.total.toFixed(2), rate(fileBytes, got.total)]);
  rmSync(path.join(work, 'large.out'));

  const parts = Array.from({ length: zipFiles }, (_, index) => {
    const file = path.join(work, `part-${index}.csv`);
    writeFileSync(file, randomBytes(MiB).toString('base64'));
    return { field: 'files', name: `part-${index}.csv`, path: file };
  });
  const many = await upload(`${api}/dataset/${datasetId}/content/upload/multi`, token, parts);
  if (many.status !== 201) throw new Error(`multi upload answered ${many.status}: ${many.body}`);
  const ids = (JSON.parse(many.body) as { content: { id: number }[] }).content.map((item) => item.id);
  const zip = await download(
    `${api}/dataset/${datasetId}/content/download/multi`,
    token,
    path.join(work, 'content.zip'),
    {
      method: 'POST',
      body: JSON.stringify({ ids }),
    },
  );
  rows.push([
    `zip of ${zipFiles} files (${(zip.bytes / MiB).toFixed(0)} MiB)`,
    zip.total.toFixed(2),
    `first byte after ${(zip.firstByte * 1000).toFixed(0)} ms`,
  ]);

  const memory = memoryOf(server.pid!);
  console.log(`\nContent over HTTP: server on the embedded database with files on local disk (${work})`);
  console.log('| transfer | seconds | rate |\n|---|---:|---:|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log(
    `\nServer memory: ${baseline.toFixed(0)} MiB resident before the transfers, peak ${memory.peak.toFixed(0)} MiB during them (growth ${(memory.peak - baseline).toFixed(0)} MiB)`,
  );
} finally {
  await stopServer(server);
  rmSync(work, { recursive: true, force: true });
}
