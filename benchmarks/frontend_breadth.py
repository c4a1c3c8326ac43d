"""Breadth of the frontend over a tree of real-world-style kernel files.

    python benchmarks/frontend_breadth.py [DIR ...] [--min-rate 0.9] [--json] [-D N=V] [-I DIR]

Every ``.cu``/``.cl`` file under the directories is scanned with
``warpsmith.frontend.program.scan_program`` (kernels found, launch sites) and read with
``warpsmith.frontend.read_module(..., lenient=True)``. A kernel counts as *read* when the
module has a kernel function for it; a templated kernel with no instantiation in its file
(no explicit instantiation, no launch with template arguments) is read once more with a
guessed instance (int -> 16, bool -> true, type -> float) and counted as *read (guessed)*.
A file may carry ``warpsmith-breadth: -DNAME=VALUE ...`` in a comment to supply build
macros, as a build system would.

Prints one row per file and a summary; exits 1 when the share of kernels read is below
``--min-rate`` (default 0.9).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "src"))

from warpsmith.ir.errors import WarpsmithError  # noqa: E402
from warpsmith.frontend.program import (  # noqa: E402
    _raw_tokens, infer_dialect, scan_program, scan_tokens)

try:
    from warpsmith.frontend import read_module  # noqa: E402
except ImportError:  # the parser is not there yet: only scanning is measured
    read_module = None

GUESS = {"int": "16", "bool": "true", "type": "float", "float": "1.0"}
_DIRECTIVE = re.compile(r"warpsmith-breadth:\s*(.*)")


def file_defines(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for m in _DIRECTIVE.finditer(text):
        for word in m.group(1).split():
            if word.startswith("-D"):
                name, _, value = word[2:].partition("=")
                out[name] = value or "1"
    return out


def kernel_names_in(module) -> set[str]:
    names = set()
    for f in module.functions:
        if getattr(f, "is_kernel", False):
            names.add(f.source_name or f.name)
            names.add(f.name)
    return names


def measure_file(path: str, defines: dict, include_dirs) -> dict:
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    defs = {**defines, **file_defines(text)}
    row = {"file": path, "kernels": [], "launches": 0, "scan_error": None, "read_error": None,
           "read": 0, "guessed": 0, "failed": 0, "extra_read": []}
    try:
        info = scan_program(path, defines=defs, include_dirs=include_dirs)
    except WarpsmithError as e:
        row["scan_error"] = str(e)
        info = None
    except Exception as e:  # noqa: BLE001 -- a bug of the scanner; count it, keep going
        row["scan_error"] = f"INTERNAL {type(e).__name__}: {e}"
        info = None
    names = [k.name for k in info.kernels] if info else []
    if info:
        row["launches"] = len(info.launches)
    else:  # count the file's kernels from its raw tokens; they all fail
        try:
            raw = scan_tokens(_raw_tokens(text, path), path=path, dialect=infer_dialect(path))
            row["kernels"] = [{"name": k.name, "status": "failed", "message": row["scan_error"]}
                              for k in raw.kernels]
        except Exception:  # noqa: BLE001
            pass
        row["failed"] = len(row["kernels"])
        return row
    if read_module is None:
        row["kernels"] = [{"name": n, "status": "not measured", "message": ""} for n in names]
        return row
    module = None
    try:
        module = read_module(path, defines=defs, include_dirs=include_dirs, lenient=True)
    except WarpsmithError as e:
        row["read_error"] = str(e)
    except Exception as e:  # noqa: BLE001
        row["read_error"] = f"INTERNAL {type(e).__name__}: {e}"
    got = kernel_names_in(module) if module is not None else set()
    finfo = getattr(module, "frontend_info", None)
    errors = getattr(finfo, "errors", {}) if finfo else {}
    pending = getattr(finfo, "pending_templates", {}) if finfo else {}
    for name in names:
        entry = {"name": name, "status": "", "message": ""}
        if name in got:
            entry["status"] = "read"
        elif module is None:
            entry["status"] = "failed"
            entry["message"] = row["read_error"] or ""
        elif name in errors:
            entry["status"] = "failed"
            entry["message"] = str(errors[name])
        elif name in pending or (info and info.kernel(name).template_params):
            kinfo = info.kernel(name)
            guess = {t.name: (t.default or GUESS.get(t.kind, "16"))
                     for t in kinfo.template_params}
            try:
                m2 = read_module(path, defines=defs, include_dirs=include_dirs,
                                 templates=guess, kernel=name)
                entry["status"] = "guessed" if name in kernel_names_in(m2) else "failed"
                if entry["status"] == "failed":
                    entry["message"] = "instance with guessed template arguments not built"
            except WarpsmithError as e:
                entry["status"] = "failed"
                entry["message"] = f"(guessed {guess}) {e}"
            except Exception as e:  # noqa: BLE001
                entry["status"] = "failed"
                entry["message"] = f"INTERNAL (guessed {guess}) {type(e).__name__}: {e}"
        else:
            entry["status"] = "failed"
            entry["message"] = "kernel not in the module (no error recorded)"
        row["kernels"].append(entry)
    row["extra_read"] = sorted(n for n in got if n not in names and
                               not any(n.startswith(k + "_") or n.startswith(k + "<")
                                       for k in names))
    row["read"] = sum(e["status"] == "read" for e in row["kernels"])
    row["guessed"] = sum(e["status"] == "guessed" for e in row["kernels"])
    row["failed"] = sum(e["status"] == "failed" for e in row["kernels"])
    return row


def iter_files(dirs):
    for d in dirs:
        if os.path.isfile(d):
            yield d
            continue
        for root, _, files in os.walk(d):
            for fn in sorted(files):
                if fn.endswith((".cu", ".cl")):
                    yield os.path.join(root, fn)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dirs", nargs="*", default=[os.path.join(HERE, "..", "tests", "data",
                                                              "realworld")])
    ap.add_argument("--min-rate", type=float, default=0.9)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("-D", dest="defines", action="append", default=[])
    ap.add_argument("-I", dest="include_dirs", action="append", default=[])
    args = ap.parse_args(argv)
    defines = {}
    for d in args.defines:
        k, _, v = d.partition("=")
        defines[k] = v or "1"
    t0 = time.perf_counter()
    rows = [measure_file(p, defines, args.include_dirs) for p in iter_files(args.dirs)]
    elapsed = time.perf_counter() - t0
    n_files = len(rows)
    n_kernels = sum(len(r["kernels"]) for r in rows)
    n_read = sum(r["read"] + r["guessed"] for r in rows)
    n_guessed = sum(r["guessed"] for r in rows)
    n_failed = sum(r["failed"] for r in rows)
    scan_errors = [r for r in rows if r["scan_error"]]
    rate = n_read / n_kernels if n_kernels else 0.0
    summary = {"files": n_files, "kernels": n_kernels, "read": n_read, "guessed": n_guessed,
               "failed": n_failed, "scan_errors": len(scan_errors), "rate": round(rate, 4),
               "seconds": round(elapsed, 2), "measured": read_module is not None}
    if args.json:
        print(json.dumps({"summary": summary, "files": rows}, indent=2))
    else:
        base = os.path.commonpath([os.path.abspath(r["file"]) for r in rows]) if rows else ""
        print(f"{'file':48} {'kern':>4} {'read':>4} {'fail':>4} {'launch':>6}")
        for r in rows:
            rel = os.path.relpath(os.path.abspath(r["file"]), base) if base else r["file"]
            print(f"{rel:48} {len(r['kernels']):4} {r['read'] + r['guessed']:4} "
                  f"{r['failed']:4} {r['launches']:6}")
        print()
        print(f"files {n_files}, kernels {n_kernels}, read {n_read} "
              f"({n_guessed} with guessed template arguments), failed {n_failed}, "
              f"scan errors {len(scan_errors)}; rate {rate:.1%} in {elapsed:.1f}s")
        failures = [(r["file"], k) for r in rows for k in r["kernels"]
                    if k["status"] == "failed" and not r["scan_error"]]
        if failures or scan_errors:
            print("\nfailures:")
            for r in scan_errors:
                msg = r["scan_error"].replace("\n", " | ")
                print(f"  {r['file']}: ({len(r['kernels'])} kernels) scan: {msg}")
            for path, k in failures:
                msg = k["message"].replace("\n", " | ")
                print(f"  {path}: {k['name']}: {msg}")
        if read_module is None:
            print("\n(read_module is not importable: only scanning was measured)")
    if read_module is None:
        return 0 if not scan_errors else 1
    return 0 if rate >= args.min_rate else 1


if __name__ == "__main__":
    sys.exit(main())
