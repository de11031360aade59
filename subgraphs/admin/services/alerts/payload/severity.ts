import type { AlertSeverity } from '../../../entities/alert.entity';

// Gitlab::AlertManagement::Payload::Base::SEVERITY_MAPPING: the generic endpoint's accepted levels (002 §2.6).
const BASE_SEVERITIES: Record<string, AlertSeverity> = {
  critical: 'critical', high: 'high', medium: 'medium', low: 'low', info: 'info', unknown: 'unknown',
};

// Payload::Prometheus::ADDITIONAL_SEVERITY_MAPPING (002 §2.6 table; GitLab also maps `minor` to low).
const PROMETHEUS_SEVERITIES: Record<string, AlertSeverity> = {
  ...BASE_SEVERITIES,
  s1: 'critical', p1: 'critical', emergency: 'critical', fatal: 'critical',
  s2: 'high', p2: 'high', major: 'high', page: 'high',
  s3: 'medium', p3: 'medium', error: 'medium', alert: 'medium',
  s4: 'low', p4: 'low', warn: 'low', warning: 'low', minor: 'low',
  s5: 'info', p5: 'info', debug: 'info', information: 'info', notice: 'info',
};

/** Case-insensitive; a missing or unmapped value falls back to the alert's default, `critical`. */
export function mapSeverity(raw: unknown, source: 'generic' | 'prometheus'): AlertSeverity {
  const table = source === 'prometheus' ? PROMETHEUS_SEVERITIES : BASE_SEVERITIES;
  const key = rubyString(raw).toLowerCase();
  return Object.hasOwn(table, key) ? table[key] : 'critical';
}

/** Ruby's `to_s` for JSON values closely enough for titles and keys: nil is '', objects are their JSON. */
export function rubyString(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
