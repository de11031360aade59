// GitLab's global ids (`gid://gitlab/<Class>/<id>`) of the alert types.
export const ALERT_CLASS = 'AlertManagement::Alert';
export const HTTP_INTEGRATION_CLASS = 'AlertManagement::HttpIntegration';
// Older clients still name the Prometheus endpoint by its former integration class.
const PROMETHEUS_CLASSES = [HTTP_INTEGRATION_CLASS, 'Integrations::Prometheus', 'PrometheusService'];

export const globalId = (className: string, id: number | string): string => `gid://gitlab/${className}/${id}`;

/** The record id of a global id of one of `classes`, or null. */
export function parseGlobalId(gid: string, classes: string[]): number | null {
  const match = /^gid:\/\/gitlab\/([A-Za-z:]+)\/(\d{1,10})$/.exec(gid);
  if (!match || !classes.includes(match[1])) return null;
  const id = Number(match[2]);
  return id <= 2147483647 ? id : null;
}

export const parseIntegrationId = (gid: string, allowPrometheus = false): number | null =>
  parseGlobalId(gid, allowPrometheus ? PROMETHEUS_CLASSES : [HTTP_INTEGRATION_CLASS]);
