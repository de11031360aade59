import type { AlertSeverity } from '../../../entities/alert.entity';
import { isPresent } from './fingerprint';
import { rubyString } from './severity';

/** What one notification says about an alert (Payload::Base#alert_params plus `resolved?`). */
export interface ParsedAlert {
  title: string;
  description: string | null;
  startedAt: Date;
  /** The resolution time the notification gives, if any. */
  endedAt: Date | null;
  /** Generic: `end_time` given; Prometheus: `status` is `resolved`. */
  resolving: boolean;
  severity: AlertSeverity;
  fingerprint: string | null;
  hosts: string[];
  service: string | null;
  monitoringTool: string | null;
  environmentName: string | null;
  runbook: string | null;
  payload: Record<string, unknown>;
}

// AlertManagement::Alert's length limits (the payload values are truncated, not refused).
export const LIMITS = { title: 200, description: 1000, service: 100, monitoringTool: 100, hosts: 255 } as const;

/** ActiveSupport's `truncate`: at most `length` characters, ending in `...` when cut. */
export function truncate(value: string, length: number): string {
  return [...value].length <= length ? value : [...value].slice(0, length - 3).join('') + '...';
}

/** `truncate(value.to_s, length).presence`. */
export function presentText(value: unknown, length?: number): string | null {
  if (!isPresent(value)) return null;
  const text = rubyString(value);
  return length ? truncate(text, length) : text;
}

/** Payload::Base#parse_time: a parsable time or nothing; `epochMillis` also takes numbers (`:time_with_epoch_millis`). */
export function parseTime(value: unknown, epochMillis = false): Date | null {
  const time = epochMillis && typeof value === 'number' ? new Date(value) : typeof value === 'string' && value.trim() ? new Date(value) : null;
  // Years 1 to 9999 only: what PostgreSQL and Ruby's Time both hold.
  return time && time.getTime() >= EARLIEST && time.getTime() <= LATEST ? time : null;
}

const EARLIEST = Date.parse('0001-01-01T00:00:00Z');
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Payload::Base#truncate_hosts: flattened, stringified, cut so that their joined length stays within 255. */
export function truncateHosts(value: unknown): string[] {
  if (!isPresent(value)) return [];
  const hosts = (Array.isArray(value) ? value.flat(Infinity) : [value]).map(rubyString);
  if (hosts.join('').length <= LIMITS.hosts) return hosts;
  const kept: string[] = [];
  for (const host of hosts) {
    const remaining = LIMITS.hosts - kept.join('').length;
    if (remaining <= 0) break;
    kept.push(host.slice(0, remaining));
  }
  return kept;
}
