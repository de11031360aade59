import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { eventually } from './expectations';
import type { ApiResponse, HttpClient } from './http-client';

/** Schedules an export and waits for `export_status` to leave the running states; returns the last status body. */
export async function exportProject(client: HttpClient, projectId: number, body: Record<string, unknown> = {}) {
  const res = await client.post(`/projects/${projectId}/export`, { body });
  if (res.status !== 202) throw new Error(`export failed to start: ${res.status} ${res.text}`);
  return waitForExport(client, projectId);
}

export function waitForExport(client: HttpClient, projectId: number, within = 30_000) {
  return eventually(async () => {
    const res = await client.get(`/projects/${projectId}/export`);
    return ['finished', 'failed'].includes(res.body.export_status) ? res.body : undefined;
  }, within, 200);
}

/** The finished export's bytes (GET .../export/download). */
export async function downloadExport(client: HttpClient, projectId: number): Promise<{ res: Response; bytes: Buffer }> {
  const res = await fetch(`${client.baseUrl}/projects/${projectId}/export/download`, { headers: { 'private-token': client.token! } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** POST /projects/import as multipart, the archive as the `file` part. */
export async function uploadImport(client: HttpClient, archive: Buffer, fields: Record<string, string>): Promise<ApiResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(archive)], { type: 'application/gzip' }), 'export.tar.gz');
  const res = await fetch(`${client.baseUrl}/projects/import`, { method: 'POST', headers: { 'private-token': client.token! }, body: form });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: res.headers.get('content-type') === 'application/json' && text ? JSON.parse(text) : text, text };
}

export function waitForImport(client: HttpClient, projectId: number, within = 30_000) {
  return eventually(async () => {
    const res = await client.get(`/projects/${projectId}/import`);
    return ['finished', 'failed'].includes(res.body.import_status) ? res.body : undefined;
  }, within, 200);
}

/** Every entry of a tar.gz: path, type and (for files) text content. */
export async function archiveEntries(archive: Buffer): Promise<Map<string, { type: string; text: string }>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'archive-'));
  try {
    const file = path.join(dir, 'a.tar.gz');
    await writeFile(file, archive);
    const entries = new Map<string, { type: string; text: string }>();
    await tar.t({
      file,
      onReadEntry: (entry) => {
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => entries.set(entry.path.replace(/^\.\//, ''), { type: entry.type, text: Buffer.concat(chunks).toString('utf8') }));
      },
    });
    return entries;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A tar.gz built from a directory layout (file path → content), for hand-made (and broken) archives. */
export async function buildArchive(files: Record<string, string>, extra?: (dir: string) => Promise<void>): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'archive-src-'));
  try {
    const { mkdir } = await import('node:fs/promises');
    for (const [name, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), content);
    }
    await extra?.(dir);
    const out = path.join(os.tmpdir(), `archive-${process.pid}-${Date.now()}-${Math.random()}.tar.gz`);
    const { readdir } = await import('node:fs/promises');
    await tar.c({ gzip: true, cwd: dir, file: out, portable: true }, await readdir(dir));
    const bytes = await readFile(out);
    await rm(out, { force: true });
    return bytes;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
