"""Start-up of the ``warpsmith`` command: what a shell script pays per call.

    python benchmarks/startup.py [FILE ...] [--repeat 7] [--out results.json]

Measures, each the minimum over ``--repeat`` runs (the least disturbed one):

* ``python -c pass`` -- the interpreter alone, the floor of any command;
* ``warpsmith --version`` as a process;
* ``warpsmith kernels FILE --json`` as a process, and the same call in-process
  (``ws.list_kernels`` in a warm interpreter: the parse time proper); the start-up of
  ``kernels`` is the process time less the in-process time;
* the modules imported by a ``kernels`` process and their cumulative import time, from
  ``python -X importtime`` (the ten most expensive, and whether NumPy is among them).

The package's bytecode is compiled first (``compileall``, as installing it does), and
the children run without ``PYTHONDONTWRITEBYTECODE``: otherwise every process would
compile the sources again and the start-up measured would be the compiler's.
Times are CPU seconds of the child (user + system, from ``getrusage``) and wall seconds;
on a shared machine the CPU time is the stable one. The goals (issue 17): ``--version``
under 0.15 s and ``kernels`` start-up under 0.15 s. Prints one JSON object (and writes it
to ``--out``); exits 0 (a measurement, not a check).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "..", "src")
sys.path.insert(0, SRC)

GOAL_S = 0.15


def _env() -> dict:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPATH"] = SRC + os.pathsep + env.get("PYTHONPATH", "")
    return env


def child_times(argv: list[str], repeat: int) -> dict:
    """The least CPU and wall seconds of ``repeat`` runs of ``argv``."""
    cpu, wall = [], []
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        subprocess.run(argv, env=_env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       check=False)
        wall.append(time.perf_counter() - t0)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return {"cpu_s": round(min(cpu), 4), "wall_s": round(min(wall), 4)}


def in_process(path: str, repeat: int) -> dict:
    """The least CPU and wall seconds of ``ws.list_kernels(path)`` in a warm interpreter."""
    import warpsmith as ws

    ws.list_kernels(path)  # warm: imports done, caches filled
    cpu, wall = [], []
    for _ in range(repeat):
        c0, t0 = time.process_time(), time.perf_counter()
        ws.list_kernels(path)
        cpu.append(time.process_time() - c0)
        wall.append(time.perf_counter() - t0)
    return {"cpu_s": round(min(cpu), 4), "wall_s": round(min(wall), 4)}


def import_profile(path: str, top: int = 10) -> dict:
    """Modules a ``kernels`` process imports, from ``-X importtime`` (microseconds)."""
    proc = subprocess.run([sys.executable, "-X", "importtime", "-m", "warpsmith", "kernels",
                           path, "--json"], env=_env(), capture_output=True, text=True,
                          check=False)
    rows = []
    for line in proc.stderr.splitlines():
        if not line.startswith("import time:") or "cumulative" in line:
            continue
        parts = line[len("import time:"):].split("|")
        rows.append((parts[2].rstrip(), int(parts[0]), int(parts[1])))
    total_self = sum(r[1] for r in rows)
    tops = sorted((r for r in rows if not r[0][1:].startswith(" ")), key=lambda r: -r[2])[:top]
    names = {r[0].strip() for r in rows}
    return {"modules": len(rows), "import_self_us_total": total_self,
            "numpy_imported": "numpy" in names, "rich_imported": "rich" in names,
            "top_level_cumulative_us": [{"module": n.strip(), "us": c} for n, _, c in tops]}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*",
                    default=[os.path.join(SRC, "warpsmith", "corpus", "black_scholes.cu")])
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--out", help="also write the JSON object here")
    args = ap.parse_args(argv)
    import compileall

    compileall.compile_dir(os.path.join(SRC, "warpsmith"), quiet=1)
    py = sys.executable
    report = {"python": sys.version.split()[0], "goal_s": GOAL_S,
              "load_average": [round(x, 2) for x in os.getloadavg()],
              "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
              "python_pass": child_times([py, "-c", "pass"], args.repeat),
              "version": child_times([py, "-m", "warpsmith", "--version"], args.repeat),
              "kernels": []}
    for path in args.files:
        proc = child_times([py, "-m", "warpsmith", "kernels", path, "--json"], args.repeat)
        inproc = in_process(path, args.repeat)
        report["kernels"].append({
            "file": os.path.relpath(path), "process": proc, "in_process": inproc,
            "startup_cpu_s": round(proc["cpu_s"] - inproc["cpu_s"], 4),
            "startup_wall_s": round(proc["wall_s"] - inproc["wall_s"], 4),
            "imports": import_profile(path)})
    report["version_under_goal_cpu"] = report["version"]["cpu_s"] < GOAL_S
    report["kernels_startup_under_goal_cpu"] = all(
        k["startup_cpu_s"] < GOAL_S for k in report["kernels"])
    text = json.dumps(report, indent=2)
    print(text)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
