"""A public collection of C-style kernel files, read as a new user would (issue 17).

    python benchmarks/c_corpus.py --fetch [--cache DIR]
    python benchmarks/c_corpus.py --measure [--cache DIR] [--label L] [--cap N] [--jobs N]
                                  [--timeout S] [--project NAME ...] [--limit N]
    python benchmarks/c_corpus.py --reclassify FOLDER

The collection is the OpenCL C and C-style CUDA kernel files shipped in the PyPI sdists and
Debian packages pinned in ``benchmarks/c_corpus/packages.txt``; the archives are fetched
(``warpsmith.corpus.public``) into a cache outside the repository (``--cache``, else
``$WARPSMITH_C_CORPUS``, else ``/work/corpus-c``) and never committed. :func:`collect` is the
selection rule, :func:`options` the ``-I``/``-D`` rule, :func:`measure_file` the pass
criterion, :func:`classify` the cause classifier; docs/realcode.md describes all four.

Writes ``results.json`` and ``summary.md`` into ``benchmarks/results/c-corpus-DATE-LABEL/``.
Exits 2 when the corpus is not fetched.
"""

from __future__ import annotations

import argparse
import collections
import datetime
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "src"))

import warpsmith as ws  # noqa: E402
from warpsmith.corpus import c_hosts, public  # noqa: E402

PACKAGES = os.path.join(HERE, "c_corpus", "packages.txt")
RESULTS = os.path.join(HERE, "results")

#: files unpacked from an archive: kernel sources, headers and build files
KEEP_SUFFIXES = (".cl", ".cu", ".cuh", ".h", ".clh", ".hpp", ".inc", ".cmake")
KEEP_NAMES = ("setup.py", "CMakeLists.txt", "meson.build")

#: directories left out of the collection, each with its reason (listed in the summary)
LEFT_OUT_DIRS = {
    "build/fail": "piglit tests written to fail compilation (invalid on purpose)",
}

#: -D switches per project, as the project's host program passes them to the OpenCL
#: compiler (the build options a kernel file gets; values for one configuration).
#: hashcat 6.2.6 src/backend.c: ``-D KERNEL_STATIC -I OpenCL -D INCLUDE_PATH=...
#: -D XM2S(x)=#x -D M2S(x)=XM2S(x)`` and the device/hash-mode switches (a generic GPU,
#: scalar code, MD5's digest layout).
PROJECT_DEFINES = {
    "hashcat-data": {
        "KERNEL_STATIC": "1", "XM2S(x)": "#x", "M2S(x)": "XM2S(x)", "LOCAL_MEM_TYPE": "1",
        "VENDOR_ID": "0", "CUDA_ARCH": "0", "VECT_SIZE": "1", "DEVICE_TYPE": "4",
        "DGST_R0": "0", "DGST_R1": "3", "DGST_R2": "2", "DGST_R3": "1", "DGST_ELEM": "4",
        "KERN_TYPE": "0", "ATTACK_EXEC": "11", "ATTACK_KERN": "0", "ATTACK_MODE": "0",
    },
}

_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
_KERNEL_MACRO = re.compile(r"^\s*#\s*define\s+(\w+)\b[^\n]*\b(?:__)?kernel\b", re.M)
_CXX = re.compile(r"\b(template|class|namespace)\b")


def cache_dir(arg: str | None) -> str:
    """The corpus cache: ``--cache``, else ``$WARPSMITH_C_CORPUS``, else /work/corpus-c."""
    return arg or os.environ.get("WARPSMITH_C_CORPUS") or "/work/corpus-c"


def _keep(member: str) -> bool:
    base = os.path.basename(member)
    return base in KEEP_NAMES or base.endswith(KEEP_SUFFIXES)


def dialect_of(path: str) -> str:
    """``opencl`` for ``.cl``, ``cuda`` for ``.cu``/``.cuh``."""
    return "opencl" if path.endswith(".cl") else "cuda"


def c_style(path: str, text: str, kernel_macros: frozenset) -> str | None:
    """Why a file is *not* a C-style kernel file (None when it is): an OpenCL ``.cl``
    file must hold ``kernel``/``__kernel`` (or a macro the project defines as such,
    hashcat's ``KERNEL_FQ``) outside comments; a ``.cu``/``.cuh`` file ``__global__`` and
    no ``template``, ``class`` or ``namespace`` (C++: issue 18's collection)."""
    code = _COMMENT.sub(" ", text)
    if path.endswith(".cl"):
        words = {"kernel", "__kernel", *kernel_macros}
        return None if set(re.findall(r"\b\w+\b", code)) & words else "no kernel"
    if "__global__" not in code:
        return "no kernel"
    return "C++ (template/class/namespace)" if _CXX.search(code) else None


def kernel_macros(root: str) -> frozenset:
    """Names the project's files define to ``kernel``/``__kernel`` (``KERNEL_FQ``)."""
    out = set()
    for dirpath, names in public.walk_sorted(root):
        for n in names:
            if n.endswith((".h", ".cl", ".clh", ".cuh", ".inc")):
                with open(os.path.join(dirpath, n), errors="replace") as f:
                    out.update(_KERNEL_MACRO.findall(f.read()))
    return frozenset(out)


def collect(cache: str, pins: list[dict], only=None, cap: int = 0,
            excluded: list | None = None) -> list[dict]:
    """The C-style kernel files of every unpacked package (:func:`c_style`): exact
    duplicates of a file already taken and files under :data:`LEFT_OUT_DIRS` left out
    (appended to ``excluded`` with the reason), C++ CUDA files too; then at most ``cap``
    per project (``public.cap_by_path_hash``: the same files on every run)."""
    seen: set[str] = set()
    files: list[dict] = []
    for pin in pins:
        if only and pin["name"] not in only:
            continue
        root = public.package_root(cache, pin)
        macros = kernel_macros(root)
        mine = []
        for dirpath, names in public.walk_sorted(root):
            for fn in names:
                if not fn.endswith((".cl", ".cu", ".cuh")):
                    continue
                path = os.path.join(dirpath, fn)
                rel = os.path.relpath(path, os.path.join(cache, "src"))
                with open(path, encoding="utf-8", errors="replace") as f:
                    text = f.read()
                why = c_style(path, text, macros)
                if why == "no kernel":
                    continue
                dup = hashlib.sha1(text.encode()).hexdigest()
                why = why or ("duplicate of a file already taken" if dup in seen else None)
                why = why or next((r for d, r in LEFT_OUT_DIRS.items()
                                   if f"/{d}/" in path), None)
                if why:
                    if excluded is not None:
                        excluded.append({"project": pin["name"], "path": rel, "reason": why})
                    continue
                seen.add(dup)
                mine.append({"project": pin["name"], "root": root, "path": path})
        files.extend(public.cap_by_path_hash(mine, cap))
    return files


_BUILD_OPTIONS = re.compile(r"^\s*build_options\s*:(.*)$", re.M)


def options(f: dict) -> tuple[list[str], dict]:
    """The ``-I`` directories and ``-D`` switches of one file, as its project's build
    would give them: the file's own directory and each directory above it up to the
    package root, the package's directories holding headers its files include; the
    project's host build options (:data:`PROJECT_DEFINES`; hashcat's ``INCLUDE_PATH`` is
    its ``OpenCL`` directory); a piglit test's own ``build_options:`` line (``-D``, and
    ``-I`` relative to piglit's directory)."""
    path, root = f["path"], f["root"]
    dirs = []
    d = os.path.dirname(path)
    while True:
        dirs.append(d)
        if os.path.samefile(d, root) or os.path.dirname(d) == d:
            break
        d = os.path.dirname(d)
    defines = dict(PROJECT_DEFINES.get(f["project"], {}))
    if f["project"] == "hashcat-data":
        defines["INCLUDE_PATH"] = os.path.dirname(path)
    with open(path, errors="replace") as fh:
        text = fh.read()
    for m in _BUILD_OPTIONS.finditer(text):
        words = m.group(1).split("#")[0].split()
        for i, w in enumerate(words):
            arg = w[2:] or (words[i + 1] if i + 1 < len(words) else "")
            if w.startswith("-D"):
                name, _, value = arg.partition("=")
                defines[name] = value or "1"
            elif w.startswith("-I") and f["project"] == "piglit":
                base = path.split("/tests/")[0].split("/generated_tests/")[0]
                dirs.append(os.path.normpath(os.path.join(base, arg)))
    return [x for x in dirs if os.path.isdir(x)], defines


# ----------------------------------------------------------------------------- measure


def _fail(path: str, stage: str, message: str) -> public.FileFailure:
    return public.FileFailure(stage, {"file": path, "line": None, "col": None,
                                      "category": "error", "error": "", "message": message})


def measure_file(path: str, dirs: list[str], defines: dict) -> dict:
    """One file passes when (1) ``ws.list_kernels`` (``warpsmith kernels``) lists at least
    one kernel and reads every one; (2) the whole file reads (``ws.read``), prints in its
    own dialect (``ws.translate``), the printed text reads again in that dialect with as
    many kernels and prints again; (3) the translation holds every kernel the listing
    names (``translate`` must never succeed while leaving one out)."""
    dialect = dialect_of(path)
    listing = public.stage("list", path, ws.list_kernels, path, includes=dirs,
                           defines=defines).as_json()
    kernels = listing["kernels"]
    if not kernels:
        raise _fail(path, "list", "no kernel listed")
    bad = [k for k in kernels if not k.get("read")]
    if bad:
        raise public.FileFailure("read", bad[0]["error"])
    program = public.stage("read", path, ws.read, path, includes=dirs, defines=defines)
    text = public.stage("print", path, ws.translate, program, dialect).text
    names = {k.name for k in program.kernels}
    left = [k["name"] for k in kernels if k["name"] not in names]
    if left:
        raise _fail(path, "translate", f"translate succeeded but left out the listed "
                                       f"kernel '{left[0]}' (a bug)")
    again = public.stage("reread", path, ws.read, text, dialect=dialect)
    if len(again.kernels) != len(program.kernels):
        raise _fail(path, "reread", f"the printed text holds {len(again.kernels)} kernels, "
                                    f"not {len(program.kernels)}")
    public.stage("reread", path, ws.translate, again, dialect)
    return {"kernels": len(kernels)}


def host_unit(f: dict, cache: str, roots: dict) -> None:
    """Give a file what its host program gives it (docs/realcode.md, "Host-supplied
    definitions"; ``warpsmith.corpus.c_hosts``): the include directories and switches the
    host adds, and where the host assembles a translation unit (files before the kernel
    file, generated text, a rendered template), that unit written to
    ``CACHE/hosts/<the file's path>`` and read in the file's place (``f["read"]``)."""
    dirs, defines = c_hosts.host_options(f["project"], f["path"], roots)
    f["dirs"] = f["dirs"] + [d for d in dirs if d not in f["dirs"]]
    f["defines"].update(defines)
    u = c_hosts.unit(f["project"], f["path"], f["root"], roots)
    if u is None:
        return
    out = os.path.join(cache, "hosts", os.path.relpath(f["path"], os.path.join(cache, "src")))
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w") as fh:
        fh.write(u.text())
    f["read"] = out
    f["defines"].update(u.defines)


def _worker(f: dict) -> dict:
    return measure_file(f.get("read", f["path"]), f["dirs"], f["defines"])


def _warm() -> None:
    ws.translate(ws.read("__kernel void warm(__global int *p) { p[0] = 1; }\n",
                         dialect="opencl"), "opencl")


# ----------------------------------------------------------------------------- causes

#: OpenCL C 1.2 built-in functions (the spec's section 6.12) a failure may name
OPENCL_BUILTINS = frozenset("""shuffle shuffle2 pown powr rootn fract fast_length
    fast_distance fast_normalize upsample bitselect mad_hi mad_sat maxmag minmag nan logb
    lgamma_r acospi asinpi atanpi atan2pi tanpi async_work_group_copy
    async_work_group_strided_copy wait_group_events prefetch get_global_offset vload_half
    vstore_half vloada_half vstorea_half""".split())
_BUILTIN = "|".join(sorted(OPENCL_BUILTINS))

#: (cause, pattern on the first error's message, then on the source line it points at);
#: the first match wins
CAUSES: list[tuple[str, str]] = [
    ("translate leaves out a listed kernel", r"left out the listed kernel"),
    ("inline asm", r"\basm\b"),
    ("recursion (OpenCL C 1.2, 6.9: not supported)", r"^recursion$|unsupported: recursion"),
    ("C++ templates", r"\btemplate\b"),
    ("host-supplied macro or template missing",
     r"(undeclared (identifier|name|variable)|unknown type name) '[A-Z][A-Za-z0-9]*_\w*'|"
     r"(undeclared (identifier|name|variable)|unknown type name) '[A-Z][A-Z0-9]+'|"
     r"expected a type before '[A-Z]\w*'|#error|must be defined|[Pp]lease define|\$\{"),
    ("missing OpenCL built-in", rf"undeclared function '(({_BUILTIN})\d*(_rt[enpz])?)'"),
    ("function defined in another file (host concatenates sources)",
     r"undeclared function '\w+'"),
    ("pointer to an array, (*p)[N]",
     r"\(\s*\*\s*(const\s+)?\w+\s*\)\s*\["),
    ("function pointer", r"function pointer"),
    ("pointer to constant memory in a function variable", r"__constant__ variable inside"),
    ("unknown type name (host-prepended or library header)",
     r"expected '\)' before '\*'|cannot find include file|unknown type name"),
    ("struct tag used as a variable name", r"expected '\)' before 'kernel_param'"),
    ("images/samplers", r"image\d?d|sampler|read_image|write_image|get_image"),
    ("half precision", r"\bhalf\d*\b|cl_khr_fp16"),
    ("rounding-mode conversions", r"rounding mode"),
    ("atomics", r"\batomic_\w+|\batom_\w+"),
    ("OpenCL 2.0 built-ins", r"work_group_\w+|sub_group_\w+|\bto_(global|local|private)\b|"
                             r"get_enqueued|ndrange|enqueue_kernel|\bpipe\b"),
    ("printf", r"\bprintf\b"),
    ("preprocessor", r"#\s*(include|if|define)|\binclude\b|macro|directive"),
]
_COMPILED = [(c, re.compile(p)) for c, p in CAUSES]
_ABS = re.compile(r"(?<![\w<\"'/])/[^\s:'\"]+")


def classify(message: str, line_text: str = "") -> str:
    """The cause of a failure: the first rule of :data:`CAUSES` matching its first error's
    message or the source line it points at; ``other`` when none does. Keyword rules: a
    guide to what to fix next, checked on the examples the summary shows."""
    for cause, rx in _COMPILED:
        if rx.search(message) or (line_text and rx.search(line_text)):
            return cause
    return "other"


def _line(err: dict) -> str:
    path, line = err.get("file"), err.get("line")
    if not path or not line or not os.path.isfile(path):
        return ""
    with open(path, errors="replace") as f:
        lines = f.read().split("\n")
    return lines[line - 1].strip() if line <= len(lines) else ""


NO_HOST = "no host program in its package builds the file"
HOST_BUG = "undeclared under its own host's definitions (the host cannot build it either)"


def host_cause(project: str, has_unit: bool, cause: str) -> str:
    """A host cause said more exactly once the host recipes apply: a file of a project
    with recipes that none gives a unit (no host program builds it), or a file read in
    its host's unit that still misses a definition (the file's own bug: the recipe
    mirrors the host)."""
    if cause not in HOST_CAUSES or project not in c_hosts.RECIPE_PROJECTS:
        return cause
    return HOST_BUG if has_unit else NO_HOST


def _row(f: dict, out: dict, seconds: float) -> dict:
    row = {"project": f["project"], "path": os.path.relpath(f["path"], f["cache"]),
           "pass": out["pass"], "seconds": round(seconds, 3),
           "host_unit": bool(f.get("read"))}
    if out["pass"]:
        row.update(kernels=out["kernels"], cause=None, stage=None, error=None)
        return row
    err = out["error"]
    message = _ABS.sub("PATH", err.get("message") or "")
    line = _line(err)
    cause = ("timeout" if out["stage"] == "timeout" else "internal error"
             if out["stage"] == "internal" or err.get("category") == "internal error"
             else classify(message, line))
    cause = host_cause(f["project"], bool(f.get("read")), cause)
    text = err.get("error") or err.get("message") or ""
    row.update(cause=cause, stage=out["stage"],
               error=text.replace(f["cache"] + os.sep, "").replace(
                   os.path.dirname(f["cache"]) + os.sep, "").split("\n")[0][:400],
               message=message[:400], line_text=line[:200])
    return row


# ----------------------------------------------------------------------------- report


#: causes that say the file is not a whole translation unit: its host program supplies
#: definitions or other source text at run time (not build-file options)
HOST_CAUSES = frozenset({"host-supplied macro or template missing",
                         "function defined in another file (host concatenates sources)",
                         "unknown type name (host-prepended or library header)"})


def summarize(rows: list[dict]) -> dict:
    """Pass rate overall, per project and per cause; and the rate when the files failing
    for what their host program supplies (:data:`HOST_CAUSES`) are left out (a secondary
    figure, never the headline)."""
    n = len(rows)
    passed = sum(r["pass"] for r in rows)
    causes = collections.Counter(r["cause"] for r in rows if not r["pass"])
    host = sum(c for k, c in causes.items() if k in HOST_CAUSES | {NO_HOST, HOST_BUG})
    projects: dict = {}
    for r in rows:
        p = projects.setdefault(r["project"], {"files": 0, "passed": 0})
        p["files"] += 1
        p["passed"] += r["pass"]
    return {"files": n, "passed": passed, "rate": round(passed / n, 4) if n else 0.0,
            "host_failures": host, "host_units": sum(bool(r.get("host_unit")) for r in rows),
            "rate_without_host_failures": round(passed / (n - host), 4) if n > host else 0.0,
            "projects": projects, "causes": dict(causes.most_common()),
            "seconds": round(sum(r["seconds"] for r in rows), 1)}


def summary_md(s: dict, rows: list[dict], meta: dict) -> str:
    """The summary page: headline, per-cause table with an example each, per project,
    the files left out and why."""
    out = [f"# C-style kernel collection (issue 17): {meta['label']}", "",
           f"- commit `{meta['commit']}`"
           + (f" (HEAD was `{meta['commit_at_end']}` when it finished)"
              if meta.get("commit_at_end") else "") + f", {meta['date']}",
           f"- command: `{meta['command']}`",
           f"- {meta['packages']} pinned packages (`benchmarks/c_corpus/packages.txt`), "
           f"at most {meta['cap']} files per project, {meta['timeout']:.0f} s "
           f"{'of CPU time' if meta.get('clock') == 'cpu' else 'wall-clock'} per file", "",
           f"**{s['passed']} of {s['files']} C-style kernel files read, print back in their "
           f"own dialect and read again ({s['rate']:.1%})** (issue 17's definition: a file "
           "failing only for a library or host-supplied definitions counts as failed).", "",
           "Each file is read with what its project's host program gives it (docs/realcode.md, "
           "\"Host-supplied definitions\"; `warpsmith.corpus.c_hosts`): "
           f"{s.get('host_units', 0)} files in a translation unit their host assembles.", "",
           *[f"- {name}: {what}" for name, what in c_hosts.SUPPLIES.items()], "",
           f"Files whose first error is still something a host supplies (`HOST_CAUSES`, "
           f"`{NO_HOST}`, `{HOST_BUG}`): {s['host_failures']}.", "",
           "## By cause (first error of each failing file)", "",
           "| cause | files | example |", "|---|---:|---|"]
    for cause, count in s["causes"].items():
        ex = next(r for r in rows if r["cause"] == cause)
        msg = (ex["error"] or "").replace("|", "\\|")[:200]
        out.append(f"| {cause} | {count} | `{ex['path']}`: {msg} |")
    out += ["", "## By project", "", "| project | files | pass | rate |",
            "|---|---:|---:|---:|"]
    for name, p in sorted(s["projects"].items()):
        out.append(f"| {name} | {p['files']} | {p['passed']} | {p['passed'] / p['files']:.0%} |")
    reasons = collections.Counter((e["project"], e["reason"]) for e in s.get("excluded", []))
    if reasons:
        out += ["", "## Left out of the collection (before the cap)", "",
                "| project | reason | files |", "|---|---|---:|"]
        out += [f"| {p} | {r} | {c} |" for (p, r), c in sorted(reasons.items())]
    out += ["", f"Worker time in all: {s['seconds']} s.", ""]
    return "\n".join(out)


def measure(cache: str, pins: list[dict], args) -> int:
    """Measure the fetched collection; write results.json and summary.md."""
    excluded: list = []
    files = collect(cache, pins, args.project, args.cap, excluded)
    if args.limit:
        files = files[:args.limit]
    roots = {pin["name"]: public.package_root(cache, pin) for pin in pins}
    for f in files:
        f["dirs"], f["defines"] = options(f)
        f["cache"] = os.path.join(cache, "src")
        host_unit(f, cache, roots)
    print(f"{len(files)} C-style kernel files", flush=True)
    done = [0]

    def progress(row):
        done[0] += 1
        mark = "ok " if row["pass"] else "FAIL"
        print(f"[{done[0]}/{len(files)}] {mark} {row['seconds']:6.1f}s {row['path']}"
              + ("" if row["pass"] else f"  [{row['cause']}] {row['error'][:120]}"),
              flush=True)

    commit = public.git_commit(HERE)  # the code that runs: HEAD when the run starts
    rows = public.run_files(files, args.jobs, args.timeout, _worker, _row, progress, _warm,
                            clock=args.clock)
    date = datetime.datetime.now(datetime.timezone.utc)
    meta = {"label": args.label, "commit": commit, **public.commit_moved(HERE, commit),
            "date": date.strftime("%Y-%m-%d %H:%M UTC"),
            "command": " ".join(["python", "benchmarks/c_corpus.py", *sys.argv[1:]]),
            "packages": len(pins), "timeout": args.timeout, "clock": args.clock,
            "cap": args.cap}
    s = summarize(rows)
    s["excluded"] = excluded
    out = args.out or os.path.join(RESULTS, f"c-corpus-{date:%Y-%m-%d}-{args.label}")
    _write(out, meta, s, rows)
    print(f"\n{s['passed']}/{s['files']} files pass ({s['rate']:.1%}); written to {out}")
    return 0


def _write(out: str, meta: dict, s: dict, rows: list[dict]) -> None:
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "results.json"), "w") as f:
        json.dump({"meta": meta, "summary": s, "files": rows}, f, indent=1)
    with open(os.path.join(out, "summary.md"), "w") as f:
        f.write(summary_md(s, rows, meta))


def reclassify(folder: str) -> None:
    """Classify an earlier ``results.json`` again (the measurement is kept)."""
    with open(os.path.join(folder, "results.json")) as f:
        data = json.load(f)
    for r in data["files"]:
        if not r["pass"] and r["cause"] not in ("timeout", "internal error"):
            r["cause"] = host_cause(r["project"], bool(r.get("host_unit")),
                                    classify(r.get("message", ""), r.get("line_text", "")))
    data["summary"] = {**summarize(data["files"]),
                       "excluded": data["summary"].get("excluded", [])}
    _write(folder, data["meta"], data["summary"], data["files"])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    public.corpus_arguments(ap, what="archives", env="WARPSMITH_C_CORPUS",
                            cache="/work/corpus-c", prefix="c-corpus", timeout=60.0, jobs=1,
                            cap=50)
    ap.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                    help="what --timeout counts: the worker's CPU seconds (default: the "
                         "machine is shared) or wall-clock seconds (the baseline's)")
    args = ap.parse_args(argv)
    if args.reclassify:
        reclassify(args.reclassify)
        return 0
    return public.fetch_then_measure(
        ap, args, cache_dir(args.cache), public.read_pins(PACKAGES),
        lambda cache, pins: public.fetch(cache, pins, _keep), measure, "c_corpus.py",
        "needs PyPI and Debian's archive")


if __name__ == "__main__":
    sys.exit(main())
