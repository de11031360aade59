"""python-gitlab (Debian python3-gitlab 3.12) against Forgegraph: users, tokens, settings.

Run by python-gitlab.test.ts with GITLAB_URL and GITLAB_TOKEN (root). Exits non-zero on the first
failed expectation, printing which one.
"""
import secrets
import datetime

import gitlab

from compat_checks import check, expect_error, root, url  # noqa: F401


root.auth()
check("auth() reads GET /user", root.user.username == "root")
version, revision = root.version()
check("version() parses GET /version", version != "unknown" and revision != "unknown")

name = "py" + secrets.token_hex(4)
user = root.users.create({"username": name, "name": "Py Thon", "email": f"{name}@example.com",
                          "password": "S3cure-pa55word!", "skip_confirmation": True})
check("users.create returns the new user", user.username == name and user.id > 0)

listed = root.users.list(get_all=True, per_page=2)
check("users.list(get_all) follows Link rel=next across pages", any(u.id == user.id for u in listed) and len(listed) >= 2)
check("users.list(username=) filters", [u.id for u in root.users.list(username=name.upper())] == [user.id])

user.bio = "hello from python-gitlab"
user.save()
check("user.save() updates with PUT", root.users.get(user.id).bio == "hello from python-gitlab")

user.block()
check("user.block() blocks", root.users.get(user.id).state == "blocked")
user.unblock()
check("user.unblock() unblocks", root.users.get(user.id).state == "active")

token = user.personal_access_tokens.create({"name": "py-token", "scopes": ["api"]})
check("personal_access_tokens.create returns the value once", token.token.startswith("glpat-"))
as_user = gitlab.Gitlab(url, private_token=token.token)
as_user.auth()
check("the new token authenticates as the user", as_user.user.username == name)

expires = (datetime.date.today() + datetime.timedelta(days=30)).isoformat()
imp = user.impersonationtokens.create({"name": "imp", "scopes": ["api"], "expires_at": expires})
check("impersonation token created", imp.impersonation is True and imp.token.startswith("glpat-"))
check("impersonationtokens.list", any(t.id == imp.id for t in user.impersonationtokens.list()))

pats = root.personal_access_tokens.list(user_id=user.id)
check("personal_access_tokens.list(user_id=)", any(t.id == token.id for t in pats))

settings = root.settings.get()
settings.default_projects_limit = 4242
settings.save()
check("settings.save() writes application settings", root.settings.get().default_projects_limit == 4242)

try:
    as_user.settings.get()
    check("a non-admin cannot read settings", False)
except gitlab.exceptions.GitlabGetError as error:
    check("a non-admin cannot read settings (403)", error.response_code == 403)

print("OK")
