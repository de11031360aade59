"""python-gitlab (Debian python3-gitlab 3.12) against Forgegraph: group epics and their issues.

Run by python-gitlab-epics.test.ts with GITLAB_URL and GITLAB_TOKEN (root). Exits non-zero on the
first failed expectation, printing which one.
"""
import secrets

import gitlab

from compat_checks import check, expect_error, root

tag = secrets.token_hex(4)

group = root.groups.create({"name": f"Epics {tag}", "path": f"epics-{tag}"})
project = root.projects.create({"name": "Planned", "namespace_id": group.id})

# Epics
epic = group.epics.create({"title": f"Roadmap {tag}", "description": "the plan", "labels": ["plan", "q1"], "start_date": "2030-01-01"})
check("epics.create returns the epic", (epic.iid, epic.state, epic.title, epic.group_id) == (1, "opened", f"Roadmap {tag}", group.id))
check("the created epic has its labels and fixed start date", (epic.labels, epic.start_date, epic.start_date_is_fixed) == (["plan", "q1"], "2030-01-01", True))
check("epics.get(iid)", group.epics.get(epic.iid).id == epic.id)
other = group.epics.create({"title": "Unrelated"})
check("epics.list()", [e.iid for e in group.epics.list(get_all=True)] == [other.iid, epic.iid])
check("epics.list(search=)", [e.iid for e in group.epics.list(search=f"Roadmap {tag}", get_all=True)] == [epic.iid])
check("epics.list(labels=)", [e.iid for e in group.epics.list(labels=["plan"], get_all=True)] == [epic.iid])
check("epics.list(order_by='title', sort='asc')", [e.iid for e in group.epics.list(order_by="title", sort="asc", get_all=True)] == [epic.iid, other.iid])

epic.title = f"Roadmap {tag} 2030"
epic.end_date = "2030-12-31"
epic.save()
fetched = group.epics.get(epic.iid)
check("epic.save() sends PUT", (fetched.title, fetched.due_date, fetched.end_date) == (f"Roadmap {tag} 2030", "2030-12-31", "2030-12-31"))
epic.state_event = "close"
epic.save()
check("state_event='close' closes the epic", group.epics.get(epic.iid).state == "closed")

# Epic issues
issue = project.issues.create({"title": "Part of the plan"})
second = project.issues.create({"title": "Also part of it"})
link = epic.issues.create({"issue_id": issue.id})
check("epic.issues.create links the issue", (link.epic["iid"], link.issue["id"], link.epic_issue_id) == (epic.iid, issue.id, link.id))
epic.issues.create({"issue_id": second.id})
listed = epic.issues.list(get_all=True)
check("epic.issues.list() in epic order", [i.id for i in listed] == [second.id, issue.id])
check("listed issues carry their link", all(i.epic_issue_id for i in listed) and listed[0].epic_iid == epic.iid)
check("the issue shows its epic", project.issues.get(issue.iid).epic["iid"] == epic.iid)
moved = listed[0]
moved.move_before_id = listed[1].epic_issue_id
moved.save()
check("epic issue save() reorders", [i.id for i in epic.issues.list(get_all=True)] == [issue.id, second.id])
epic.issues.delete(link.epic_issue_id)
check("epic.issues.delete() unlinks", [i.id for i in epic.issues.list(get_all=True)] == [second.id])
check("issues.list(epic_id=None)", [i.iid for i in project.issues.list(epic_id="None", get_all=True)] == [issue.iid])

other.delete()
expect_error("a deleted epic answers 403", gitlab.exceptions.GitlabGetError, lambda: group.epics.get(other.iid))

group.delete()
print("OK")
