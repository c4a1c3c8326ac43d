"""Public collections of third-party kernel files, fetched from package registries and
measured file by file (issue 18's CUDA C++ collection, issue 17's C-style one).

What the collection scripts under ``benchmarks/`` share lives here, so that neither imports
the other: the pinned list (``NAME==VERSION sha256=... file=... [from=debian]``), fetching a
pinned archive (a PyPI sdist through PyPI's simple index, or a Debian binary package through
``apt-get download``) and checking its sha256, unpacking only the files a collection keeps,
the per-project cap chosen by a hash of the path (the same files on every run), the forked
worker pool that kills a file after a timeout, and the located-failure helpers. The
third-party code is fetched into a cache outside the repository and never committed.
"""

from __future__ import annotations

import hashlib
import json
import math
import multiprocessing
import os
import resource
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import time
import urllib.request
import zipfile
from typing import Callable, Iterable

from warpsmith.ir.errors import WarpsmithError

#: the message that starts a "no kernel in the CUDA build" record of the modern collection
#: (a file left out of its rate; ``benchmarks/modern_corpus.py`` and its comparison script)
NO_CUDA_KERNEL = "no kernel found by the signature scan"


def read_pins(path: str) -> list[dict]:
    """The pinned packages of a collection list: name, version, sha256, file name and the
    registry (``from=pypi``, the default, or ``from=debian``), one per line; ``#`` starts
    a comment."""
    out = []
    with open(path) as f:
        for line in f:
            line = line.split("#")[0].strip()
            if not line:
                continue
            spec, *fields = line.split()
            name, _, version = spec.partition("==")
            kv = dict(x.split("=", 1) for x in fields)
            out.append({"name": name, "version": version, "sha256": kv["sha256"],
                        "file": kv["file"], "from": kv.get("from", "pypi")})
    return out


def sha256_of(path: str) -> str:
    """The sha256 of a file, hex."""
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def pypi_url(pin: dict) -> str:
    """The pinned file's address from PyPI's simple index (PEP 691 JSON, what pip reads)."""
    req = urllib.request.Request(f"https://pypi.org/simple/{pin['name']}/",
                                 headers={"Accept": "application/vnd.pypi.simple.v1+json"})
    with urllib.request.urlopen(req, timeout=60) as r:
        data = json.load(r)
    for u in data["files"]:
        if u["filename"] == pin["file"]:
            return u["url"]
    raise RuntimeError(f"{pin['name']}=={pin['version']}: PyPI lists no file {pin['file']}")


def _download(pin: dict, archive: str) -> None:
    if pin["from"] == "debian":
        # apt-get download writes into the current directory; it needs `apt-get update` once
        with tempfile.TemporaryDirectory(dir=os.path.dirname(archive)) as tmp:
            subprocess.run(["apt-get", "download", f"{pin['name']}={pin['version']}"],
                           cwd=tmp, check=True, capture_output=True)
            got = [n for n in os.listdir(tmp) if n.endswith(".deb")]
            if not got:
                raise RuntimeError(f"apt-get download {pin['name']} wrote no .deb")
            os.replace(os.path.join(tmp, got[0]), archive)
        return
    urllib.request.urlretrieve(pypi_url(pin), archive + ".part")
    os.replace(archive + ".part", archive)


def unpack(archive: str, dest: str, keep: Callable[[str], bool]) -> None:
    """Unpack the members of a ``.tar.*``, ``.zip`` or ``.deb`` archive that ``keep``
    accepts (by path) into ``dest`` (replaced whole; written next to it first)."""
    tmp = dest + ".part"
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    if archive.endswith(".deb"):
        with tempfile.TemporaryDirectory(dir=os.path.dirname(dest)) as full:
            subprocess.run(["dpkg-deb", "-x", archive, full], check=True, capture_output=True)
            for dirpath, _, names in os.walk(full):
                for n in names:
                    src = os.path.join(dirpath, n)
                    rel = os.path.relpath(src, full)
                    if keep(rel) and os.path.isfile(src) and not os.path.islink(src):
                        os.makedirs(os.path.dirname(os.path.join(tmp, rel)), exist_ok=True)
                        shutil.copyfile(src, os.path.join(tmp, rel))
    elif archive.endswith(".zip"):
        with zipfile.ZipFile(archive) as z:
            z.extractall(tmp, [m for m in z.namelist() if keep(m) and ".." not in m])
    else:
        with tarfile.open(archive) as t:
            members = [m for m in t.getmembers() if m.isfile() and keep(m.name)]
            t.extractall(tmp, members, filter="data")
    shutil.rmtree(dest, ignore_errors=True)
    os.rename(tmp, dest)


def package_root(cache: str, pin: dict) -> str:
    """Where a pinned package is unpacked: ``CACHE/src/NAME-VERSION``."""
    return os.path.join(cache, "src", f"{pin['name']}-{pin['version']}")


def fetch(cache: str, pins: list[dict], keep: Callable[[str], bool],
          archives: str = "archives") -> int:
    """Download, check (sha256) and unpack every pinned archive (kept in
    ``CACHE/archives``), skipping what is there already; the number of packages that
    failed (each reported on stderr)."""
    os.makedirs(os.path.join(cache, archives), exist_ok=True)
    failed = 0
    for pin in pins:
        archive = os.path.join(cache, archives, pin["file"])
        dest = package_root(cache, pin)
        try:
            if not (os.path.exists(archive) and sha256_of(archive) == pin["sha256"]):
                print(f"fetch {pin['name']}=={pin['version']} ({pin['from']})", flush=True)
                _download(pin, archive)
            digest = sha256_of(archive)
            if digest != pin["sha256"]:
                raise RuntimeError(f"sha256 {digest} is not the pinned {pin['sha256']}")
            if not os.path.isdir(dest):
                os.makedirs(os.path.dirname(dest), exist_ok=True)
                unpack(archive, dest, keep)
        except Exception as e:  # noqa: BLE001 - one package failing leaves the others
            failed += 1
            print(f"  {pin['name']}: {type(e).__name__}: {e}", file=sys.stderr)
    return failed


def cap_by_path_hash(files: list[dict], cap: int) -> list[dict]:
    """At most ``cap`` of one project's files (0: all): those with the smallest sha1 of
    their path inside the project (``f["path"]`` relative to ``f["root"]``), the same files
    on every run and machine, returned in path order."""
    if not cap or len(files) <= cap:
        return files
    picked = sorted(files, key=lambda f: hashlib.sha1(
        os.path.relpath(f["path"], f["root"]).encode()).hexdigest())[:cap]
    return sorted(picked, key=lambda f: f["path"])


# ----------------------------------------------------------------------------- failures


class FileFailure(Exception):
    """A file failed at ``stage`` with a located ``error`` (``file``, ``line``, ``col``,
    ``category``, ``message``, ``error``: the text as the CLI prints it)."""

    def __init__(self, stage: str, error: dict):
        super().__init__(error.get("message"))
        self.stage, self.error = stage, error


def error_dict(e: BaseException, path: str) -> dict:
    """A located error as a dict; an exception that is not a warpsmith error is an
    internal error (a bug in warpsmith), named as such."""
    loc = getattr(e, "loc", None)
    internal = not isinstance(e, WarpsmithError)
    message = (f"{type(e).__name__}: {e} (a bug in warpsmith)" if internal
               else getattr(e, "message", str(e)))
    return {"file": getattr(loc, "file", None) or path, "line": getattr(loc, "line", None),
            "col": getattr(loc, "col", None),
            "category": "internal error" if internal else getattr(e, "category", "error"),
            "message": message, "error": str(e)}


def stage(name: str, path: str, fn, *args, **kw):
    """``fn(*args, **kw)``; any failure fails the file at stage ``name``, located."""
    try:
        return fn(*args, **kw)
    except FileFailure:
        raise
    except Exception as e:  # noqa: BLE001 - any failure of a stage fails the file, located
        raise FileFailure(name, error_dict(e, path)) from None


def _child(conn, worker, f: dict, cpu_limit: float | None) -> None:
    if cpu_limit:
        # a forked child's CPU time starts at 0; past the limit the kernel sends SIGXCPU
        _, hard = resource.getrlimit(resource.RLIMIT_CPU)
        soft = math.ceil(cpu_limit)
        if hard != resource.RLIM_INFINITY:
            soft = min(soft, hard)
        resource.setrlimit(resource.RLIMIT_CPU, (soft, hard))
    try:
        conn.send({"pass": True, **worker(f)})
    except FileFailure as e:
        conn.send({"pass": False, "stage": e.stage, "error": e.error})
    except BaseException as e:  # noqa: BLE001 - the worker reports, never hangs
        conn.send({"pass": False, "stage": "internal", "error": error_dict(e, f["path"])})
    conn.close()


def run_files(files: list[dict], jobs: int, timeout: float, worker: Callable[[dict], dict],
              row: Callable[[dict, dict, float], dict], progress=None,
              warm: Callable[[], object] | None = None, clock: str = "wall") -> list[dict]:
    """Measure ``files`` in forked worker processes, ``jobs`` at a time: ``worker(f)``
    returns the facts of a passing file or raises :class:`FileFailure`; a worker still
    running after ``timeout`` seconds is killed (stage ``timeout``), one that dies or raises
    anything else fails at stage ``internal``. ``clock``: ``"wall"`` seconds, or ``"cpu"``
    seconds of the worker (``RLIMIT_CPU``; wall time then stops a worker only after ten
    times the limit): on a machine shared with other work, a wall-clock limit fails files
    for the load, not for what reading them costs. ``row(f, out, seconds)`` makes each
    result row; ``warm`` runs once before forking (imports the frontend and printers)."""
    cpu_limit = timeout if clock == "cpu" else None
    wall_limit = timeout * 10 if clock == "cpu" else timeout
    ctx = multiprocessing.get_context("fork")
    if warm:
        warm()
    pending = list(enumerate(files))
    running: dict = {}
    results: list = [None] * len(files)
    while pending or running:
        while pending and len(running) < jobs:
            i, f = pending.pop(0)
            rd, wr = ctx.Pipe(duplex=False)
            p = ctx.Process(target=_child, args=(wr, worker, f, cpu_limit), daemon=True)
            p.start()
            wr.close()
            running[i] = (p, rd, time.perf_counter())
        time.sleep(0.02)
        for i, (p, rd, t0) in list(running.items()):
            out = _poll(p, rd, time.perf_counter() - t0, wall_limit, timeout)
            if out is None:
                continue
            p.join()
            rd.close()
            del running[i]
            results[i] = row(files[i], out, time.perf_counter() - t0)
            if progress:
                progress(results[i])
    return results


def _poll(p, rd, elapsed: float, wall_limit: float, timeout: float) -> dict | None:
    if rd.poll():
        try:
            return rd.recv()
        except EOFError:
            return _died(p, timeout)
    if not p.is_alive():
        return _died(p, timeout)
    if elapsed > wall_limit:
        p.kill()
        return {"pass": False, "stage": "timeout",
                "error": {"message": f"no result within {wall_limit:.0f} s"}}
    return None


def _died(p, timeout: float) -> dict:
    p.join()
    if p.exitcode == -signal.SIGXCPU:
        return {"pass": False, "stage": "timeout",
                "error": {"message": f"no result within {timeout:.0f} s of CPU time"}}
    return {"pass": False, "stage": "internal",
            "error": {"message": f"worker died (exit {p.exitcode})"}}


def git_commit(where: str) -> str:
    """``$COMMIT`` if set, else the short commit of the checkout holding ``where``."""
    if os.environ.get("COMMIT"):
        return os.environ["COMMIT"]
    try:
        return subprocess.run(["git", "-C", where, "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def commit_moved(where: str, started_at: str) -> dict:
    """``{"commit_at_end": ...}`` when HEAD moved while a long measurement ran (the results
    belong to the commit it started at; the later one is recorded so nobody mistakes them),
    else ``{}``."""
    now = git_commit(where)
    return {"commit_at_end": now} if now != started_at else {}


def walk_sorted(root: str, skip: Iterable[str] = ()) -> Iterable[tuple[str, list[str]]]:
    """``(dirpath, names)`` of every directory under ``root`` in sorted order, directories
    named in ``skip`` left out."""
    skip = frozenset(skip)
    for dirpath, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in skip)
        yield dirpath, sorted(names)


def corpus_arguments(ap, *, what: str, env: str, cache: str, prefix: str, timeout: float,
                     jobs: int, cap: int) -> None:
    """The command-line options both corpus scripts take (``benchmarks/modern_corpus.py``,
    ``benchmarks/c_corpus.py``): fetching, measuring, where the cache and the results go,
    the per-file timeout, workers, and which files (``what`` names the downloads)."""
    ap.add_argument("--fetch", action="store_true", help=f"download and unpack the {what}")
    ap.add_argument("--measure", action="store_true", help="read every selected file")
    ap.add_argument("--cache", help=f"corpus directory (default ${env} or {cache})")
    ap.add_argument("--label", default="run", help="results folder suffix")
    ap.add_argument("--out", help=f"results folder (default benchmarks/results/"
                                  f"{prefix}-DATE-LABEL)")
    ap.add_argument("--timeout", type=float, default=timeout, help="seconds per file")
    ap.add_argument("--jobs", type=int, default=jobs, help="worker processes at a time")
    ap.add_argument("--project", action="append", help="only this package (repeatable)")
    ap.add_argument("--cap", type=int, default=cap,
                    help=f"at most this many files per package (0: all; default {cap})")
    ap.add_argument("--limit", type=int, default=0, help="only the first N files")
    ap.add_argument("--reclassify", metavar="FOLDER",
                    help="classify an earlier results.json again and rewrite its summary")


def fetch_then_measure(ap, args, cache: str, pins: list, fetch, measure, script: str,
                       needs: str) -> int:
    """Both corpus scripts' ``--fetch``/``--measure`` run: ``fetch(cache, pins)`` (true when
    a package failed), then ``measure(cache, pins, args)``, which needs a fetched corpus
    under ``cache/src`` (else how to fetch it, exit status 2)."""
    import sys

    if not (args.fetch or args.measure):
        ap.error("give --fetch, --measure or both")
    if args.fetch and fetch(cache, pins):
        print("some packages failed to fetch (listed above); measuring the others",
              file=sys.stderr)
    if not args.measure:
        return 0
    src = os.path.join(cache, "src")
    if not os.path.isdir(src) or not os.listdir(src):
        print(f"no corpus under {cache}: run `python benchmarks/{script} --fetch --cache "
              f"{cache}` first ({needs})", file=sys.stderr)
        return 2
    return measure(cache, pins, args)
