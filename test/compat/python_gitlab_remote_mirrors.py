"""python-gitlab (Debian python3-gitlab 3.12) against Forgegraph: remote push mirrors.

python-gitlab 3.12's ProjectRemoteMirrorManager lists, creates and saves; sync, get and delete go
through its raw http_* calls, as its newer releases' `.sync()` / `.delete()` do. Run by
python-gitlab-remote-mirrors.test.ts with GITLAB_URL and GITLAB_TOKEN (root).
"""
import os
import secrets
import time
from urllib.parse import urlsplit, urlunsplit

import gitlab

from compat_checks import check, expect_error, root, url

tag = secrets.token_hex(4)
root.settings.update(new_data={"allow_local_requests_from_web_hooks_and_services": True})

source = root.projects.create({"name": f"Mirror source {tag}", "initialize_with_readme": True})
target = root.projects.create({"name": f"Mirror target {tag}"})
parts = urlsplit(url)
target_url = urlunsplit((parts.scheme, f"oauth2:{os.environ['GITLAB_TOKEN']}@{parts.netloc}", f"/{target.path_with_namespace}.git", "", ""))

mirror = source.remote_mirrors.create({"url": target_url, "enabled": True})
check("remote_mirrors.create masks the credentials", mirror.url == urlunsplit((parts.scheme, f"*****:*****@{parts.netloc}", f"/{target.path_with_namespace}.git", "", "")))
check("a new mirror has not run", mirror.update_status == "none" and mirror.last_update_at is None)
check("remote_mirrors.list", [m.id for m in source.remote_mirrors.list(all=True)] == [mirror.id])

mirror.only_protected_branches = True
mirror.save()
check("mirror.save updates", source.remote_mirrors.list(all=True)[0].only_protected_branches is True)

path = f"/projects/{source.id}/remote_mirrors/{mirror.id}"
root.http_post(f"{path}/sync")
deadline = time.time() + 60
state = root.http_get(path)
while state["update_status"] != "finished" and time.time() < deadline:
    time.sleep(0.5)
    state = root.http_get(path)
check("sync pushes and the mirror ends finished", state["update_status"] == "finished" and state["last_successful_update_at"] is not None)
check("the target has the source's main", target.branches.get("main").commit["id"] == source.branches.get("main").commit["id"])

expect_error("a non-git URL is refused", gitlab.exceptions.GitlabCreateError, lambda: source.remote_mirrors.create({"url": "file:///etc"}))
root.http_delete(path)
check("a deleted mirror is gone", source.remote_mirrors.list(all=True) == [])
expect_error("a deleted mirror answers 404", gitlab.exceptions.GitlabHttpError, lambda: root.http_get(path))

root.settings.update(new_data={"allow_local_requests_from_web_hooks_and_services": False})
print("OK")
