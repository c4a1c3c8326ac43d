#!/usr/bin/env python3
"""Write a calibration run's timing fields into the GPU's hardware description.

    PYTHONPATH=src python3 benchmarks/apply_calibration.py benchmarks/results/calibration-h100-DATE.json
        [--data-dir src/warpsmith/hw/data] [--description h100-sxm] [--dry-run]

Reads the results file of ``benchmarks/calibrate_runner.py`` (or of its ``--rederive``) and,
in the description it names
(``h100-sxm.toml`` for an H100, ``h200.toml`` for an H200; ``--description`` to choose),
replaces or appends one line per derived field::

    global_latency_cycles = { value = 612.4, source = "calibration-h100-DATE", where = "chase_global: ...; median ...; benchmarks/results/calibration-h100-DATE.json" }

and adds the document ``calibration-h100-DATE`` (the results file, the device, driver and
command) to ``_documents.toml``. Every other byte of both files stays as it was. The new files
are parsed (every field sourced, values as written) before they replace the old ones; a field
whose check failed in the run is absent from the results file's ``derived`` and is not written.

A results file of ``benchmarks/calibrate_icache.py`` (``icache-<gpu>-<date>.json``, kind
``icache``) is applied the same way: its derived table becomes the instruction-fetch fields of
``warpsmith.model.icache.FIELDS`` (lists: the warps per scheduler, the code sizes, one row of
stalls per warps value), sourced to the document ``icache-<gpu>-<date>``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from warpsmith.hw import descriptions as hardware  # noqa: E402

DESCRIPTIONS = {"h100": "h100-sxm", "h200": "h200"}
TIMING_HEADER = ("# Timing parameters of the analytical model, measured by "
                 "benchmarks/calibrate_runner.py (docs/calibration.md).")
ICACHE_HEADER = ("# Instruction-fetch stalls (model/icache.py), measured by "
                 "benchmarks/calibrate_icache.py (docs/calibration.md, 'Instruction fetch').")


class CalibrationFileError(ValueError):
    """The results file cannot be applied (not a calibration file, no derived fields, ...)."""


def toml_float(v: float) -> str:
    """A TOML float literal of ``v`` with 6 significant digits (always with '.' or 'e')."""
    v = float(v)
    text = f"{v:.6g}"
    if not re.search(r"[.eE]", text) and text not in ("inf", "-inf", "nan"):
        text += ".0"
    return text


def toml_string(s: str) -> str:
    """A TOML basic string (JSON escapes are TOML escapes)."""
    return json.dumps(s, ensure_ascii=True)


def document_key(results: dict, path: Path) -> str:
    """``calibration-<gpu>-<date>`` (``icache-<gpu>-<date>`` for an instruction-fetch
    file): the results file's stem when it has that form."""
    stem = path.stem
    prefix = "icache" if results.get("kind") == "icache" else "calibration"
    if re.fullmatch(rf"{prefix}-[a-z0-9-]+-\d{{4}}-\d{{2}}-\d{{2}}(-[a-z0-9]+)?", stem):
        return stem
    gpu, date = results.get("gpu"), results.get("date")
    if not gpu or not date:
        raise CalibrationFileError(f"{path}: no 'gpu' and 'date' to name the document by")
    return f"{prefix}-{gpu}-{date}"


def document_text(results: dict, rel: str) -> str:
    """The ``_documents.toml`` description of a results file (and of its re-derivation)."""
    v = results.get("versions") or {}
    what = ("warpsmith's instruction-fetch microbenchmark (benchmarks/calibrate_icache.py, "
            "generated straight-line and looped FMA kernels, docs/calibration.md 'Instruction "
            "fetch')") if results.get("kind") == "icache" else \
        ("warpsmith's calibration microbenchmarks (benchmarks/calibrate_runner.py, "
         "kernels in src/warpsmith/corpus/calibration/microbench.cu, docs/calibration.md)")
    text = (f"{rel}: {what} "
            f"run on {results.get('device')} (driver {results.get('driver')}, CUDA runtime "
            f"{results.get('cuda')}, NVRTC {v.get('nvrtc')}, CuPy {v.get('cupy')}) on "
            f"{results.get('date')}; command: {results.get('command')}")
    r = results.get("rederived")
    if isinstance(r, dict):
        text += (f"; fields derived again from its raw measurements on {r.get('date')} "
                 f"(without a GPU: {r.get('command')}), from {r.get('from')}")
    return text


def field_lines(results: dict, doc: str, rel: str) -> dict[str, str]:
    """One TOML line per derived timing field."""
    derived = results.get("derived") or {}
    lines = {}
    for fname in hardware.TIMING + hardware.TIMING_OPTIONAL:
        d = derived.get(fname)
        if not d or d.get("value") is None:
            continue
        value = float(d["value"])
        if not value > 0:
            raise CalibrationFileError(f"derived {fname} = {value} is not positive")
        where = f"{d.get('microbenchmark', '?')}; {d.get('how', '?')}; {rel}"
        lines[fname] = (f"{fname} = {{ value = {toml_float(value)}, source = {toml_string(doc)}, "
                        f"where = {toml_string(where)} }}")
    return lines


def _toml_value(v) -> str:
    """A TOML literal of a number or a (nested) list of numbers (integers stay integers)."""
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_toml_value(x) for x in v) + "]"
    if isinstance(v, int) and not isinstance(v, bool):
        return str(v)
    return toml_float(v)


def icache_field_lines(results: dict, doc: str, rel: str) -> dict[str, str]:
    """One TOML line per instruction-fetch field of an ``icache`` results file's table
    (checked by ``model.icache.check_fields`` first)."""
    from warpsmith.model import icache

    values = icache.fields_from_results(results)
    try:
        icache.check_fields(values, rel)
    except icache.FetchTableError as exc:
        raise CalibrationFileError(str(exc)) from None
    tab = (results.get("derived") or {}).get("table") or {}
    lines = {}
    for fname in icache.FIELDS:
        if fname not in values:
            continue
        form = next((f for f, pair in icache.FORMS.items() if fname in pair), None)
        how = (tab.get(form) or {}).get("how") if form else None
        if fname == icache.WARPS_FIELD:
            how = "warps per scheduler of the rows of every icache_*_stall_cycles table"
        elif fname.endswith("_code_instructions"):
            how = ("non-NOP SASS instructions of the measured kernels' .text" if form != "loop"
                   else "non-NOP SASS instructions of the measured loop bodies") + \
                f" (K = {(tab.get(form) or {}).get('k')} FMAs)"
        elif how:
            how = "extra cycles per warp instruction, one row per warps-per-scheduler value: " + how
        where = f"{how or fname}; {rel}"
        lines[fname] = (f"{fname} = {{ value = {_toml_value(values[fname])}, source = "
                        f"{toml_string(doc)}, where = {toml_string(where)} }}")
    return lines


def edit_description(text: str, lines: dict[str, str], header: str = TIMING_HEADER) -> str:
    """``text`` with each field's line replaced (or appended, under a header comment, when the
    file lacks it); nothing else changes."""
    out = text
    appended = []
    for fname, line in lines.items():
        pat = re.compile(rf"^{re.escape(fname)}\s*=.*$", re.M)
        if pat.search(out):
            out = pat.sub(lambda _m, line=line: line, out, count=1)
        else:
            appended.append(line)
    if appended:
        if out and not out.endswith("\n"):
            out += "\n"
        if header not in out:
            out += header + "\n"
        out += "\n".join(appended) + "\n"
    return out


def edit_documents(text: str, key: str, value: str) -> str:
    """``_documents.toml`` text with ``key = "value"`` set in its ``[documents]`` table."""
    line = f"{key} = {toml_string(value)}"
    pat = re.compile(rf"^{re.escape(key)}\s*=.*$", re.M)
    if pat.search(text):
        return pat.sub(lambda _m: line, text, count=1)
    lines = text.splitlines(keepends=True)
    start = next((i for i, ln in enumerate(lines) if ln.strip() == "[documents]"), None)
    if start is None:
        raise CalibrationFileError("_documents.toml has no [documents] table")
    end = next((i for i in range(start + 1, len(lines)) if lines[i].lstrip().startswith("[")),
               len(lines))
    while end > start + 1 and not lines[end - 1].strip():
        end -= 1  # after the table's last entry, before blank lines
    if end > 0 and not lines[end - 1].endswith("\n"):
        lines[end - 1] += "\n"
    lines.insert(end, line + "\n")
    return "".join(lines)


def _write_atomic(path: Path, text: str) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    with os.fdopen(fd, "w") as fh:
        fh.write(text)
    os.replace(tmp, path)


def apply(results_path: Path, data_dir: Path = hardware.DATA_DIR, description: str | None = None,
          results_rel: str | None = None, dry_run: bool = False,
          only: tuple | None = None) -> dict:
    """Apply ``results_path`` to the description in ``data_dir``; returns what was written:
    ``{"description", "document", "fields": {name: value}, "path"}``. ``only``: write just
    these fields (a new microbenchmark's, say, leaving the fields the model was built on as
    they are)."""
    results_path = Path(results_path)
    try:
        results = json.loads(results_path.read_text())
    except (OSError, json.JSONDecodeError) as exc:
        raise CalibrationFileError(f"{results_path}: cannot read a JSON results file: {exc}") from None
    kind = results.get("kind")
    if kind not in ("calibration", "icache") or "derived" not in results:
        raise CalibrationFileError(f"{results_path}: not a calibration results file "
                                   f"(benchmarks/calibrate_runner.py and "
                                   f"benchmarks/calibrate_icache.py write those)")
    key = description or results.get("description") or DESCRIPTIONS.get(results.get("gpu", ""))
    if not key:
        raise CalibrationFileError(f"{results_path}: no description for GPU {results.get('device')!r};"
                                   f" name one with --description")
    desc_path = Path(data_dir) / f"{key}.toml"
    docs_path = Path(data_dir) / "_documents.toml"
    if not desc_path.exists():
        raise CalibrationFileError(f"no description {desc_path}")
    doc = document_key(results, results_path)
    rel = results_rel or f"benchmarks/results/{results_path.name}"
    if kind == "icache":
        lines = icache_field_lines(results, doc, rel)
        header = ICACHE_HEADER
    else:
        lines = field_lines(results, doc, rel)
        header = TIMING_HEADER
    if only is not None:
        unknown = [f for f in only if f not in lines]
        if unknown:
            raise CalibrationFileError(f"{results_path}: no derived {', '.join(unknown)} to "
                                       f"apply (derived: {', '.join(lines) or 'none'})")
        lines = {k: v for k, v in lines.items() if k in only}
    if not lines:
        raise CalibrationFileError(f"{results_path}: no derived fields to apply "
                                   f"(warnings: {results.get('warnings')})")
    old_desc = desc_path.read_text()
    old_docs = docs_path.read_text()
    new_desc = edit_description(old_desc, lines, header)
    new_docs = edit_documents(old_docs, doc, document_text(results, rel))
    # check the pair before replacing anything
    with tempfile.TemporaryDirectory() as td:
        tdesc, tdocs = Path(td) / desc_path.name, Path(td) / "_documents.toml"
        tdesc.write_text(new_desc)
        tdocs.write_text(new_docs)
        try:
            dev = hardware.parse_description(tdesc, tdocs)
        except hardware.HardwareFileError as exc:
            if kind == "icache" and "unknown field" in str(exc):
                raise CalibrationFileError(
                    f"{exc}: this warpsmith's hw/descriptions.py does not know the "
                    f"instruction-fetch fields (model.icache.FIELDS) yet") from None
            raise
    written = {}
    for fname in lines:
        got = getattr(dev, fname)
        if kind == "icache":
            from warpsmith.model import icache

            want = icache.fields_from_results(results)[fname]
            if got is None or not _same(got, want):
                raise CalibrationFileError(f"{fname}: wrote {got}, meant {want}")
        else:
            want = float(results["derived"][fname]["value"])
            if got is None or abs(got - want) > 1e-5 * abs(want):
                raise CalibrationFileError(f"{fname}: wrote {got}, meant {want}")
        if dev.source_of(fname).source != doc:
            raise CalibrationFileError(f"{fname}: source is not {doc}")
        written[fname] = got
    if not dry_run:
        _write_atomic(docs_path, new_docs)
        _write_atomic(desc_path, new_desc)
        if Path(data_dir).resolve() == hardware.DATA_DIR.resolve():
            hardware.clear_caches()
    return {"description": key, "document": doc, "fields": written, "path": str(desc_path)}


def _same(got, want) -> bool:
    """Equal up to the 6 significant digits the TOML keeps (lists element by element)."""
    if isinstance(want, (list, tuple)):
        return isinstance(got, (list, tuple)) and len(got) == len(want) and \
            all(_same(g, w) for g, w in zip(got, want))
    return abs(float(got) - float(want)) <= 1e-5 * max(abs(float(want)), 1e-6)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("results", type=Path, help="calibration-<gpu>-<date>.json")
    ap.add_argument("--data-dir", type=Path, default=hardware.DATA_DIR,
                    help="the descriptions' directory (default: the package's model/data)")
    ap.add_argument("--description", help="the description key (default: from the results file)")
    ap.add_argument("--results-path", help="the results file's path as the 'where' names it "
                                           "(default benchmarks/results/<file name>)")
    ap.add_argument("--dry-run", action="store_true", help="check and print, write nothing")
    ap.add_argument("--fields", help="FIELD[,FIELD..]: write only these (default: every "
                                     "derived field)")
    a = ap.parse_args(argv)
    try:
        out = apply(a.results, a.data_dir, a.description, a.results_path, a.dry_run,
                    tuple(a.fields.split(",")) if a.fields else None)
    except (CalibrationFileError, hardware.HardwareFileError) as exc:
        print(f"apply_calibration: {exc}", file=sys.stderr)
        return 2
    verb = "would write" if a.dry_run else "wrote"
    print(f"{verb} {len(out['fields'])} fields into {out['path']} (source {out['document']}):")
    for k, v in out["fields"].items():
        print(f"  {k} = {v:.6g}" if isinstance(v, (int, float)) else f"  {k} = {v}")
    if out["document"].startswith("icache-") or a.fields:
        return 0
    missing = [f for f in hardware.TIMING if f not in out["fields"]]
    if missing:
        print(f"  not in the results: {', '.join(missing)}")
    optional = [f for f in hardware.TIMING_OPTIONAL if f not in out["fields"]]
    if optional:
        print(f"  optional fields not in the results (the model notes their absence): "
              f"{', '.join(optional)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
