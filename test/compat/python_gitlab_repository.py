"""python-gitlab (Debian python3-gitlab 3.12) against Forgegraph: commits, tags and raw files.

Run by python-gitlab-repository.test.ts with GITLAB_URL and GITLAB_TOKEN (root). Exits non-zero
on the first failed expectation, printing which one.
"""
import secrets

import gitlab

from compat_checks import check, expect_error, root, url  # noqa: F401

tag = secrets.token_hex(4)


project = root.projects.create({"name": f"Repo {tag}", "initialize_with_readme": True})
check("a project with a README has a repository", project.empty_repo is False and project.default_branch == "main")

commit = project.commits.create({
    "branch": "main",
    "commit_message": "Add sources",
    "actions": [
        {"action": "create", "file_path": "src/app.py", "content": "print('hi')\n"},
        {"action": "create", "file_path": "docs/intro.md", "content": "# Intro\n"},
        {"action": "update", "file_path": "README.md", "content": "# Updated\n"},
    ],
})
check("commits.create with actions", commit.title == "Add sources" and commit.stats["additions"] == 3)

commits = project.commits.list(ref_name="main", all=True)
check("commits.list walks the branch", [c.id for c in commits][:1] == [commit.id] and len(commits) == 2)
fetched = project.commits.get(commit.id)
check("commits.get", fetched.message == "Add sources" and fetched.parent_ids == [commits[1].id])
check("commit.diff()", sorted(d["new_path"] for d in fetched.diff()) == ["README.md", "docs/intro.md", "src/app.py"])

release = project.tags.create({"tag_name": "v1.0", "ref": "main", "message": "First release"})
project.tags.create({"tag_name": "v1.1", "ref": commits[1].id})
check("tags.create (annotated)", release.message == "First release" and release.commit["id"] == commit.id)
check("tags.list", sorted(t.name for t in project.tags.list(all=True)) == ["v1.0", "v1.1"])
check("tags.get", project.tags.get("v1.1").target == commits[1].id)
project.tags.delete("v1.1")
check("tags.delete", [t.name for t in project.tags.list(all=True)] == ["v1.0"])
expect_error("a deleted tag answers 404", gitlab.exceptions.GitlabGetError, lambda: project.tags.get("v1.1"))

raw = project.files.raw(file_path="src/app.py", ref="main")
check("files.raw returns the bytes", raw == b"print('hi')\n")
check("files.raw at a tag", project.files.raw(file_path="README.md", ref="v1.0") == b"# Updated\n")
check("files.get decodes content", project.files.get(file_path="docs/intro.md", ref="v1.0").decode() == b"# Intro\n")
check("repository_raw_blob", project.repository_raw_blob(project.files.get(file_path="README.md", ref="main").blob_id) == b"# Updated\n")

project.delete()
print("OK")
