// archiver 8 ships no types; this declares the part of its zip API the server uses.
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';

  export class ZipArchive extends Transform {
    constructor(options?: { zlib?: { level?: number }; store?: boolean; forceZip64?: boolean });
    append(source: Readable | Buffer | string, data: { name: string; date?: Date; store?: boolean }): this;
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
  }
}
