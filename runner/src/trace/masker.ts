export const MASKED_TEXT = Buffer.from('[MASKED]');

/**
 * Replaces masked variable values in a byte stream with `[MASKED]` before a byte of it is stored or sent. A value may
 * arrive split over two writes, so the tail that could still grow into a value is held back until the next write
 * (or `flush`).
 */
export class StreamMasker {
  private values: Buffer[] = [];
  private longest = 0;
  private pending: Buffer = Buffer.alloc(0);

  setValues(values: string[]): void {
    // Longest first: of two values starting at the same byte, the longer one is hidden whole.
    this.values = [...new Set(values.filter((value) => value.length > 0))]
      .map((value) => Buffer.from(value))
      .sort((a, b) => b.length - a.length);
    this.longest = this.values[0]?.length ?? 0;
  }

  /** The masked bytes that are safe to emit now. */
  write(data: Buffer): Buffer {
    const input = this.pending.length ? Buffer.concat([this.pending, data]) : data;
    this.pending = Buffer.alloc(0);
    if (this.values.length === 0) return input;
    const { parts, rest } = this.replaceMatches(input);
    const holdFrom = this.partialMatchStart(input, rest);
    parts.push(input.subarray(rest, holdFrom));
    this.pending = Buffer.from(input.subarray(holdFrom));
    return Buffer.concat(parts);
  }

  /** Whatever was held back, emitted as is: the stream has ended, so it can no longer become a value. */
  flush(): Buffer {
    const rest = this.pending;
    this.pending = Buffer.alloc(0);
    return rest;
  }

  private replaceMatches(input: Buffer): { parts: Buffer[]; rest: number } {
    const parts: Buffer[] = [];
    let position = 0;
    for (;;) {
      const match = this.earliestMatch(input, position);
      if (!match) return { parts, rest: position };
      parts.push(input.subarray(position, match.at), MASKED_TEXT);
      position = match.at + match.length;
    }
  }

  private earliestMatch(input: Buffer, from: number): { at: number; length: number } | null {
    let best: { at: number; length: number } | null = null;
    for (const value of this.values) {
      const at = input.indexOf(value, from);
      if (at >= 0 && (!best || at < best.at)) best = { at, length: value.length };
    }
    return best;
  }

  /** The first offset at or after `from` whose remaining bytes are a proper prefix of some value. */
  private partialMatchStart(input: Buffer, from: number): number {
    for (let start = Math.max(from, input.length - this.longest + 1); start < input.length; start++) {
      const tail = input.subarray(start);
      if (this.values.some((value) => value.length > tail.length && value.subarray(0, tail.length).equals(tail))) return start;
    }
    return input.length;
  }
}
