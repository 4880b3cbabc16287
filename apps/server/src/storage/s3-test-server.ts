import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type S3TestServer = {
  endpoint: string;
  /** s3rver's fixed account. */
  accessKeyId: string;
  secretAccessKey: string;
  stop: () => Promise<void>;
};

/**
 * A real S3-compatible server for tests: s3rver on a free loopback port, keeping its buckets in a throwaway
 * folder. s3rver 3.7 answers AbortMultipartUpload with 405 and ListMultipartUploads with 501, yet the blob
 * store's promise is exactly that failed uploads are aborted; so this adds those two calls, working on
 * s3rver's own folder of pending uploads (`<bucket>/._S3rver_uploads/<uploadId>/`).
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'feedmarket-s3-'));
  const s3rver = new S3rver({ directory, silent: true });
  const handleS3 = s3rver.callback();
  const uploadsDir = (bucket: string) => path.join(directory, bucket, '._S3rver_uploads');

  const handleMultipart = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://s3');
    const [bucket = '', ...keyParts] = url.pathname.slice(1).split('/').map(decodeURIComponent);
    const key = keyParts.join('/');
    if (request.method === 'GET' && key === '' && url.searchParams.has('uploads')) {
      const ids = await readdir(uploadsDir(bucket)).catch(() => []);
      const uploads = await Promise.all(
        ids.map(async (id) => {
          const uploadKey = await readFile(path.join(uploadsDir(bucket), id, 'key'), 'utf8');
          const initiated = (await stat(path.join(uploadsDir(bucket), id))).birthtime.toISOString();
          return `<Upload><Key>${escapeXml(uploadKey)}</Key><UploadId>${id}</UploadId><Initiated>${initiated}</Initiated></Upload>`;
        }),
      );
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
          `<Bucket>${escapeXml(bucket)}</Bucket><MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>` +
          `${uploads.join('')}</ListMultipartUploadsResult>`,
      );
      return true;
    }
    const uploadId = url.searchParams.get('uploadId');
    if (request.method === 'DELETE' && key !== '' && uploadId) {
      const dir = path.join(uploadsDir(bucket), path.basename(uploadId));
      const exists = await stat(dir).then(
        () => true,
        () => false,
      );
      if (!exists) {
        response.writeHead(404, { 'content-type': 'application/xml' });
        response.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>',
        );
        return true;
      }
      await rm(dir, { recursive: true, force: true });
      response.writeHead(204).end();
      return true;
    }
    return false;
  };

  const server = http.createServer((request, response) => {
    handleMultipart(request, response).then(
      (handled) => {
        if (!handled) handleS3(request, response);
      },
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await rm(directory, { recursive: true, force: true });
    },
  };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
