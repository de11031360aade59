"""python-gitlab (Debian python3-gitlab 3.12) against Forgegraph: merge request approvals.

Run by python-gitlab-approvals.test.ts with GITLAB_URL and GITLAB_TOKEN (root). Exits non-zero on
the first failed expectation, printing which one.
"""
import secrets

import gitlab

from compat_checks import check, expect_error, root

tag = secrets.token_hex(4)
me = root.users.get(root.http_get("/user")["id"])
project = root.projects.create({"name": f"Approvals {tag}", "initialize_with_readme": True})

# Project configuration
settings = project.approvals.get()
check("project.approvals.get() has GitLab's defaults",
      (settings.reset_approvals_on_push, settings.merge_requests_author_approval, settings.approvers) == (True, False, []))
settings.merge_requests_author_approval = True
settings.save()
check("approvals save() posts the change", project.approvals.get().merge_requests_author_approval is True)
project.approvals.update(None, {"reset_approvals_on_push": False})
check("project.approvals.update()", project.approvals.get().reset_approvals_on_push is False)

# Project rules
rule = project.approvalrules.create({"name": "Root", "approvals_required": 1, "user_ids": [me.id]})
check("approvalrules.create()", (rule.name, rule.rule_type, [u["id"] for u in rule.users]) == ("Root", "regular", [me.id]))
check("approvalrules.list()", [r.id for r in project.approvalrules.list(get_all=True)] == [rule.id])

# Merge request approvals
project.commits.create({
    "branch": "feature", "start_branch": "main", "commit_message": "Add a",
    "actions": [{"action": "create", "file_path": "a.txt", "content": "a\n"}],
})
mr = project.mergerequests.create({"source_branch": "feature", "target_branch": "main", "title": f"Change {tag}"})
mr = project.mergerequests.get(mr.iid)
check("an unapproved merge request is not_approved", mr.detailed_merge_status == "not_approved")
approvals = mr.approvals.get()
check("mr.approvals.get()", (approvals.approved, approvals.approvals_required, approvals.approvals_left) == (False, 1, 1))
mr.approve(sha=mr.sha)
approvals = mr.approvals.get()
check("mr.approve()", approvals.approved and [a["user"]["id"] for a in approvals.approved_by] == [me.id])
state = mr.approval_state.get()
check("mr.approval_state.get()", [(r["name"], r["approved"]) for r in state.rules] == [("Root", True)])
expect_error("approving twice is refused", gitlab.exceptions.GitlabAuthenticationError, lambda: mr.approve())
mr.unapprove()
check("mr.unapprove()", mr.approvals.get().approved_by == [])
expect_error("unapproving again answers 404", gitlab.exceptions.GitlabMRApprovalError, lambda: mr.unapprove())

rule.delete()
check("approval rule delete()", project.approvalrules.list(get_all=True) == [])
check("without rules the merge request is mergeable", project.mergerequests.get(mr.iid).detailed_merge_status == "mergeable")
print("OK")
