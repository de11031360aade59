import type { AlertPayloadMapping } from '../../../entities/alert-http-integration.entity';
import { alertFingerprint, isPresent } from './fingerprint';
import { LIMITS, parseTime, presentText, truncateHosts, type ParsedAlert } from './parsed-alert';
import { mapSeverity } from './severity';

// Payload::Generic's defaults (002 §2.6).
export const DEFAULT_TITLE = 'New: Alert';

/** The generic payload's own keys, which a custom mapping (EE Payload::Generic) may point elsewhere. */
export const GENERIC_FIELDS = [
  'title', 'description', 'start_time', 'end_time', 'service', 'monitoring_tool', 'hosts', 'severity', 'fingerprint', 'gitlab_environment_name',
] as const;
export type GenericField = typeof GENERIC_FIELDS[number];

/** `payload.dig(*path)`: nothing once a step is not an object (or array, by index). */
export function dig(payload: unknown, path: readonly string[]): unknown {
  let value = payload;
  for (const key of path) {
    if (Array.isArray(value) && /^-?\d+$/.test(key)) value = value.at(Number(key));
    else if (value && typeof value === 'object' && !Array.isArray(value)) value = (value as Record<string, unknown>)[key];
    else return undefined;
  }
  return value;
}

/** A generic notification, read through the integration's custom mapping where it has one. */
export function parseGenericAlert(payload: Record<string, unknown>, mapping: AlertPayloadMapping[], now: Date): ParsedAlert {
  const custom = new Map(mapping.map((m) => [m.fieldName, m.path]));
  const read = (field: GenericField) => dig(payload, custom.get(field) ?? [field]);
  const endedAt = parseTime(read('end_time'), true);
  return {
    title: presentText(read('title'), LIMITS.title) ?? DEFAULT_TITLE,
    description: presentText(read('description'), LIMITS.description),
    startedAt: parseTime(read('start_time')) ?? now,
    endedAt,
    resolving: endedAt !== null,
    severity: mapSeverity(isPresent(read('severity')) ? read('severity') : null, 'generic'),
    fingerprint: alertFingerprint(read('fingerprint')),
    hosts: truncateHosts(read('hosts')),
    service: presentText(read('service'), LIMITS.service),
    monitoringTool: presentText(read('monitoring_tool'), LIMITS.monitoringTool),
    environmentName: presentText(read('gitlab_environment_name')),
    runbook: presentText(payload.runbook),
    payload,
  };
}
