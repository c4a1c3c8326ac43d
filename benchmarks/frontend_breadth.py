"""Breadth of the frontend over any directory of kernel files.

    python benchmarks/frontend_breadth.py [DIR|FILE ...] [--min-rate 0.9] [--json]
                                          [--out FILE] [-D N=V] [-I DIR]

Every ``.cu``/``.cl`` file under the directories is read as ``warpsmith kernels`` reads
it (:func:`warpsmith.frontend.check.check_program`): the kernels the signature scan lists,
each body read and printed back in its own dialect; a template kernel the file never
instantiates is read with guessed arguments (counted as *guessed*). A file counts as
*read* only when every kernel in it reads (a file whose only problem is a library warpsmith
does not model counts as failed). A file may carry ``warpsmith-breadth: -DNAME=VALUE
-IDIR ...`` in a comment to supply build options, as a build system would.

Reports per file: read or failed, kernels read/failed, the first error (located); per
cause: how many files fail for it (the first error's message with numbers and names of
variables blanked, so that ``call to undeclared function 'tex2D'`` stays one cause); and
the time spent in-process (CPU and wall, per file and in all). Exits 1 when the share of
files read is below ``--min-rate`` (default 0.9).
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import re
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "src"))

from warpsmith.frontend.check import check_program, error_json  # noqa: E402
from warpsmith.ir.nodes import SourceLoc  # noqa: E402

_DIRECTIVE = re.compile(r"warpsmith-breadth:\s*(.*)")


def file_options(text: str, path: str) -> tuple[dict[str, str], list[str]]:
    """The ``-D`` and ``-I`` options a file names in ``warpsmith-breadth:`` comments
    (``-I`` relative to the file's directory)."""
    defines: dict[str, str] = {}
    includes: list[str] = []
    for m in _DIRECTIVE.finditer(text):
        for word in m.group(1).split():
            if word.startswith("-D"):
                name, _, value = word[2:].partition("=")
                defines[name] = value or "1"
            elif word.startswith("-I"):
                includes.append(os.path.join(os.path.dirname(path), word[2:]))
    return defines, includes


_QUOTED = re.compile(r"'([^']*)'")
_NUMBER = re.compile(r"\b\d+\b")
#: quoted names kept in a cause (the construct itself); other quoted text is blanked
_KEEP_NAME = re.compile(r"^(__\w+|tex\w*|surf\w*|read_image\w*|write_image\w*|curand\w*|"
                        r"image\w*_t|sampler_t|cuda\w*|[a-z_]+\d*[a-z]*)$")


def cause_of(error: dict | None) -> str:
    """The cause of a failure: its category and message, numbers blanked, quoted names
    kept for calls and types (the construct) and blanked otherwise."""
    if not error:
        return "unknown"
    msg = error["message"].split("\n")[0]
    call = "function" in msg or "type" in msg or "unsupported" in error["category"]
    msg = _QUOTED.sub(lambda m: f"'{m.group(1)}'" if call and _KEEP_NAME.match(m.group(1))
                      else "'…'", msg)
    return f"{error['category']}: {_NUMBER.sub('N', msg)}"[:100]


def measure_file(path: str, defines: dict, include_dirs) -> dict:
    """One file: kernels read/guessed/failed, the first error, CPU and wall seconds."""
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    fdefs, fincs = file_options(text, path)
    c0, t0 = time.process_time(), time.perf_counter()
    try:
        data = check_program(path, defines={**defines, **fdefs},
                             include_dirs=[*include_dirs, *fincs])
        kernels = data["kernels"]
        file_error = None
    except Exception as e:  # noqa: BLE001 - the scan failed: the whole file fails
        kernels = []
        file_error = error_json(e, SourceLoc(path, 0, 0))
    cpu, wall = time.process_time() - c0, time.perf_counter() - t0
    failed = [k for k in kernels if not k["read"]]
    first = file_error or (failed[0]["error"] if failed else None)
    return {"file": path, "read": file_error is None and not failed and bool(kernels),
            "kernels": len(kernels), "kernels_read": len(kernels) - len(failed),
            "kernels_guessed": sum(bool(k.get("instance")) and k["read"] for k in kernels),
            "kernels_failed": len(failed), "no_kernels": file_error is None and not kernels,
            "first_error": first["error"] if first else None,
            "cause": cause_of(first) if first else None,
            "failures": [{"kernel": k["name"], "error": k["error"]["error"]} for k in failed],
            "cpu_s": round(cpu, 4), "wall_s": round(wall, 4)}


def iter_files(paths):
    """The ``.cu`` and ``.cl`` files under ``paths`` (files are taken as given)."""
    for d in paths:
        if os.path.isfile(d):
            yield d
            continue
        for root, dirs, files in os.walk(d):
            dirs.sort()
            for fn in sorted(files):
                if fn.endswith((".cu", ".cl")):
                    yield os.path.join(root, fn)


def summarize(rows: list[dict]) -> dict:
    """Files and kernels read, per-cause counts of failed files, time."""
    with_kernels = [r for r in rows if not r["no_kernels"]]
    n = len(with_kernels)
    read = sum(r["read"] for r in with_kernels)
    causes = collections.Counter(r["cause"] for r in with_kernels if not r["read"])
    return {"files": len(rows), "files_with_kernels": n, "files_read": read,
            "files_failed": n - read, "file_rate": round(read / n, 4) if n else 0.0,
            "kernels": sum(r["kernels"] for r in rows),
            "kernels_read": sum(r["kernels_read"] for r in rows),
            "kernels_guessed": sum(r["kernels_guessed"] for r in rows),
            "kernels_failed": sum(r["kernels_failed"] for r in rows),
            "causes": dict(causes.most_common()),
            "cpu_s": round(sum(r["cpu_s"] for r in rows), 3),
            "wall_s": round(sum(r["wall_s"] for r in rows), 3)}


def run(paths, defines=None, include_dirs=()) -> dict:
    """The breadth report of the files under ``paths`` (what ``--json`` prints)."""
    rows = [measure_file(p, dict(defines or {}), list(include_dirs)) for p in iter_files(paths)]
    return {"summary": summarize(rows), "files": rows}


def print_text(report: dict) -> None:
    rows, s = report["files"], report["summary"]
    base = os.path.commonpath([os.path.abspath(r["file"]) for r in rows]) if rows else ""
    print(f"{'file':52} {'kern':>4} {'read':>4} {'fail':>4} {'ms':>7}")
    for r in rows:
        rel = os.path.relpath(os.path.abspath(r["file"]), base) if base else r["file"]
        print(f"{rel:52} {r['kernels']:4} {r['kernels_read']:4} {r['kernels_failed']:4} "
              f"{1000 * r['cpu_s']:7.1f}")
    print(f"\nfiles {s['files_read']}/{s['files_with_kernels']} read ({s['file_rate']:.1%}; "
          f"{s['files'] - s['files_with_kernels']} without kernels), kernels "
          f"{s['kernels_read']}/{s['kernels']} ({s['kernels_guessed']} with guessed template "
          f"arguments), {s['cpu_s']:.2f} s CPU in-process")
    if s["causes"]:
        print("\nfailed files by cause (first error):")
        for cause, count in s["causes"].items():
            print(f"  {count:4}  {cause}")
        print("\nfirst error of each failed file:")
        for r in rows:
            if not r["read"] and not r["no_kernels"]:
                print(f"  {r['first_error']}".replace("\n", " | "))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="*", default=[os.path.join(HERE, "..", "tests", "data",
                                                               "realworld")])
    ap.add_argument("--min-rate", type=float, default=0.9,
                    help="least share of files read for exit status 0 (default 0.9)")
    ap.add_argument("--json", action="store_true", help="print the report as JSON")
    ap.add_argument("--out", help="also write the JSON report here")
    ap.add_argument("-D", dest="defines", action="append", default=[])
    ap.add_argument("-I", dest="include_dirs", action="append", default=[])
    args = ap.parse_args(argv)
    defines = {}
    for d in args.defines:
        k, _, v = d.partition("=")
        defines[k] = v or "1"
    report = run(args.paths, defines, args.include_dirs)
    if args.out:
        with open(args.out, "w") as f:
            json.dump(report, f, indent=1)
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        print_text(report)
    return 0 if report["summary"]["file_rate"] >= args.min_rate else 1


if __name__ == "__main__":
    sys.exit(main())
