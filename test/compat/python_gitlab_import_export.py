"""python-gitlab (Debian python3-gitlab 3.12) against Forgegraph: project export, download and import.

Run by python-gitlab-import-export.test.ts with GITLAB_URL and GITLAB_TOKEN (root). Exits non-zero on
the first failed expectation, printing which one.
"""
import io
import secrets
import tarfile
import time

import gitlab

from compat_checks import check, expect_error, root

tag = secrets.token_hex(4)


def wait_for(read, done, label, timeout=60):
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = read()
        if done(value):
            return value
        time.sleep(0.2)
    raise SystemExit(f"FAILED: {label}: timed out")


project = root.projects.create({"name": f"Exported {tag}", "initialize_with_readme": True})
project.issues.create({"title": f"Carried over {tag}"})
project.labels.create({"name": "bug", "color": "#ff0000"})

check("export status starts at none", project.exports.get().export_status == "none")
export = project.exports.create()
check("exports.create() answers 202", export is not None)
export = wait_for(lambda: project.exports.get(), lambda e: e.export_status in ("finished", "failed"), "export finishes")
check("the export finishes", export.export_status == "finished")
check("a finished export has _links", export._links["api_url"].endswith(f"/projects/{project.id}/export/download"))
archive = export.download()
names = tarfile.open(fileobj=io.BytesIO(archive), mode="r:gz").getnames()
check("the archive has GitLab's layout", {"VERSION", "tree/project.json", "tree/project/issues.ndjson", "project.bundle"} <= set(names))

output = root.projects.import_project(io.BytesIO(archive), path=f"imported-{tag}", name=f"Imported {tag}",
                                      override_params={"description": "Imported by python-gitlab"})
check("import_project answers the import status", output["import_status"] == "scheduled" and output["path"] == f"imported-{tag}")
imported = root.projects.get(output["id"])
status = wait_for(lambda: imported.imports.get(), lambda s: s.import_status in ("finished", "failed"), "import finishes")
check("the import finishes without failed relations", status.import_status == "finished" and status.failed_relations == [])
status.refresh()
check("ProjectImport.refresh()", status.import_status == "finished")
check("the imported project carries the issue", [i.title for i in imported.issues.list(get_all=True)] == [f"Carried over {tag}"])
check("the imported project carries the label", [l.name for l in imported.labels.list(get_all=True)] == ["bug"])
check("override_params wins over the archive", root.projects.get(imported.id).description == "Imported by python-gitlab")
check("the repository came along", [b.name for b in imported.branches.list(get_all=True)] == ["main"])

expect_error("a taken path is refused", gitlab.exceptions.GitlabImportError,
             lambda: root.projects.import_project(io.BytesIO(archive), path=f"imported-{tag}", name=f"Other {tag}"))
print("OK")
