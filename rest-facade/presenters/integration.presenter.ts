import type { IntegrationFields } from '../operations/fragments/integration';

const flag = (node: IntegrationFields, name: string) => node.eventFlags[name] as boolean;

/** Entities::ProjectIntegrationBasic (lib/api/entities/project_integration_basic.rb), in its key order. */
export function presentIntegrationBasic(node: IntegrationFields) {
  return {
    id: Number(node.id),
    title: node.title,
    slug: node.slug,
    created_at: node.createdAt,
    updated_at: node.updatedAt,
    active: node.active,
    commit_events: flag(node, 'commit_events'),
    push_events: flag(node, 'push_events'),
    issues_events: flag(node, 'issues_events'),
    incident_events: flag(node, 'incident_events'),
    alert_events: flag(node, 'alert_events'),
    confidential_issues_events: flag(node, 'confidential_issues_events'),
    merge_requests_events: flag(node, 'merge_requests_events'),
    tag_push_events: flag(node, 'tag_push_events'),
    deployment_events: flag(node, 'deployment_events'),
    note_events: flag(node, 'note_events'),
    confidential_note_events: flag(node, 'confidential_note_events'),
    pipeline_events: flag(node, 'pipeline_events'),
    wiki_page_events: flag(node, 'wiki_page_events'),
    job_events: flag(node, 'job_events'),
    comment_on_event_enabled: flag(node, 'comment_on_event_enabled'),
    inherited: node.inherited,
    vulnerability_events: flag(node, 'vulnerability_events'),
  };
}

/** Entities::ProjectIntegration: the basic entity and the non-secret `properties`. */
export function presentIntegration(node: IntegrationFields) {
  return { ...presentIntegrationBasic(node), properties: node.properties };
}
