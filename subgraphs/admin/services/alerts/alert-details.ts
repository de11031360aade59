// AlertManagement::Alert#details: the payload without the keys that are also alert columns (and
// `start_time`), nested objects flattened into `a.b` keys (Gitlab::Utils::InlineHash.merge_keys).
const DETAILS_IGNORED = new Set([
  'id', 'iid', 'title', 'description', 'severity', 'status', 'started_at', 'ended_at', 'events', 'fingerprint', 'hosts', 'service',
  'monitoring_tool', 'environment_id', 'payload', 'project_id', 'issue_id', 'created_at', 'updated_at', 'prometheus_alert_id', 'domain',
  'start_time',
]);

export function alertDetails(payload: Record<string, unknown>): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  const merge = (value: Record<string, unknown>, prefix: string) => {
    for (const [key, child] of Object.entries(value)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (child && typeof child === 'object' && !Array.isArray(child) && Object.keys(child).length) merge(child as Record<string, unknown>, name);
      else details[name] = child;
    }
  };
  merge(Object.fromEntries(Object.entries(payload).filter(([key]) => !DETAILS_IGNORED.has(key))), '');
  return details;
}
