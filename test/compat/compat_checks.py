"""Shared by the python-gitlab scripts: the root client and TAP-like checks.

Each check prints `ok - <label>`; the first failure exits non-zero with `FAILED: <label>`.
"""
import os

import gitlab

url = os.environ["GITLAB_URL"]
root = gitlab.Gitlab(url, private_token=os.environ["GITLAB_TOKEN"])


def check(label, condition):
    if not condition:
        raise SystemExit(f"FAILED: {label}")
    print(f"ok - {label}")


def expect_error(label, error_class, call):
    try:
        call()
    except error_class as error:
        print(f"ok - {label} ({error.response_code})")
        return error
    raise SystemExit(f"FAILED: {label}: no {error_class.__name__}")
