"""python-gitlab (Debian python3-gitlab 3.12) against Forgegraph: merge requests, their notes, diffs and merges.

Run by python-gitlab-merge-requests.test.ts with GITLAB_URL and GITLAB_TOKEN (root). Exits non-zero on
the first failed expectation, printing which one.
"""
import secrets

import gitlab

from compat_checks import check, expect_error, root

tag = secrets.token_hex(4)
me = root.users.get(root.http_get("/user")["id"])

project = root.projects.create({"name": f"Reviews {tag}", "initialize_with_readme": True})
for branch, path in (("feature", "feature.txt"), ("other", "other.txt")):
    project.commits.create({
        "branch": branch, "start_branch": "main", "commit_message": f"Add {path}",
        "actions": [{"action": "create", "file_path": path, "content": f"{branch}\n"}],
    })

mr = project.mergerequests.create({
    "source_branch": "feature", "target_branch": "main", "title": f"Feature {tag}", "labels": ["review"], "assignee_ids": [me.id],
})
check("mergerequests.create returns the merge request", (mr.iid, mr.state, mr.source_branch, mr.labels) == (1, "opened", "feature", ["review"]))
check("the merge request is mergeable", (mr.merge_status, mr.detailed_merge_status) == ("can_be_merged", "mergeable"))
check("mergerequests.get(iid)", project.mergerequests.get(mr.iid).id == mr.id)
other = project.mergerequests.create({"source_branch": "other", "target_branch": "main", "title": "Draft: other"})
check("mergerequests.list(wip='yes')", [m.iid for m in project.mergerequests.list(wip="yes", get_all=True)] == [other.iid])
check("mergerequests.list(labels=)", [m.iid for m in project.mergerequests.list(labels=["review"], get_all=True)] == [mr.iid])
check("gl.mergerequests.list() (created by me)", sorted(m.iid for m in root.mergerequests.list(search=tag, get_all=True)) == [mr.iid])
expect_error("a second open merge request for the branch answers 409", gitlab.exceptions.GitlabCreateError,
             lambda: project.mergerequests.create({"source_branch": "feature", "target_branch": "main", "title": "again"}))

mr.description = "Please review"
mr.save()
check("mr.save() sends PUT", project.mergerequests.get(mr.iid).description == "Please review")
commits = list(mr.commits())
check("mr.commits()", [c.title for c in commits] == ["Add feature.txt"])
changes = mr.changes()
check("mr.changes()", [c["new_path"] for c in changes["changes"]] == ["feature.txt"])
check("mr.changes() counts the changed files", changes["changes_count"] == "1")

note = mr.notes.create({"body": "Looks good"})
check("mr.notes.create()", note.body == "Looks good" and note.noteable_type == "MergeRequest")
check("mr.notes.list()", [n.body for n in mr.notes.list(get_all=True)] == ["Looks good"])

other.state_event = "close"
other.save()
check("state_event='close' closes the merge request", project.mergerequests.get(other.iid).state == "closed")

merged = mr.merge(should_remove_source_branch=True)
check("mr.merge() merges", merged["state"] == "merged" and merged["merge_commit_sha"])
check("the source branch is gone", [b.name for b in project.branches.list(get_all=True)] == ["main", "other"])
check("main holds the merged file", project.files.get("feature.txt", ref="main").decode() == b"feature\n")
expect_error("merging a merged merge request answers 405", gitlab.exceptions.GitlabMRClosedError, lambda: mr.merge())
check("mergerequests.list(state='merged')", [m.iid for m in project.mergerequests.list(state="merged", get_all=True)] == [mr.iid])

other.delete()
expect_error("a deleted merge request answers 404", gitlab.exceptions.GitlabGetError, lambda: project.mergerequests.get(other.iid))
project.delete()
print("OK")
