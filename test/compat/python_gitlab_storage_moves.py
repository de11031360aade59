"""python-gitlab (Debian python3-gitlab 3.12) against Forgegraph: project, snippet and group repository storage moves.

Run by python-gitlab-storage-moves.test.ts with GITLAB_URL and GITLAB_TOKEN (root), the service
having a second shard named `second`. Debian's 3.12 predates python-gitlab's
`gitlab/v4/objects/repository_storage_moves.py`, so its managers are declared here as upstream
declares them, on python-gitlab's own mixins (list, get, create, pagination, errors all the client's).
"""
import secrets
import time

import gitlab
from gitlab.base import RESTManager, RESTObject
from gitlab.mixins import CreateMixin, RetrieveMixin
from gitlab.types import RequiredOptional

from compat_checks import check, expect_error, root


class ProjectStorageMove(RESTObject):
    pass


class ProjectStorageMoveManager(RetrieveMixin, CreateMixin, RESTManager):
    _path = "/projects/{project_id}/repository_storage_moves"
    _obj_cls = ProjectStorageMove
    _from_parent_attrs = {"project_id": "id"}
    _create_attrs = RequiredOptional(optional=("destination_storage_name",))


class StorageMove(RESTObject):
    pass


def global_manager(path, parent=None):
    class Manager(RetrieveMixin, RESTManager):
        _path = path
        _obj_cls = StorageMove
    return Manager(root, parent=parent)


def scoped_manager(path, parent):
    class Manager(RetrieveMixin, CreateMixin, RESTManager):
        _path = path
        _obj_cls = StorageMove
        _from_parent_attrs = {"id": "id"}
        _create_attrs = RequiredOptional(optional=("destination_storage_name",))
    return Manager(root, parent=parent)


def settled(manager, move_id):
    for _ in range(300):
        move = manager.get(move_id)
        if move.state in ("finished", "failed", "cleanup failed"):
            return move
        time.sleep(0.1)
    raise SystemExit(f"FAILED: move {move_id} never settled")


tag = secrets.token_hex(4)
project = root.projects.create({"name": f"Moved {tag}", "initialize_with_readme": True})
project.files.create({"file_path": "a.txt", "branch": "main", "content": "hello\n", "commit_message": "Add a"})
moves = ProjectStorageMoveManager(root, parent=project)

move = moves.create({"destination_storage_name": "second"})
check("project moves.create() schedules the move", (move.state, move.source_storage_name, move.destination_storage_name) == ("scheduled", "default", "second"))
check("the move names its project", move.project["id"] == project.id and move.project["path_with_namespace"] == project.path_with_namespace)
done = settled(moves, move.id)
check("the move finishes", done.state == "finished" and done.error_message is None)
check("the project is on the new shard", root.projects.get(project.id).repository_storage == "second")
check("its files are all there", project.files.raw("a.txt", ref="main") == b"hello\n")
check("moves.list()", [m.id for m in moves.list(get_all=True)] == [move.id])

error = expect_error("an unknown destination is a 400", gitlab.GitlabCreateError, lambda: moves.create({"destination_storage_name": "nowhere"}))
check("with the validation message", error.error_message == {"destination_storage_name": ["is not included in the list"]})

everything = global_manager("/project_repository_storage_moves")
check("gl project_repository_storage_moves.list()", move.id in [m.id for m in everything.list(get_all=True)])
check("gl project_repository_storage_moves.get()", everything.get(move.id).project["id"] == project.id)
expect_error("an unknown move is a 404", gitlab.GitlabGetError, lambda: everything.get(999999))
expect_error("bulk moves need a known source", gitlab.GitlabHttpError,
             lambda: root.http_post("/project_repository_storage_moves", post_data={"source_storage_name": "nowhere"}))

snippet = root.snippets.create({"title": f"Snippet {tag}", "file_name": "s.py", "content": "print(1)\n", "visibility": "private"})
snippet_moves = scoped_manager("/snippets/{id}/repository_storage_moves", snippet)
smove = snippet_moves.create({"destination_storage_name": "second"})
check("snippet moves.create()", smove.snippet["id"] == snippet.id and smove.state == "scheduled")
check("the snippet move finishes", settled(snippet_moves, smove.id).state == "finished")
check("the snippet's files are all there", root.snippets.get(snippet.id).content() == b"print(1)\n")
check("gl snippet_repository_storage_moves.list()", smove.id in [m.id for m in global_manager("/snippet_repository_storage_moves").list(get_all=True)])

group = root.groups.create({"name": f"Group {tag}", "path": f"group-{tag}"})
group_moves = scoped_manager("/groups/{id}/repository_storage_moves", group)
gmove = group_moves.create({"destination_storage_name": "second"})
check("group moves.create()", gmove.group == {"id": group.id, "web_url": group.web_url, "name": group.name})
check("the group move finishes", settled(group_moves, gmove.id).state == "finished")

accepted = root.http_post("/snippet_repository_storage_moves", post_data={"source_storage_name": "second", "destination_storage_name": "default"})
check("bulk snippet moves answer 202 Accepted", accepted == {"message": "202 Accepted"})

print("OK")
