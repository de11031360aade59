"""python-gitlab (Debian python3-gitlab 3.12) against Forgegraph: pipelines and jobs.

Run by python-gitlab-pipelines.test.ts with GITLAB_URL and GITLAB_TOKEN (root). Exits non-zero on the
first failed expectation, printing which one.
"""
import secrets

import gitlab

from compat_checks import check, expect_error, root

tag = secrets.token_hex(4)
project = root.projects.create({"name": f"CI {tag}", "initialize_with_readme": True})
CONFIG = """stages: [build, test, deploy]
build:
  stage: build
  script: make
test:
  stage: test
  script: make test
  allow_failure: true
ship:
  stage: deploy
  script: make ship
  when: manual
"""
project.files.create({"file_path": ".gitlab-ci.yml", "branch": "main", "content": CONFIG, "commit_message": "Add CI"})

# Pipelines
pipeline = project.pipelines.create({"ref": "main", "variables": [{"key": "FLAVOUR", "value": "mint"}, {"key": "CFG", "value": "a=1", "variable_type": "file"}]})
check("pipelines.create returns the pipeline", (pipeline.ref, pipeline.source, pipeline.status) == ("main", "api", "pending"))
check("the created pipeline carries its detailed status", pipeline.detailed_status["group"] == "pending")
fetched = project.pipelines.get(pipeline.id)
check("pipelines.get(id)", (fetched.id, fetched.iid, fetched.sha) == (pipeline.id, pipeline.iid, pipeline.sha))
variables = sorted((v.key, v.value, v.variable_type) for v in fetched.variables.list(get_all=True))
check("pipeline.variables.list()", variables == [("CFG", "a=1", "file"), ("FLAVOUR", "mint", "env_var")])
listed = project.pipelines.list(source="api", get_all=True)
check("pipelines.list(source='api')", [p.id for p in listed] == [pipeline.id])
check("pipelines.list(ref=, status=)", [p.id for p in project.pipelines.list(ref="main", status="pending", source="api", get_all=True)] == [pipeline.id])
check("pipelines.list(status='success') is empty", project.pipelines.list(status="success", source="api", get_all=True) == [])

# Jobs
jobs = {j.name: j for j in pipeline.jobs.list(get_all=True)}
check("pipeline.jobs.list()", sorted(jobs) == ["build", "ship", "test"])
check("the first stage's job is pending, the rest created", (jobs["build"].status, jobs["test"].status, jobs["ship"].status) == ("pending", "created", "created"))
check("pipeline.jobs.list(scope=)", [j.name for j in pipeline.jobs.list(scope="pending", get_all=True)] == ["build"])
build = project.jobs.get(jobs["build"].id)
check("jobs.get(id)", (build.name, build.stage, build.pipeline["id"]) == ("build", "build", pipeline.id))
build.cancel()
check("job.cancel()", project.jobs.get(build.id).status == "canceled")
build.retry()
retried = {j.name: j for j in pipeline.jobs.list(get_all=True)}
check("job.retry() makes a new pending job", retried["build"].id != build.id and retried["build"].status == "pending")
check("include_retried lists the old one too", len([j for j in pipeline.jobs.list(include_retried=True, get_all=True) if j.name == "build"]) == 2)
expect_error("playing a job that is not manual is refused", gitlab.exceptions.GitlabJobPlayError, lambda: project.jobs.get(retried["build"].id).play())

# Pipeline actions
pipeline.cancel()
check("pipeline.cancel()", project.pipelines.get(pipeline.id).status == "canceled")
pipeline.retry()
check("pipeline.retry()", project.pipelines.get(pipeline.id).status == "pending")
second = project.pipelines.create({"ref": "main"})
second.delete()
expect_error("a deleted pipeline answers 404", gitlab.exceptions.GitlabGetError, lambda: project.pipelines.get(second.id))
expect_error("a pipeline for an unknown ref is refused", gitlab.exceptions.GitlabCreateError, lambda: project.pipelines.create({"ref": "nope"}))
print("OK")
