"""python-gitlab (Debian python3-gitlab 3.12) against Forgegraph: protected tags, releases and release links.

Run by python-gitlab-releases.test.ts with GITLAB_URL and GITLAB_TOKEN (root). Exits non-zero
on the first failed expectation, printing which one.
"""
import secrets

import gitlab

from compat_checks import check, expect_error, root, url  # noqa: F401

tag = secrets.token_hex(4)

project = root.projects.create({"name": f"Releases {tag}", "initialize_with_readme": True})

rule = project.protectedtags.create({"name": "v*", "create_access_level": 30})
check("protectedtags.create", rule.name == "v*" and rule.create_access_levels[0]["access_level"] == 30)
check("protectedtags.list", [t.name for t in project.protectedtags.list(all=True)] == ["v*"])
check("protectedtags.get", project.protectedtags.get("v*").create_access_levels[0]["access_level_description"] == "Developers + Maintainers")
expect_error("a second rule for the name is refused", gitlab.exceptions.GitlabCreateError, lambda: project.protectedtags.create({"name": "v*"}))

release = project.releases.create({
    "tag_name": "v1.0",
    "ref": "main",
    "name": "One",
    "description": "First",
    "assets": {"links": [{"name": "bin", "url": "https://example.com/bin", "link_type": "package"}]},
})
check("releases.create makes the tag", release.tag_name == "v1.0" and project.tags.get("v1.0").release["tag_name"] == "v1.0")
check("the tag of a protected name shows protected", project.tags.get("v1.0").protected is True)
check("releases.list", [r.tag_name for r in project.releases.list(all=True)] == ["v1.0"])
fetched = project.releases.get("v1.0")
check("releases.get", fetched.name == "One" and fetched.assets["count"] == 5 and fetched.assets["links"][0]["link_type"] == "package")

fetched.description = "Changed"
fetched.save()
check("release.save updates", project.releases.get("v1.0").description == "Changed")

link = fetched.links.create({"name": "docs", "url": "https://example.com/docs"})
check("release links create", link.link_type == "other")
check("release links list", sorted(l.name for l in fetched.links.list(all=True)) == ["bin", "docs"])
got = fetched.links.get(link.id)
got.name = "manual"
got.save()
check("release link update", fetched.links.get(link.id).name == "manual")
fetched.links.delete(link.id)
check("release link delete", [l.name for l in fetched.links.list(all=True)] == ["bin"])

project.releases.delete("v1.0")
expect_error("a deleted release answers 404", gitlab.exceptions.GitlabGetError, lambda: project.releases.get("v1.0"))
check("the tag stays", project.tags.get("v1.0").release is None)

project.protectedtags.delete("v*")
check("protectedtags.delete", project.protectedtags.list(all=True) == [])

project.delete()
print("OK")
