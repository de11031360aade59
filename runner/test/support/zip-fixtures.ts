import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A zip with the given entries, written by Python's zipfile (which, unlike yazl, writes any name — `../x`, `/abs` —
 * so hostile archives can be built). Entries with `symlink` become symlink entries.
 */
export function hostileZip(entries: Array<{ name: string; content?: string; symlink?: string }>): Buffer {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'runner-hostile-'));
  const output = path.join(directory, 'hostile.zip');
  const script = `
import json, sys, zipfile
entries = json.loads(sys.argv[2])
with zipfile.ZipFile(sys.argv[1], 'w') as archive:
    for entry in entries:
        info = zipfile.ZipInfo(entry['name'])
        if entry.get('symlink') is not None:
            info.external_attr = (0o120777 << 16)
            archive.writestr(info, entry['symlink'])
        else:
            info.external_attr = (0o100644 << 16)
            archive.writestr(info, entry.get('content', ''))
`;
  execFileSync('python3', ['-c', script, output, JSON.stringify(entries)]);
  const zip = fs.readFileSync(output);
  fs.rmSync(directory, { recursive: true, force: true });
  return zip;
}
