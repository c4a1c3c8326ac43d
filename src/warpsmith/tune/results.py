"""The results writer every measurement shares: what a results file says about where and
how it was measured (device, driver, date, command line, versions of Python, NumPy, CuPy,
NVRTC and warpsmith), the file names (``<kind>-<gpu>-<date>``), and the JSON, markdown and
log files written side by side.

The JSON helpers keep the formats the committed results were written in: :func:`dumps`
(indented, number lists on one line: calibration files), :func:`json_default` (NumPy values,
sets, paths) and :func:`compact` (one line: JSONL records).
"""

from __future__ import annotations

import datetime as _dt
import json
import platform
import re
import shlex
import subprocess
import sys
from pathlib import Path

import numpy as np

#: The repository root when warpsmith runs from a checkout (``src/warpsmith/tune/..``).
ROOT = Path(__file__).resolve().parents[3]

#: nvidia-smi queries of :func:`versions` (key in the result, ``--query-gpu`` fields).
SMI_DEFAULT = (("nvidia_smi", "name,driver_version,memory.total,clocks.max.sm"),)
SMI_CLOCKS = (("nvidia_smi", "name,driver_version,memory.total"),
              ("nvidia_smi_clocks", "clocks.sm,clocks.max.sm,clocks.mem,power.limit"))


def gpu_slug(name: str) -> str:
    """The short GPU name used in results file names (``h100``, ``h200``...), else the
    device name lower-cased with runs of other characters as ``-``."""
    low = name.lower()
    for k in ("h200", "h100", "a100", "l40s", "b200"):
        if k in low:
            return k
    return re.sub(r"[^a-z0-9]+", "-", low).strip("-") or "gpu"


def model_device(name: str | None, default: str = "h100") -> str:
    """The hardware description the model predicts a GPU called ``name`` with (a results
    file's ``device_name``, nvidia-smi's name): its :func:`gpu_slug` (``h100``, ``h200``...)
    when a description of that name has the model's timing fields, else ``default``."""
    from ..hw.descriptions import load_device, missing_timing

    slug = gpu_slug(name or "")
    try:
        return default if missing_timing(load_device(slug)) else slug
    except KeyError:
        return default


def _smi(query: str) -> subprocess.CompletedProcess:
    return subprocess.run(["nvidia-smi", f"--query-gpu={query}", "--format=csv,noheader"],
                          capture_output=True, text=True, timeout=30)


def versions(info: dict | None = None, *, smi=SMI_DEFAULT, ncu: bool = True) -> dict:
    """The device and software a measurement ran on: ``info`` (default the live device's
    ``backends.cuda.device_info()``: name, arch, runtime, NVRTC, CuPy, SMs, L2), the
    nvidia-smi answers to ``smi`` and the driver version, the Nsight Compute version (when
    ``ncu``), Python, NumPy and warpsmith. Tools that are missing are recorded as such."""
    from ..version import __version__

    if info is None:
        from ..backends import cuda

        info = cuda.device_info()
    info = dict(info)
    info["driver"] = None
    for key, query in smi:
        try:
            p = _smi(query)
            info[key] = (p.stdout or p.stderr).strip()
            if key == "nvidia_smi" and p.returncode == 0:
                parts = [x.strip() for x in p.stdout.splitlines()[0].split(",")]
                info["driver"] = parts[1] if len(parts) > 1 else None
        except Exception as exc:  # noqa: BLE001 - nvidia-smi is optional
            info[key] = f"unavailable: {exc}"
    if ncu:
        try:
            info["ncu"] = subprocess.run(["ncu", "--version"], capture_output=True, text=True,
                                         timeout=30).stdout.strip().splitlines()[-1]
        except Exception:  # noqa: BLE001 - ncu is optional
            info["ncu"] = None
    info["python"] = platform.python_version()
    info["numpy"] = np.__version__
    info["warpsmith"] = __version__
    return info


def description_key(vers: dict) -> str | None:
    """The hardware description a results file of the GPU ``vers`` (:func:`versions`)
    belongs to (None when no description matches)."""
    from ..hw.descriptions import description_for

    return ({"h100": "h100-sxm", "h200": "h200"}.get(gpu_slug(vers["name"]))
            or description_for(vers["name"], vers["cc"]))


def command_line(argv: list[str] | None = None) -> str:
    """The command that made a results file, as a shell would take it: ``python3`` and the
    arguments (default ``sys.argv``), each quoted where needed."""
    return "python3 " + " ".join(shlex.quote(x) for x in (sys.argv if argv is None else argv))


def today() -> str:
    """The date a results file is named and stamped with (ISO, local)."""
    return _dt.date.today().isoformat()


def rel(p, root: Path = ROOT) -> str:
    """``p`` relative to ``root`` (the repository) when it lies inside it, else absolute."""
    p = Path(p).resolve()
    try:
        return str(p.relative_to(root))
    except ValueError:
        return str(p)


def error_text(exc: BaseException, limit: int = 1200) -> str:
    """``Type: message`` of an exception, cut at ``limit`` characters, for a record."""
    return f"{type(exc).__name__}: {exc}"[:limit]


def json_default(o):
    """``json.dumps`` default: NumPy scalars and arrays, sets and tuples, anything else as
    text (paths)."""
    if isinstance(o, np.integer):
        return int(o)
    if isinstance(o, np.floating):
        return float(o)
    if isinstance(o, np.bool_):
        return bool(o)
    if isinstance(o, np.ndarray):
        return o.tolist()
    if isinstance(o, (set, tuple)):
        return list(o)
    return str(o)


def compact(obj) -> str:
    """One-line JSON (a JSONL record), NumPy values converted by :func:`json_default`."""
    return json.dumps(obj, separators=(",", ":"), default=json_default)


def dumps(obj) -> str:
    """JSON, indented, with lists of numbers on one line."""
    text = json.dumps(obj, indent=1, default=float)
    return re.sub(r"\[\s*((?:-?[0-9][0-9.e+-]*,\s*)*-?[0-9][0-9.e+-]*)\s*\]",
                  lambda m: "[" + ",".join(x.strip() for x in m.group(1).split(",")) + "]", text)


def header(device: str, vers: dict, command: str | None = None, date: str | None = None) -> dict:
    """The fields every results file starts with: device, driver, date, command, versions."""
    return {"device": device, "driver": vers.get("driver"), "date": date or today(),
            "command": command or command_line(), "versions": vers}


def stem(out_dir, kind: str, device: str, date: str | None = None) -> Path:
    """``out_dir/<kind>-<gpu slug>-<date>``: the results files' path without suffix."""
    return Path(out_dir) / f"{kind}-{gpu_slug(device)}-{date or today()}"


def write_results(path_stem, record: dict, markdown: str | None = None,
                  log: str | None = None, *, text: str | None = None) -> list[Path]:
    """Write ``<stem>.json`` (``text`` when given, else ``json.dumps(record, indent=1)``),
    and ``<stem>.md`` / ``<stem>.log`` when their text is given; returns the paths."""
    path_stem = Path(path_stem)
    path_stem.parent.mkdir(parents=True, exist_ok=True)
    out = [path_stem.with_suffix(".json")]
    out[0].write_text(text if text is not None else json.dumps(record, indent=1))
    for suffix, body in ((".md", markdown), (".log", log)):
        if body is not None:
            p = path_stem.with_suffix(suffix)
            p.write_text(body)
            out.append(p)
    return out


def run_part(record: dict, name: str, fn) -> None:
    """Run one part of a benchmark run, recording under ``record["parts"][name]`` its
    output (``fn()``'s dict) or its error and traceback, and its wall seconds; a part that
    fails does not stop the ones after it (a GPU run's call is too dear to lose whole)."""
    import time
    import traceback

    t0 = time.perf_counter()
    try:
        record["parts"][name] = {"ok": True, **(fn() or {})}
    except BaseException as e:  # noqa: BLE001 - one failing part must not stop the rest
        record["parts"][name] = {"ok": False, "error": f"{type(e).__name__}: {e}",
                                 "traceback": traceback.format_exc()[-4000:]}
    done = record["parts"][name]
    done["wall_s"] = round(time.perf_counter() - t0, 2)
    print(f"{name}: {'ok' if done['ok'] else done['error']} ({done['wall_s']} s)", flush=True)


def device_record(gpu: bool) -> dict:
    """A results file's device fields: the GPU's name, driver and :func:`versions`, or
    a record that says the run used no GPU."""
    if not gpu:
        return {"device": "none (--no-gpu: the simulator)", "driver": None, "versions": {}}
    v = versions(ncu=False)
    return {"device": v.get("name"), "driver": v.get("driver"), "versions": v}


def visible_gpu_count() -> int:
    """The GPUs ``nvidia-smi`` lists (0 where it is missing or fails)."""
    try:
        r = subprocess.run(["nvidia-smi", "--query-gpu=index", "--format=csv,noheader"],
                           capture_output=True, text=True)
    except OSError:
        return 0
    return len(r.stdout.split()) if r.returncode == 0 else 0


def replace_between_markers(doc: Path, block: str, tag: str) -> bool:
    """Replace the text between ``<!-- tag:begin -->`` and ``<!-- tag:end -->`` of the
    document ``doc`` with ``block`` (how reports keep their figures in the docs current);
    returns whether both markers were there (nothing is written otherwise)."""
    text = Path(doc).read_text()
    b, e = f"<!-- {tag}:begin -->", f"<!-- {tag}:end -->"
    if b not in text or e not in text:
        return False
    head, rest = text.split(b, 1)
    _old, tail = rest.split(e, 1)
    Path(doc).write_text(f"{head}{b}\n{block}\n{e}{tail}")
    return True


__all__ = ["ROOT", "SMI_DEFAULT", "SMI_CLOCKS", "gpu_slug", "versions", "description_key",
           "command_line", "today", "rel", "error_text", "json_default", "compact", "dumps",
           "header", "stem", "write_results", "run_part", "device_record",
           "visible_gpu_count", "replace_between_markers"]
