import { randomUUID } from 'node:crypto';
import { GITLAB_VERSION } from '@forgegraph/platform';
import { form, withBasicAuth, type DeliveryRequest } from './delivery-request';
import { BLANK_SHA, type NotifiedEvent } from './notified-event';

type Props = Record<string, unknown>;

export interface BuildContext {
  externalUrl: string;
  /** Shared by every integration one event reaches (X-Gitlab-Event-UUID). */
  eventUuid: string;
  /** Fixed public hosts some integrations post to (config `integrationHosts`). */
  hosts: { buildkite: string; pushover: string };
}

const trimmed = (value: unknown) => String(value ?? '').replace(/\/+$/, '');
const sslOf = (props: Props) => props.enable_ssl_verification !== false;

/** What HasWebHook integrations send: their ServiceHook executes GitLab's own webhook request. */
function webHook(url: string, event: NotifiedEvent, context: BuildContext, verifyTls: boolean): DeliveryRequest {
  return {
    method: 'POST', url, verifyTls, body: JSON.stringify(event.hook.payload),
    headers: {
      'Content-Type': 'application/json', 'User-Agent': `GitLab/${GITLAB_VERSION}`, 'Idempotency-Key': randomUUID(),
      'X-Gitlab-Event': event.hook.event, 'X-Gitlab-Webhook-UUID': randomUUID(), 'X-Gitlab-Instance': context.externalUrl,
      'X-Gitlab-Event-UUID': context.eventUuid,
    },
  };
}

/** Integrations::Jenkins#hook_url: `<jenkins_url>/project/<project_name>`, the user's credentials as Basic auth. */
export function jenkinsRequest(props: Props, event: NotifiedEvent, context: BuildContext): DeliveryRequest {
  const url = `${trimmed(props.jenkins_url)}/project/${encodeURIComponent(String(props.project_name))}`;
  return withBasicAuth(webHook(url, event, context, sslOf(props)), props.username, props.password);
}

/** Integrations::DroneCi#hook_url: Drone's `/hook` with the repository's owner and name and the token. */
export function droneRequest(props: Props, event: NotifiedEvent, context: BuildContext): DeliveryRequest {
  const path = event.project.pathWithNamespace;
  const slash = path.lastIndexOf('/');
  const query = new URLSearchParams({ owner: path.slice(0, slash), name: path.slice(slash + 1), access_token: String(props.token) });
  return webHook(`${trimmed(props.drone_url)}/hook?${query}`, event, context, sslOf(props));
}

/**
 * Integrations::Buildkite#hook_url: `https://webhook.buildkite.com/deliver/<webhook token>` (the part of
 * `token` before `:`), always verified; the host from config (BUILDKITE_WEBHOOK_URL).
 */
export function buildkiteRequest(props: Props, event: NotifiedEvent, context: BuildContext): DeliveryRequest {
  const base = trimmed(context.hosts.buildkite);
  return webHook(`${base}/deliver/${String(props.token).split(':')[0]}`, event, context, true);
}

const xmlAttr = (value: string) => `"${value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}"`;

/**
 * Integrations::Teamcity#post_to_build_queue: a push with commits to a branch that still exists
 * queues a build of `build_type` on that branch.
 */
export function teamcityRequest(props: Props, event: NotifiedEvent): DeliveryRequest | null {
  const push = event.push;
  if (!push || event.event !== 'push' || push.after === BLANK_SHA || push.facts.totalCommitsCount === 0) return null;
  const branch = push.ref.replace(/^refs\/heads\//, '');
  const request: DeliveryRequest = {
    method: 'POST', url: `${trimmed(props.teamcity_url)}/httpAuth/app/rest/buildQueue`, verifyTls: sslOf(props),
    headers: { 'Content-type': 'application/xml' },
    body: `<build branchName=${xmlAttr(branch)}><buildType id=${xmlAttr(String(props.build_type))}/></build>`,
  };
  return withBasicAuth(request, props.username, props.password);
}

/**
 * Integrations::Pushover#execute: a form to Pushover's messages API (its base from config,
 * PUSHOVER_API_URL); `sound` only when chosen.
 */
export function pushoverRequest(props: Props, event: NotifiedEvent, context: BuildContext): DeliveryRequest | null {
  const push = event.push;
  if (!push) return null;
  const ref = push.ref.replace(/^refs\/(heads|tags)\//, '');
  const userName = event.user.name;
  let message = push.before === BLANK_SHA ? `${userName} pushed new branch "${ref}".`
    : push.after === BLANK_SHA ? `${userName} deleted branch "${ref}".` : `${userName} push to branch "${ref}".`;
  if (push.facts.totalCommitsCount > 0) message = `${message}\nTotal commits count: ${push.facts.totalCommitsCount}`;
  const base = trimmed(context.hosts.pushover);
  return form(`${base}/messages.json`, {
    token: String(props.api_key), user: String(props.user_key), device: (props.device as string) ?? '', priority: String(props.priority),
    title: event.project.nameWithNamespace, message, url: event.project.webUrl,
    url_title: `See project ${event.project.nameWithNamespace}`, sound: (props.sound as string) || null,
  });
}
