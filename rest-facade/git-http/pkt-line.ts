/** git's pkt-line framing (Documentation/gitprotocol-common.txt): 4 hex digits of length, then data. */
export const FLUSH_PKT = Buffer.from('0000');

export function pktLine(data: string | Buffer): Buffer {
  const body = typeof data === 'string' ? Buffer.from(data) : data;
  return Buffer.concat([Buffer.from((body.length + 4).toString(16).padStart(4, '0')), body]);
}

/** Splits a byte stream into pkt-lines as they complete; a flush-pkt comes out as null. */
export class PktLineReader {
  private pending = Buffer.alloc(0);

  push(chunk: Buffer): Array<Buffer | null> {
    this.pending = Buffer.concat([this.pending, chunk]);
    const lines: Array<Buffer | null> = [];
    while (this.pending.length >= 4) {
      const length = parseInt(this.pending.subarray(0, 4).toString('ascii'), 16);
      if (Number.isNaN(length)) throw new Error('malformed pkt-line');
      if (length < 4) {
        lines.push(null);
        this.pending = this.pending.subarray(4);
        continue;
      }
      if (this.pending.length < length) break;
      lines.push(this.pending.subarray(4, length));
      this.pending = this.pending.subarray(length);
    }
    return lines;
  }
}
