import type { BlobStoreConfig } from '../config/config';
import type { BlobStore } from './blob-store';
import { createDiskBlobStore } from './disk-blob-store';
import { createS3BlobStore } from './s3-blob-store';

/** The blob store the settings name: S3-compatible when a bucket is configured, otherwise local disk. */
export function createBlobStore(config: BlobStoreConfig): BlobStore {
  switch (config.kind) {
    case 'disk':
      return createDiskBlobStore({ root: config.root });
    case 's3':
      return createS3BlobStore(config);
  }
}
