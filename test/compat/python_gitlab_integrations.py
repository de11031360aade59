"""python-gitlab (Debian python3-gitlab 3.12) against Forgegraph: project integrations through both
`project.integrations` (/integrations) and `project.services` (the old /services alias).

Run by python-gitlab-integrations.test.ts with GITLAB_URL and GITLAB_TOKEN (root). Exits non-zero on
the first failed expectation. Webhooks are public address literals: nothing here triggers a delivery.
"""
import secrets

import gitlab

from compat_checks import check, expect_error, root

tag = secrets.token_hex(4)
project = root.projects.create({"name": f"Integrated {tag}"})
WEBHOOK = "https://203.0.113.10/services/T0/B0/secret"

expect_error("integrations.get of a slug never set up is 404", gitlab.exceptions.GitlabGetError, lambda: project.integrations.get("slack"))

created = project.integrations.update("slack", {"webhook": WEBHOOK, "username": "bot", "channel": "#ci"})
check("integrations.update('slack', ...) sets it up", created["active"] is True and created["slug"] == "slack")

slack = project.integrations.get("slack")
check("integrations.get('slack')", (slack.slug, slack.title, slack.active) == ("slack", "Slack notifications", True))
check("the webhook is never returned", "webhook" not in slack.properties and WEBHOOK not in str(slack.attributes))
check("properties carry the settings", (slack.properties["username"], slack.properties["channel"]) == ("bot", "#ci"))

slack.push_events = False
slack.webhook = WEBHOOK
slack.save()
check("save() sends PUT /integrations/slack", project.integrations.get("slack").push_events is False)

service = project.services.get("slack")
check("services.get('slack') reads the same record", (service.slug, service.push_events) == ("slack", False))
service.channel = "#alerts"
service.webhook = WEBHOOK
service.save()
check("save() through /services", project.integrations.get("slack").properties["channel"] == "#alerts")

project.integrations.update("pipelines-email", {"recipients": "dev@example.com"})
listed = sorted(i.slug for i in project.integrations.list(get_all=True))
check("integrations.list() shows the active ones", listed == ["pipelines-email", "slack"])
check("services.list() too", sorted(i.slug for i in project.services.list(get_all=True)) == listed)

expect_error("a missing required parameter is 400", gitlab.exceptions.GitlabUpdateError, lambda: project.integrations.update("jenkins", {"jenkins_url": "https://203.0.113.3"}))

slack.delete()
check("delete() deactivates", [i.slug for i in project.integrations.list(get_all=True)] == ["pipelines-email"])
reset = project.integrations.get("slack")
check("delete() resets the settings", reset.active is False and reset.properties["channel"] is None)
project.services.delete("pipelines-email")
check("services.delete(slug)", project.integrations.list(get_all=True) == [])

print("OK")
