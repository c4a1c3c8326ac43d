"""The corpus scripts record the commit a measurement started at (issue 17/18 results)."""

import subprocess

from warpsmith.corpus import public


def _repo(tmp_path):
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    for args in (["config", "user.email", "t@t"], ["config", "user.name", "t"]):
        subprocess.run(["git", "-C", str(tmp_path), *args], check=True)
    (tmp_path / "a").write_text("1")
    subprocess.run(["git", "-C", str(tmp_path), "add", "a"], check=True)
    subprocess.run(["git", "-C", str(tmp_path), "commit", "-qm", "one"], check=True)


def test_commit_moved_empty_while_head_stays(tmp_path, monkeypatch):
    monkeypatch.delenv("COMMIT", raising=False)
    _repo(tmp_path)
    start = public.git_commit(str(tmp_path))
    assert start != "unknown"
    assert public.commit_moved(str(tmp_path), start) == {}


def test_commit_moved_names_the_later_head(tmp_path, monkeypatch):
    monkeypatch.delenv("COMMIT", raising=False)
    _repo(tmp_path)
    start = public.git_commit(str(tmp_path))
    (tmp_path / "a").write_text("2")
    subprocess.run(["git", "-C", str(tmp_path), "commit", "-qam", "two"], check=True)
    moved = public.commit_moved(str(tmp_path), start)
    assert moved and moved["commit_at_end"] != start
