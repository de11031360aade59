import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The runner's system id (`s_` + 12 hex), kept in `<workDir>/.runner_system_id` as gitlab-runner keeps it beside its
 * config, so a restart is the same runner manager to the server and not a new one each time.
 */
export function loadOrCreateSystemId(workDir: string): string {
  const file = path.join(workDir, '.runner_system_id');
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (/^[rs]_[0-9a-zA-Z]{12}$/.test(stored)) return stored;
  } catch {
    // first start on this machine
  }
  const created = `s_${randomBytes(6).toString('hex')}`;
  fs.mkdirSync(workDir, { recursive: true });
  fs.writeFileSync(file, `${created}\n`, { mode: 0o600 });
  return created;
}
