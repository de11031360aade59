"""python-gitlab (Debian python3-gitlab 3.12) against Forgegraph: groups, projects, members.

Run by python-gitlab-collaboration.test.ts with GITLAB_URL and GITLAB_TOKEN (root). Exits non-zero
on the first failed expectation, printing which one.
"""
import secrets

import gitlab
from gitlab import const

from compat_checks import check, expect_error, root, url  # noqa: F401

tag = secrets.token_hex(4)


group = root.groups.create({"name": f"Py {tag}", "path": f"py-{tag}"})
check("groups.create returns the group", group.full_path == f"py-{tag}")
sub = root.groups.create({"name": "Sub", "path": "sub", "parent_id": group.id})
check("a subgroup has its full path", sub.full_path == f"py-{tag}/sub")
check("groups.get by full path", root.groups.get(f"py-{tag}/sub").id == sub.id)

project = root.projects.create({"name": "Py Project", "namespace_id": sub.id})
check("projects.create derives the path", project.path_with_namespace == f"py-{tag}/sub/py-project")
check("projects.get by full path", root.projects.get(f"py-{tag}/sub/py-project").id == project.id)
expect_error("a duplicate project is refused", gitlab.exceptions.GitlabCreateError,
             lambda: root.projects.create({"name": "Py Project", "namespace_id": sub.id}))

project.description = "edited"
project.save()
check("project.save() sends PUT", root.projects.get(project.id).description == "edited")
project.archive()
check("project.archive()", root.projects.get(project.id).archived is True)
project.unarchive()

name = "py" + secrets.token_hex(4)
user = root.users.create({"username": name, "name": "Py Member", "email": f"{name}@example.com",
                          "password": "S3cure-pa55word!", "skip_confirmation": True})
member = project.members.create({"user_id": user.id, "access_level": const.DEVELOPER_ACCESS})
check("members.create", member.access_level == const.DEVELOPER_ACCESS and member.username == name)
member.access_level = const.MAINTAINER_ACCESS
member.save()
check("member.save() sends PUT", project.members.get(user.id).access_level == const.MAINTAINER_ACCESS)
group.members.create({"user_id": user.id, "access_level": const.REPORTER_ACCESS})
check("members_all.get sees the highest level", project.members_all.get(user.id).access_level == const.MAINTAINER_ACCESS)
check("members_all.list includes inherited owners", {m.username for m in project.members_all.list(all=True)} >= {"root", name})
expect_error("adding an existing member answers 409", gitlab.exceptions.GitlabCreateError,
             lambda: project.members.create({"user_id": user.id, "access_level": 30}))
project.members.delete(user.id)
expect_error("a removed member is gone", gitlab.exceptions.GitlabGetError, lambda: project.members.get(user.id))

for i in range(3):
    root.projects.create({"name": f"extra {i}", "namespace_id": group.id})
check("group.projects.list(include_subgroups=True)", len(group.projects.list(include_subgroups=True, all=True)) == 4)
check("group.subgroups.list()", [g.id for g in group.subgroups.list()] == [sub.id])
check("group.descendant_groups.list()", [g.id for g in group.descendant_groups.list()] == [sub.id])

offset_ids = [p.id for p in root.projects.list(order_by="id", sort="asc", per_page=2, all=True)]
keyset_ids = [p.id for p in root.projects.list(pagination="keyset", order_by="id", sort="asc", per_page=2, all=True)]
check("offset and keyset pagination walk the same projects", offset_ids == keyset_ids and len(keyset_ids) >= 4)
check("groups.list(search=)", [g.id for g in root.groups.list(search=f"py-{tag}", all=True)] == [group.id])
check("namespaces.list(search=)", [n.id for n in root.namespaces.list(search=f"py-{tag}", all=True)] == [group.id])
check("namespaces.list(search=, full_path_search=)",
      [n.id for n in root.namespaces.list(search=f"py-{tag}", full_path_search=True, all=True)] == [group.id, sub.id])
namespace = root.namespaces.get(f"py-{tag}/sub")
check("namespaces.get by full path", (namespace.id, namespace.kind, namespace.parent_id) == (sub.id, "group", group.id))
check("namespaces.get of the personal namespace", root.namespaces.get("root").kind == "user")

# The sandbox has no DNS, so the hook points at loopback, which application settings must allow.
settings = root.settings.get()
settings.allow_local_requests_from_web_hooks_and_services = True
settings.save()
hook = group.hooks.create({"url": "http://127.0.0.1:9/forgegraph", "member_events": True, "token": "s3cret"})
check("group.hooks.create", hook.url == "http://127.0.0.1:9/forgegraph" and hook.member_events is True)
check("the hook token is never returned", "token" not in hook.attributes)
hook.subgroup_events = True
hook.save()
check("hook.save() sends PUT", group.hooks.get(hook.id).subgroup_events is True)
check("group.hooks.list()", [h.id for h in group.hooks.list()] == [hook.id])
hook.delete()
check("hook.delete()", group.hooks.list() == [])

# Stars, transfers, per-user project lists, project groups and custom attributes.
project.star()
check("project.star() updates star_count", project.star_count == 1)
me = root.users.list(username="root")[0]
check("user.starred_projects.list()", [p.id for p in me.starred_projects.list(all=True)] == [project.id])
check("project.groups.list() lists the ancestors", [g.id for g in project.groups.list()] == [sub.id, group.id])
project.unstar()
check("project.unstar()", project.star_count == 0)
mine = root.projects.create({"name": f"mine {tag}"})
check("user.projects.list()", mine.id in [p.id for p in me.projects.list(all=True)])
mine.transfer(sub.id)
check("project.transfer(namespace)", root.projects.get(mine.id).namespace["id"] == sub.id)
mine.customattributes.set("colour", "teal")
check("project.customattributes", [(a.key, a.value) for a in mine.customattributes.list()] == [("colour", "teal")])
moved = root.groups.create({"name": "Moved", "path": f"moved-{tag}"})
moved.transfer(group.id)
check("group.transfer(parent)", root.groups.get(moved.id).full_path == f"py-{tag}/moved-{tag}")
moved.transfer()
check("group.transfer() makes it top-level", root.groups.get(moved.id).parent_id is None)
moved.delete()

project.delete()
expect_error("a deleted project answers 404", gitlab.exceptions.GitlabGetError, lambda: root.projects.get(project.id))
group.delete()
expect_error("a deleted group answers 404", gitlab.exceptions.GitlabGetError, lambda: root.groups.get(group.id))
print("OK")
