"""python-gitlab (Debian python3-gitlab 3.12) against Forgegraph: issues, notes, award emoji, to-dos, moves, labels, milestones, hooks.

Run by python-gitlab-issues.test.ts with GITLAB_URL and GITLAB_TOKEN (root). Exits non-zero on the
first failed expectation, printing which one. Labels and milestones are checked as resources of
their own: issues do not carry them yet.
"""
import secrets

import gitlab

from compat_checks import check, expect_error, root

tag = secrets.token_hex(4)
me = root.users.get(root.http_get("/user")["id"])

group = root.groups.create({"name": f"Issues {tag}", "path": f"issues-{tag}"})
project = root.projects.create({"name": "Tracker", "namespace_id": group.id})

# Issues
issue = project.issues.create({"title": f"Crash {tag}", "description": "boom", "assignee_ids": [me.id]})
check("issues.create returns the issue", (issue.iid, issue.state, issue.title) == (1, "opened", f"Crash {tag}"))
check("the created issue has its assignee", [a["id"] for a in issue.assignees] == [me.id])
check("issues.get(iid)", project.issues.get(issue.iid).id == issue.id)
other = project.issues.create({"title": "Unrelated"})
check("issues.list(search=)", [i.iid for i in project.issues.list(search=f"Crash {tag}", get_all=True)] == [issue.iid])
check("issues.list(assignee_id=)", [i.iid for i in project.issues.list(assignee_id=me.id, get_all=True)] == [issue.iid])
check("issues.list(assignee_id='None')", [i.iid for i in project.issues.list(assignee_id="None", get_all=True)] == [other.iid])

issue.title = f"Crash {tag} on start"
issue.description = "boom, every time"
issue.save()
fetched = project.issues.get(issue.iid)
check("issue.save() sends PUT", (fetched.title, fetched.description) == (f"Crash {tag} on start", "boom, every time"))
issue.state_event = "close"
issue.save()
check("state_event='close' closes the issue", issue.state == "closed" and issue.attributes["closed_by"]["id"] == me.id)
check("issues.list(state='closed')", [i.iid for i in project.issues.list(state="closed", get_all=True)] == [issue.iid])
check("issues.list(state='opened')", [i.iid for i in project.issues.list(state="opened", get_all=True)] == [other.iid])
check("gl.issues.list(scope='all')", [i.id for i in root.issues.list(scope="all", search=tag, get_all=True)] == [issue.id])
check("group.issues.list()", sorted(i.iid for i in group.issues.list(get_all=True)) == [issue.iid, other.iid])

stats = issue.time_estimate("3h30m")
check("issue.time_estimate('3h30m')", stats["time_estimate"] == 12600 and stats["human_time_estimate"] == "3h 30m")
stats = issue.add_spent_time("1h")
check("issue.add_spent_time('1h')", stats["total_time_spent"] == 3600 and stats["human_total_time_spent"] == "1h")
# A lazy object has no time_stats attribute, so time_stats() asks GET .../time_stats.
stats = project.issues.get(issue.iid, lazy=True).time_stats()
check("issue.time_stats()", (stats["time_estimate"], stats["total_time_spent"]) == (12600, 3600))
check("the issue carries its time_stats", project.issues.get(issue.iid).time_stats()["time_estimate"] == 12600)
check("issue.reset_time_estimate()", issue.reset_time_estimate()["time_estimate"] == 0)
check("issue.reset_spent_time()", issue.reset_spent_time()["total_time_spent"] == 0)

for i in range(5):
    project.issues.create({"title": f"page {i}"})
pages = project.issues.list(iterator=True, per_page=2, order_by="created_at", sort="asc")
iids = [i.iid for i in pages]
check("iterator=True walks every page", iids == list(range(1, 8)) and pages.total_pages == 4)

other.delete()
expect_error("a deleted issue answers 404", gitlab.exceptions.GitlabGetError, lambda: project.issues.get(other.iid))

# Issue notes
note = issue.notes.create({"body": "first!"})
check("notes.create", note.body == "first!" and note.author["id"] == me.id and note.noteable_iid == issue.iid)
check("notes.list()", [n.id for n in issue.notes.list(get_all=True) if not n.system] == [note.id])
check("notes.get(id)", issue.notes.get(note.id).body == "first!")
note.body = "edited"
note.save()
check("note.save() sends PUT", issue.notes.get(note.id).body == "edited")
note.delete()
expect_error("a deleted note answers 404", gitlab.exceptions.GitlabGetError, lambda: issue.notes.get(note.id))

reopened = project.issues.get(issue.iid)
reopened.state_event = "reopen"
reopened.save()
check("state_event='reopen'", project.issues.get(issue.iid).state == "opened")
closing = issue.notes.create({"body": "Closing.\n/close"})
check("a note with /close closes the issue", project.issues.get(issue.iid).state == "closed" and closing.body == "Closing.")
# Quick actions alone make no note: GitLab answers 202 with what they changed (Entities::NoteCommands).
commands = issue.notes.create({"body": "/reopen"})
check("a note of only /reopen reopens the issue", project.issues.get(issue.iid).state == "opened" and "summary" in commands.attributes)
issue.notes.create({"body": "/close"})
check("a note of only /close closes it again", project.issues.get(issue.iid).state == "closed")

# Project labels
label = project.labels.create({"name": f"bug-{tag}", "color": "#d9534f", "description": "Broken"})
check("labels.create", (label.name, label.color, label.description) == (f"bug-{tag}", "#d9534f", "Broken"))
expect_error("a duplicate label answers 409", gitlab.exceptions.GitlabCreateError,
             lambda: project.labels.create({"name": f"bug-{tag}", "color": "#000000"}))
check("labels.list()", [lb.name for lb in project.labels.list(get_all=True)] == [f"bug-{tag}"])
check("labels.get(name)", project.labels.get(f"bug-{tag}").id == label.id)
label.description = "Something is broken"
label.save()
check("label.save()", project.labels.get(f"bug-{tag}").description == "Something is broken")
label.subscribe()
check("label.subscribe()", label.subscribed is True and project.labels.get(f"bug-{tag}").subscribed is True)
expect_error("subscribing twice answers 304", gitlab.exceptions.GitlabSubscribeError, label.subscribe)
label.unsubscribe()
check("label.unsubscribe()", label.subscribed is False and project.labels.get(f"bug-{tag}").subscribed is False)
label.delete()
expect_error("a deleted label answers 404", gitlab.exceptions.GitlabGetError, lambda: project.labels.get(f"bug-{tag}"))

# Group labels
glabel = group.labels.create({"name": f"team-{tag}", "color": "#428bca"})
check("group.labels.create", (glabel.name, glabel.color) == (f"team-{tag}", "#428bca"))
check("group.labels.list()", [lb.name for lb in group.labels.list(get_all=True)] == [f"team-{tag}"])
check("group.labels.get(name)", group.labels.get(f"team-{tag}").id == glabel.id)
glabel.description = "The team"
glabel.save()
check("group label.save()", group.labels.get(f"team-{tag}").description == "The team")
glabel.subscribe()
glabel.unsubscribe()
check("group label subscribe/unsubscribe", group.labels.get(f"team-{tag}").subscribed is False)
glabel.delete()
check("group label.delete()", group.labels.list(get_all=True) == [])

# Project milestones
milestone = project.milestones.create({"title": f"v1-{tag}", "due_date": "2030-01-31"})
check("milestones.create", (milestone.iid, milestone.state, milestone.due_date) == (1, "active", "2030-01-31"))
check("milestones.list(state='active')", [m.id for m in project.milestones.list(state="active", get_all=True)] == [milestone.id])
check("milestones.get(id)", project.milestones.get(milestone.id).title == f"v1-{tag}")
milestone.state_event = "close"
milestone.save()
check("state_event='close' closes the milestone", project.milestones.get(milestone.id).state == "closed")
check("milestones.list(state='closed')", [m.id for m in project.milestones.list(state="closed", get_all=True)] == [milestone.id])
check("milestones.list(state='active') leaves it out", project.milestones.list(state="active", get_all=True) == [])
milestone.delete()
expect_error("a deleted milestone answers 404", gitlab.exceptions.GitlabGetError, lambda: project.milestones.get(milestone.id))

# Group milestones
gmilestone = group.milestones.create({"title": f"Q1-{tag}"})
check("group.milestones.create", gmilestone.group_id == group.id and gmilestone.state == "active")
check("group.milestones.list()", [m.id for m in group.milestones.list(get_all=True)] == [gmilestone.id])
gmilestone.description = "First quarter"
gmilestone.save()
check("group milestone.save()", group.milestones.get(gmilestone.id).description == "First quarter")
gmilestone.delete()
check("group milestone.delete()", group.milestones.list(get_all=True) == [])

# Project hooks; the sandbox has no DNS, so they point at loopback, which settings must allow.
settings = root.settings.get()
settings.allow_local_requests_from_web_hooks_and_services = True
settings.save()
hook = project.hooks.create({"url": "http://127.0.0.1:9/forgegraph", "push_events": True, "token": "s3cret"})
check("project.hooks.create", (hook.url, hook.push_events, hook.project_id) == ("http://127.0.0.1:9/forgegraph", True, project.id))
check("the hook token is never returned", "token" not in hook.attributes)
check("project.hooks.list()", [h.id for h in project.hooks.list()] == [hook.id])
hook.issues_events = True
hook.save()
check("hook.save() sends PUT", project.hooks.get(hook.id).issues_events is True)
hook.delete()
expect_error("a deleted hook answers 404", gitlab.exceptions.GitlabGetError, lambda: project.hooks.get(hook.id))

# Award emoji, on the issue and on a note
award = issue.awardemojis.create({"name": "thumbsup"})
check("awardemojis.create", (award.name, award.awardable_type, award.user["id"]) == ("thumbsup", "Issue", me.id))
check("the award counts as an upvote", project.issues.get(issue.iid).upvotes == 1)
check("awardemojis.list()", [a.id for a in issue.awardemojis.list(get_all=True)] == [award.id])
expect_error("awarding it twice answers 404", gitlab.exceptions.GitlabCreateError, lambda: issue.awardemojis.create({"name": "thumbsup"}))
expect_error("an unknown emoji answers 404", gitlab.exceptions.GitlabCreateError, lambda: issue.awardemojis.create({"name": "not_an_emoji"}))
check("issues.list(my_reaction_emoji=)", [i.iid for i in project.issues.list(my_reaction_emoji="thumbsup", get_all=True)] == [issue.iid])
award.delete()
check("award.delete()", issue.awardemojis.list(get_all=True) == [])
comment = issue.notes.create({"body": "react here"})
note_award = comment.awardemojis.create({"name": "heart"})
check("note awardemojis.create", (note_award.awardable_type, note_award.awardable_id) == ("Note", comment.id))

# To-dos
issue.todo()
todos = root.todos.list(get_all=True)
check("issue.todo() then todos.list()", [(t.target_type, t.target["id"], t.action_name) for t in todos] == [("Issue", issue.id, "marked")])
expect_error("a second issue.todo() answers 304", gitlab.exceptions.GitlabTodoError, issue.todo)
todos[0].mark_as_done()
check("todo.mark_as_done()", root.todos.list(get_all=True) == [] and root.todos.list(state="done", get_all=True)[0].id == todos[0].id)
issue.todo()
root.todos.mark_all_as_done()
check("todos.mark_all_as_done()", root.todos.list(get_all=True) == [])

# Moving an issue
elsewhere = root.projects.create({"name": "Elsewhere", "namespace_id": group.id})
movable = project.issues.create({"title": f"Move me {tag}"})
movable.move(elsewhere.id)
check("issue.move(project_id)", (movable.project_id, movable.iid, movable.title) == (elsewhere.id, 1, f"Move me {tag}"))
left = project.issues.list(search=f"Move me {tag}", get_all=True)[0]
check("the old issue is closed and points at the new one", (left.state, left.moved_to_id) == ("closed", movable.id))
expect_error("moving to the same project answers 400", gitlab.exceptions.GitlabUpdateError, lambda: elsewhere.issues.get(1).move(elsewhere.id))

# Deleting an issue is for owners and admins.
issue.delete()
expect_error("issue.delete()", gitlab.exceptions.GitlabGetError, lambda: project.issues.get(issue.iid))

group.delete()
print("OK")
