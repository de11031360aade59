import { timingSafeEqual } from 'node:crypto';
import { NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { AlertHttpIntegration } from '../../entities/alert-http-integration.entity';
import type { Alert } from '../../entities/alert.entity';
import { projectIdByPath } from './alert-projects';
import { recordAlerts } from './alert-recorder';
import { parseGenericAlert } from './payload/generic-payload';
import { isTooDeep, MAX_PAYLOAD_BYTES } from './payload/payload-limits';
import { isPrometheusPayload, parsePrometheusAlert, PROCESS_MAX_ALERTS } from './payload/prometheus-payload';

export interface AlertNotificationInput {
  projectPath: string;
  /** `legacy` (`/alerts/notify`), `legacy-prometheus` (`/prometheus/alerts/notify`) or a named endpoint's identifier. */
  endpointIdentifier: string;
  token: string | null;
  /** The parsed JSON body; null when it was too large to pass on. */
  payload: unknown;
  payloadBytes: number;
}

/** The intake's answer: GitLab renders `[{iid, title}]` on a generic success and only a status (`head`) otherwise. */
export interface AlertNotificationResult {
  status: number;
  alerts: Array<{ iid: number; title: string }> | null;
}

const answer = (status: number, alerts: AlertNotificationResult['alerts'] = null): AlertNotificationResult => ({ status, alerts });

/**
 * Projects::Alerting::NotificationsController#create: an Alertmanager webhook (Prometheus
 * NotifyService) or anything else (generic NotifyService), checked in GitLab's order.
 */
export async function receiveAlertNotification(ctx: SubgraphContext, input: AlertNotificationInput): Promise<AlertNotificationResult> {
  const projectId = await projectIdByPath(ctx, input.projectPath);
  if (projectId === null) throw NotFoundError.resource('Project');
  const integration = await ctx.em.findOne(AlertHttpIntegration, { projectId, endpointIdentifier: input.endpointIdentifier, active: true });
  const payload = input.payload;
  const isValidSize = input.payloadBytes <= MAX_PAYLOAD_BYTES && !isTooDeep(payload);
  const isObject = !!payload && typeof payload === 'object' && !Array.isArray(payload);
  if (isObject && isPrometheusPayload(payload as Record<string, unknown>)) {
    if (!isValidSize) return answer(400);
    if (!Array.isArray((payload as Record<string, unknown>).alerts)) return answer(422);
    if (!integration || !isSameToken(input.token, integration.token)) return answer(401);
    await recordWithRetry(ctx, projectId, () => prometheusAlerts(payload as Record<string, unknown>));
    return answer(201);
  }
  if (!isValidSize || !isObject) return answer(400);
  if (!integration) return answer(403);
  if (!isSameToken(input.token, integration.token)) return answer(401);
  const [alert] = await recordWithRetry(ctx, projectId, () => [parseGenericAlert(payload as Record<string, unknown>, integration.payloadAttributeMapping, new Date())]);
  // A resolving notification without an open alert persists nothing: `bad_request unless alert.persisted?`.
  return alert ? answer(200, [{ iid: alert.iid, title: alert.title }]) : answer(400);
}

function prometheusAlerts(payload: Record<string, unknown>) {
  const now = new Date();
  return (payload.alerts as unknown[]).slice(0, PROCESS_MAX_ALERTS).flatMap((item) => parsePrometheusAlert(item, now) ?? []);
}

/**
 * One transaction per notification. Two notifications of the same new alert racing each other meet
 * at the open-fingerprint index; the loser runs again and finds the winner's alert
 * (`refind_and_increment_alert`).
 */
async function recordWithRetry(ctx: SubgraphContext, projectId: number, parse: () => ReturnType<typeof parseGenericAlert>[]): Promise<Array<Alert | null>> {
  const parsed = parse();
  if (!parsed.length) return [];
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await ctx.em.fork().transactional((em) => recordAlerts(em, projectId, parsed));
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException) || attempt >= 3) throw error;
    }
  }
}

/** `secure_compare`; no key never matches. */
function isSameToken(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
