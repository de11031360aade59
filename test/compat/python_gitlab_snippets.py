"""python-gitlab (Debian python3-gitlab 3.12) against Forgegraph: personal and project snippets.

Run by python-gitlab-snippets.test.ts with GITLAB_URL and GITLAB_TOKEN (root). Exits non-zero on
the first failed expectation, printing which one. python-gitlab 3.12 writes snippets with the
legacy `file_name` + `content` pair.
"""
import secrets

import gitlab

from compat_checks import check, expect_error, root

tag = secrets.token_hex(4)

# Personal snippets
snippet = root.snippets.create({"title": f"Snippet {tag}", "file_name": "hello.py", "content": "print('hi')\n", "visibility": "public"})
check("snippets.create returns the snippet", (snippet.title, snippet.file_name, snippet.visibility) == (f"Snippet {tag}", "hello.py", "public"))
check("the snippet carries its repository URLs", snippet.http_url_to_repo.endswith(f"/snippets/{snippet.id}.git"))
check("snippets.get(id)", root.snippets.get(snippet.id).title == f"Snippet {tag}")
check("snippet.content() reads the raw file", snippet.content() == b"print('hi')\n")
check("snippets.list() has the snippet", snippet.id in [s.id for s in root.snippets.list(get_all=True)])
check("snippets.public() has the public snippet", snippet.id in [s.id for s in root.snippets.public(get_all=True)])

snippet.title = f"Renamed {tag}"
snippet.content = "print('bye')\n"
snippet.save()
fetched = root.snippets.get(snippet.id)
check("snippet.save() sends PUT", fetched.title == f"Renamed {tag}")
check("the new content is committed", fetched.content() == b"print('bye')\n")

snippet.delete()
expect_error("a deleted snippet answers 404", gitlab.exceptions.GitlabGetError, lambda: root.snippets.get(snippet.id))

# Project snippets
project = root.projects.create({"name": f"Snippets {tag}"})
psnippet = project.snippets.create({"title": "Deploy", "file_name": "deploy.sh", "content": "echo go\n", "visibility": "private", "description": "steps"})
check("project.snippets.create", (psnippet.title, psnippet.project_id, psnippet.description) == ("Deploy", project.id, "steps"))
check("project.snippets.list()", [s.id for s in project.snippets.list(get_all=True)] == [psnippet.id])
check("project.snippets.get(id)", project.snippets.get(psnippet.id).file_name == "deploy.sh")
check("project snippet content()", psnippet.content() == b"echo go\n")
psnippet.visibility = "internal"
psnippet.save()
check("project snippet save()", project.snippets.get(psnippet.id).visibility == "internal")
psnippet.delete()
check("project snippet delete()", project.snippets.list(get_all=True) == [])
expect_error("POST /snippets without a title answers 400", gitlab.exceptions.GitlabHttpError,
             lambda: root.http_post("/snippets", post_data={"file_name": "a", "content": "b"}))

print("OK")
