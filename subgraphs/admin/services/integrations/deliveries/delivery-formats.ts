import type { DeliveryFormat } from '../definitions/integration-definition';
import { buildkiteRequest, droneRequest, jenkinsRequest, pushoverRequest, teamcityRequest, type BuildContext } from './build-requests';
import { chatMessageOf, type ChatMessage } from './chat-message';
import {
  discordRequest, googleChatRequest, notifiesFor, pumbleRequest, slackRequests, teamsRequest, telegramRequest, unifyCircuitRequest, webexRequest,
} from './chat-requests';
import type { DeliveryRequest } from './delivery-request';
import type { NotifiedEvent } from './notified-event';

type Props = Record<string, unknown>;
type ChatFormat = (props: Props, event: NotifiedEvent, message: ChatMessage) => DeliveryRequest | DeliveryRequest[];
type BuildFormat = (props: Props, event: NotifiedEvent, context: BuildContext) => DeliveryRequest | null;

// Chat services: GitLab's chat message, filtered by branch, in each service's own envelope.
const CHAT: Partial<Record<DeliveryFormat, ChatFormat>> = {
  slack: slackRequests,
  mattermost: slackRequests,
  discord: discordRequest,
  'microsoft-teams': teamsRequest,
  'hangouts-chat': googleChatRequest,
  'webex-teams': webexRequest,
  'unify-circuit': unifyCircuitRequest,
  pumble: pumbleRequest,
  telegram: telegramRequest,
};

// Build servers and push notifiers: their own request per event.
const BUILD: Partial<Record<DeliveryFormat, BuildFormat>> = {
  jenkins: jenkinsRequest,
  'drone-ci': droneRequest,
  buildkite: buildkiteRequest,
  teamcity: teamcityRequest,
  pushover: pushoverRequest,
};

/** The requests one integration sends for one event: none when GitLab would stay silent. */
export function deliveryRequests(format: DeliveryFormat, props: Props, event: NotifiedEvent, context: BuildContext): DeliveryRequest[] {
  const chat = CHAT[format];
  if (chat) {
    const message = chatMessageOf(event);
    if (!message || !notifiesFor(props, event)) return [];
    return [chat(props, event, message)].flat();
  }
  const request = BUILD[format]?.(props, event, context);
  return request ? [request] : [];
}
