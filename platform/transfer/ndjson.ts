import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

/**
 * GitLab's ndjson relation files (Gitlab::ImportExport::Json::NdjsonWriter): one JSON object a line,
 * written as rows come (keyset batches), never gathered in memory.
 */
export class NdjsonWriter {
  private constructor(private readonly out: WriteStream) {}

  static async open(file: string): Promise<NdjsonWriter> {
    await mkdir(path.dirname(file), { recursive: true });
    return new NdjsonWriter(createWriteStream(file));
  }

  async write(row: unknown): Promise<void> {
    if (!this.out.write(`${JSON.stringify(row)}\n`)) await once(this.out, 'drain');
  }

  async close(): Promise<void> {
    this.out.end();
    await once(this.out, 'finish');
  }
}

/** Each line of an ndjson file with its 1-based number; a missing file has no lines (GitLab's reader). */
export async function* readNdjson(file: string): AsyncGenerator<{ line: number; row: any | Error }> {
  const input = createReadStream(file);
  const opened = await new Promise<boolean>((resolve) => {
    input.once('open', () => resolve(true));
    input.once('error', () => resolve(false));
  });
  if (!opened) return;
  let line = 0;
  for await (const text of createInterface({ input, crlfDelay: Infinity })) {
    line += 1;
    if (!text.trim()) continue;
    try {
      yield { line, row: JSON.parse(text) };
    } catch (error) {
      yield { line, row: error as Error };
    }
  }
}

/** Where a saga stages an archive's files: `DATA_DIR/transfer/<kind>/<saga id>`. */
export function transferStagingDir(dataDir: string, kind: string, sagaId: string): string {
  return path.resolve(dataDir, 'transfer', kind, sagaId);
}
