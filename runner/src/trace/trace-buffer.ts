import { crc32 } from 'node:zlib';
import { StreamMasker } from './masker';

/** gitlab-runner's default `output_limit` (4 MiB). */
export const DEFAULT_TRACE_LIMIT = 4 * 1024 * 1024;

/**
 * The job log as the runner keeps it (`helpers/trace/buffer.go`): masked on the way in, capped at a byte limit with
 * gitlab-runner's notice, and checksummed (CRC-32 of every stored byte) for the final `PUT /jobs/:id`.
 */
export class TraceBuffer {
  private data = Buffer.alloc(64 * 1024);
  private length = 0;
  private crc = 0;
  private finished = false;
  private limitReached = false;
  private readonly masker = new StreamMasker();

  constructor(private readonly limit = DEFAULT_TRACE_LIMIT) {}

  setMasked(values: string[]): void {
    this.masker.setValues(values);
  }

  write(chunk: Buffer | string): void {
    if (this.finished) return;
    this.store(this.masker.write(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
  }

  /** No more output: bytes the masker held back are stored. */
  finish(): void {
    if (this.finished) return;
    this.store(this.masker.flush());
    this.finished = true;
  }

  get size(): number {
    return this.length;
  }

  /** At most `maxLength` stored bytes from `offset`. */
  bytes(offset: number, maxLength: number): Buffer {
    return Buffer.from(this.data.subarray(Math.min(offset, this.length), Math.min(this.length, offset + maxLength)));
  }

  /** `crc32:<8 lower-case hex>` of everything stored. */
  checksum(): string {
    return `crc32:${(this.crc >>> 0).toString(16).padStart(8, '0')}`;
  }

  private store(bytes: Buffer): void {
    if (bytes.length === 0 || this.limitReached) return;
    const room = this.limit - this.length;
    if (bytes.length > room) {
      this.append(bytes.subarray(0, room));
      this.limitReached = true;
      this.append(Buffer.from(`\n\x1b[31;1mJob's log exceeded limit of ${this.limit} bytes.\nJob execution will continue but no more output will be collected.\x1b[0;m\n`));
      return;
    }
    this.append(bytes);
  }

  private append(bytes: Buffer): void {
    if (this.length + bytes.length > this.data.length) {
      const grown = Buffer.alloc(Math.max(this.data.length * 2, this.length + bytes.length));
      this.data.copy(grown, 0, 0, this.length);
      this.data = grown;
    }
    bytes.copy(this.data, this.length);
    this.length += bytes.length;
    this.crc = crc32(bytes, this.crc);
  }
}
