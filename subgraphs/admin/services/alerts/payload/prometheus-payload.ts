import { alertFingerprint } from './fingerprint';
import { LIMITS, parseTime, presentText, type ParsedAlert } from './parsed-alert';
import { mapSeverity, rubyString } from './severity';
import { dig } from './generic-payload';

// Projects::Prometheus::Alerts::NotifyService: the keys that make a payload an Alertmanager webhook.
const REQUIRED_KEYS = ['version', 'groupKey', 'status', 'receiver', 'groupLabels', 'commonLabels', 'commonAnnotations', 'externalURL', 'alerts'];
const SUPPORTED_VERSION = '4';
/** Only the first 100 alerts of a notification are processed (the rest are dropped with a warning). */
export const PROCESS_MAX_ALERTS = 100;

/** `NotifyService.processable?`: every required key, version "4". */
export function isPrometheusPayload(payload: Record<string, unknown>): boolean {
  return REQUIRED_KEYS.every((key) => Object.hasOwn(payload, key)) && payload.version === SUPPORTED_VERSION;
}

/** Payload::Base#value_for_paths: the first path holding a (Ruby-truthy) value. */
function firstOf(item: unknown, paths: string[][]): unknown {
  for (const path of paths) {
    const value = dig(item, path);
    if (value !== undefined && value !== null && value !== false) return value;
  }
  return undefined;
}

/** Parses `g0.expr` from `generatorURL` (Payload::Prometheus#full_query). */
function fullQuery(generatorUrl: unknown): string | null {
  if (typeof generatorUrl !== 'string') return null;
  try {
    return new URL(generatorUrl).searchParams.get('g0.expr');
  } catch {
    return null;
  }
}

/**
 * One item of `alerts` (Payload::Prometheus); null when it lacks a title or `startsAt`
 * (`has_required_attributes?`: ProcessPrometheusAlertService answers bad_request for it and the
 * notification goes on).
 */
export function parsePrometheusAlert(item: unknown, now: Date): ParsedAlert | null {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return null;
  const title = presentText(firstOf(item, [['annotations', 'title'], ['annotations', 'summary'], ['labels', 'alertname']]));
  const startsAtRaw = presentText(dig(item, ['startsAt']));
  if (!title || !startsAtRaw) return null;
  const resolving = dig(item, ['status']) === 'resolved';
  return {
    title: presentText(title, LIMITS.title)!,
    description: presentText(dig(item, ['annotations', 'description']), LIMITS.description),
    startedAt: parseTime(startsAtRaw) ?? now,
    endedAt: parseTime(dig(item, ['endsAt'])),
    resolving,
    severity: mapSeverity(dig(item, ['labels', 'severity']), 'prometheus'),
    // `[starts_at_raw, title, full_query].join('/')`, with the untruncated title.
    fingerprint: alertFingerprint([startsAtRaw, title, rubyString(fullQuery(dig(item, ['generatorURL'])))].join('/')),
    hosts: [],
    service: null,
    monitoringTool: 'Prometheus',
    environmentName: presentText(dig(item, ['labels', 'gitlab_environment_name'])),
    runbook: presentText(dig(item, ['annotations', 'runbook'])),
    payload: item as Record<string, unknown>,
  };
}
