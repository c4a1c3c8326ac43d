"""The result types of :mod:`warpsmith.api`.

Every result prints the text the ``warpsmith`` command prints for the same input
(``str(result)``, or ``result.write(stream)``) and gives the object ``--json`` prints
(``result.as_json()``). They hold the library's own objects too (``.raw``, ``.variant``,
``.outputs``), so that a program can go on from them. Nothing here reads source or runs a
kernel: :mod:`warpsmith.api` builds these values.
"""

from __future__ import annotations

import io
import os
import sys


class Result:
    """Base of every API result: ``str()`` is the command's text output."""

    def write(self, out=None) -> None:  # pragma: no cover - every subclass defines it
        """Print the command's text output to ``out`` (default: standard output)."""
        raise NotImplementedError

    def as_json(self):  # pragma: no cover - every subclass defines it
        """The object ``--json`` prints."""
        raise NotImplementedError

    def __str__(self) -> str:
        buf = io.StringIO()
        self.write(buf)
        return buf.getvalue()


def _out(out):
    return sys.stdout if out is None else out


def _console(out, **kw):
    """A rich console on ``out``; not on a terminal (a pipe, a file, a string buffer) it is
    wide enough that tables are never cut (``instructio…``)."""
    from rich.console import Console

    stream = _out(out)
    isatty = getattr(stream, "isatty", None)
    if not (isatty and isatty()):
        kw["width"] = max(kw.get("width", 0), 400)
    return Console(file=stream, **kw)


# ----------------------------------------------------------------------------- run


class RunResult(Result):
    """One launch: ``outputs`` (every buffer after the run, by name), ``trace`` (the
    simulator's counts, with ``trace=True``), ``timing`` (with ``time=True`` on CUDA) and
    the report ``as_json()`` gives (``warpsmith run --json``)."""

    def __init__(self, report: dict, outputs: dict, trace=None, timing: dict | None = None):
        self.report = report
        self.outputs = outputs
        self.trace = trace
        self.timing = timing
        self.printf = report.get("printf", "")  # what the kernel printed (the simulator)

    def __getitem__(self, name: str):
        """The buffer (or module variable) ``name`` after the run."""
        return self.outputs[name]

    def __repr__(self) -> str:
        return f"<RunResult {self.report['kernel']} on {self.report['backend']}>"

    def as_json(self) -> dict:
        """The object of ``warpsmith run --json``."""
        return self.report

    def save(self, directory) -> None:
        """Save every buffer as DIRECTORY/NAME.npy (``--save-outputs``)."""
        import numpy as np

        os.makedirs(directory, exist_ok=True)
        for name, arr in self.outputs.items():
            if isinstance(arr, np.ndarray):
                np.save(os.path.join(directory, f"{name}.npy"), arr, allow_pickle=False)

    def write(self, out=None) -> None:
        """Print the outputs' table, the trace's tables and the timing (``warpsmith run``)."""
        from rich.table import Table

        report = self.report
        console = _console(out)
        targs = template_text(report.get("template_args"))
        console.print(f"[bold]{report['kernel']}[/]" + (f" ({targs})" if targs else "")
                      + f" on {report['backend']}: "
                      f"grid {tuple(report['grid'])}, block {tuple(report['block'])}")
        if report.get("printf"):
            console.print("printf output (by block, then thread):")
            console.out(report["printf"], end="", highlight=False)
        for w in report.get("warnings", ()):
            console.print(w["message"], style="yellow", highlight=False)
        t = Table("buffer", "dtype", "count", "sum", "sha256", title="outputs")
        for name, o in report["outputs"].items():
            total = o["sum"] if isinstance(o["sum"], int) else "-" if o["sum"] is None \
                else f"{o['sum']:.6g}"
            t.add_row(name, o["dtype"], str(o["count"]), str(total), o["sha256"][:16])
        console.print(t)
        if "trace" in report:
            _print_trace(console, report["trace"])
        if "timing" in report:
            _print_timing(console, report["timing"])


def _print_trace(console, tr: dict) -> None:
    from rich.table import Table

    t = Table("counter", "value", title="trace (whole kernel)")
    for k, v in tr.items():
        if k != "trace_by_line":
            t.add_row(k, str(v))
    console.print(t)
    ratios = []
    for what, num, den in (("global load", "global_load_sectors", "global_load_requests"),
                           ("global store", "global_store_sectors", "global_store_requests")):
        if tr.get(den):
            ratios.append(f"{what}: {tr[num] / tr[den]:.2f} sectors/request (32 B each)")
    if tr.get("shared_requests"):
        ratios.append(f"shared: {tr['shared_wavefronts'] / tr['shared_requests']:.2f} "
                      "wavefronts/request")
    if ratios:
        console.print("; ".join(ratios))
    by_line = tr.get("trace_by_line", {})
    if by_line:
        cols = ["instructions", "global_load_sectors", "global_store_sectors",
                "shared_wavefronts", "divergent_branches"]
        t = Table("line", *cols, title="trace by source line")
        for line in sorted(by_line, key=lambda s: int(s)):
            row = by_line[line]
            t.add_row(str(line), *(str(row.get(c, 0)) for c in cols))
        console.print(t)


def _print_timing(console, t: dict) -> None:
    console.print(f"time: median {t['median_ms']:.4f} ms over {t.get('repetitions', '?')} runs "
                  f"(min {t.get('min_ms', 0):.4f}, max {t.get('max_ms', 0):.4f})")
    if "verified_against_simulator" in t:
        console.print("outputs equal the simulator's" if t["verified_against_simulator"] else
                      f"[red]outputs differ from the simulator's: "
                      f"{', '.join(t['mismatched_outputs'])}[/]")
    if "bytes_min" in t:
        frac = t.get("fraction_of_copy_ceiling")
        console.print(f"bytes moved: {t['bytes_sectors']} by the trace's sectors, at least "
                      f"{t['bytes_min']}; {100 * frac:.1f}% of the measured copy ceiling "
                      f"({t['copy_ceiling_bytes_per_s'] / 1e9:.0f} GB/s)"
                      if frac is not None else "")


# ----------------------------------------------------------------------------- analyze


class AccessAnalysis(Result):
    """Every global and shared access of one kernel under one launch, with its predicted
    sectors (or wavefronts) per request and verdict (``warpsmith analyze``). ``accesses``
    holds the predictions; ``raw`` the analysis's report."""

    def __init__(self, raw):
        self.raw = raw

    @property
    def kernel(self) -> str:
        """The kernel's name."""
        return self.raw.kernel

    @property
    def accesses(self) -> list:
        """One prediction per access (``.access``, ``.verdict``, ``.reason``, ...)."""
        return self.raw.predictions

    def __repr__(self) -> str:
        return f"<AccessAnalysis {self.kernel}: {len(self.accesses)} accesses>"

    def as_json(self) -> dict:
        """The object of ``warpsmith analyze --json``."""
        return self.raw.as_json()

    def write(self, out=None) -> None:
        """A table for people: one row per access, then the reasons."""
        _print_access_table(self.raw, _console(out, width=160))


def _print_access_table(report, console) -> None:
    from rich.table import Table

    t = Table(title=f"{report.kernel}: grid {list(report.grid)}, block {list(report.block)}",
              show_lines=False)
    for col in ("where", "access", "index", "stride x (B)", "sectors/req", "wavefronts/req",
                "verdict"):
        t.add_column(col)
    for p in report.predictions:
        a = p.access
        j = p.as_json()
        sx = next(iter(p.strides.values()), "") if p.strides else ""
        sec = "" if j["sectors_per_request"] is None else \
            f"{j['sectors_per_request']:g} (ideal {j['ideal_sectors_per_request']:g})"
        wf = "" if j["wavefronts_per_request"] is None else f"{j['wavefronts_per_request']:g}"
        t.add_row(f"{a.loc.line}:{a.loc.col}", f"{a.kind} {a.space} {a.type} {a.array}",
                  j["index"], str(sx), sec, wf, p.verdict + ("" if p.exact else " ~"))
    console.print(t)
    for p in report.predictions:
        a = p.access
        notes = "; ".join(p.assumptions)
        console.print(f"  {a.loc.line}:{a.loc.col} {a.array}: {p.verdict}: {p.reason}"
                      + (f" [{notes}]" if notes else ""), highlight=False, markup=False)
    for f in getattr(report, "textures", ()):
        console.print(f"  {f['line']}:{f['col']} {f['call']} of {f['texture']}: a texture "
                      "request (through the texture path; not global sectors)",
                      highlight=False, markup=False)


class DivergenceAnalysis(Result):
    """Per source line, the values and branches that differ between the threads of a
    block and along which dimensions (``warpsmith analyze --divergence``, paper 002).
    ``raw`` is the analysis's Divergence; ``lines`` its per-line rows."""

    def __init__(self, kernel: str, raw, source_lines: list[str], dims_text):
        self.kernel = kernel
        self.raw = raw
        self.lines = raw.lines()
        self._source = source_lines
        self._dims_text = dims_text

    def __repr__(self) -> str:
        return f"<DivergenceAnalysis {self.kernel}: {len(self.lines)} lines>"

    def as_json(self) -> dict:
        """The object of ``warpsmith analyze --divergence --json``."""
        div = self.raw
        return {
            "kernel": self.kernel,
            "variables": {k: _axes(v) for k, v in sorted(div.var_dims.items())},
            "lines": [{"line": r["line"],
                       "values": [{"name": v["name"], "dims": _axes(v["dims"])}
                                  for v in r["values"]],
                       "branches": [{"kind": b["kind"], "dims": _axes(b["dims"])}
                                    for b in r["branches"]],
                       "control": _axes(r["control"])}
                      for r in self.lines],
            "barriers": [{"line": b.loc.line, "control": _axes(ctx)}
                         for b, ctx in div.barriers]}

    def write(self, out=None) -> None:
        """One line per source line with its divergent values and branches."""
        out = _out(out)
        dims_text, src = self._dims_text, self._source
        print(f"{self.kernel}: divergence per dimension (x = get_local_id(0)/threadIdx.x ...; "
              "'uniform' = the same in every thread of a work-group row)", file=out)
        for r in self.lines:
            parts = [f"{v['name']}: {dims_text(v['dims'])}" for v in r["values"]]
            parts += [f"{b['kind']} branch: {dims_text(b['dims'])}" for b in r["branches"]]
            if r["control"]:
                parts.append(f"under control divergent along {dims_text(r['control'])}")
            text = src[r["line"] - 1].strip() if 0 < r["line"] <= len(src) else ""
            print(f"  {r['line']:4d}  {text[:60]:<60}  {'; '.join(parts)}", file=out)
        for b, ctx in self.raw.barriers:
            state = "uniform control" if not ctx else \
                f"control divergent along {dims_text(ctx)} (coarsening along it is refused)"
            print(f"  barrier at line {b.loc.line}: {state}", file=out)


def _axes(dims) -> list[str]:
    """A set of dimensions as sorted axis names: {1, 0} -> ["x", "y"]."""
    return ["xyz"[d] for d in sorted(dims)]


# ----------------------------------------------------------------------------- variants


class VariantResult(Result):
    """What a transformation made: ``kernel`` and ``launch`` to use (the variant's, or the
    original's when nothing was made), ``variant`` (the library's Variant, or None),
    ``assumptions`` (the run-time guard, as text) and ``source`` (the file ``-o`` writes:
    the original and the variant with the guard)."""

    def __init__(self, raw, original, launch, variant=None, variant_kernel=None,
                 variant_launch=None, assumptions=(), source: str | None = None):
        self.raw = raw
        self.original = original
        self.original_launch = launch
        self.variant = variant
        self.kernel = variant_kernel if variant_kernel is not None else original
        self.launch = variant_launch if variant_launch is not None else launch
        self.assumptions = list(assumptions)
        self.source = source

    def save(self, path) -> str:
        """Write :attr:`source` to ``path`` (``-o``) and return the path as text."""
        if self.source is None:
            raise ValueError(f"{self.original.name}: no variant to write")
        _write_text(path, self.source)
        return str(path)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.original.name} -> {self.kernel.name}>"


class OptimizeResult(VariantResult):
    """The memory-access optimizer's outcome (paper 003; ``warpsmith optimize``):
    ``applied`` and ``refused`` steps, the access reports ``raw.before``/``raw.after``."""

    @property
    def applied(self) -> list:
        """The steps applied, in order."""
        return self.raw.applied

    @property
    def refused(self) -> list:
        """The steps refused, each with its reason."""
        return self.raw.refused

    def as_json(self, file: str | None = None) -> dict:
        """The object of ``warpsmith optimize --json`` (``file``: where ``-o`` wrote)."""
        return self.raw.as_json(file)

    def write(self, out=None, file: str | None = None) -> None:
        """The variant, its launch and guard, the steps, and the accesses before."""
        out = _out(out)
        result, v = self.raw, self.variant
        if v is None:
            print(f"{result.kernel}: nothing applied", file=out)
        else:
            print(f"{result.kernel} -> {v.kernel}: grid {list(v.grid)}, block {list(v.block)}"
                  + (f", written to {file}" if file else ""), file=out)
            print(f"  launch: {v.launch_map.describe()}", file=out)
            for a in self.assumptions:
                print(f"  guard: {a}", file=out)
        for s in result.applied:
            j = s.as_json()
            cost = (f" (predicted cost {j['predicted_cost_before']} -> "
                    f"{j['predicted_cost_after']})" if "predicted_cost_before" in j else "")
            print(f"  applied {s.name}: {s.detail}{cost}", file=out)
        for r in result.refused:
            print(f"  refused {r.step}: {r.reason}", file=out)
        if result.before is not None:
            _print_access_table(result.before, _console(out, width=160))


class CoarsenResult(VariantResult):
    """Thread coarsening's outcome (paper 002; ``warpsmith coarsen``): the variant, or
    ``refused`` (the reason) when the transformation cannot be proven legal; ``auto`` is
    the advisor's choice when the factor was left to it."""

    def __init__(self, raw, original, launch, *, auto=None, factor: int = 1, step=None,
                 report=None, **kw):
        super().__init__(raw, original, launch, **kw)
        self.auto = auto
        self.factor = factor
        self.step = step  # the Coarsening step (replicated statements, notes, ...)
        self._report = report  # file -> the library's report object

    @property
    def refused(self) -> str | None:
        """Why the transformation was refused, or None."""
        return None if self.variant is not None else self.raw.reason

    def as_json(self, file: str | None = None) -> dict:
        """The object of ``warpsmith coarsen --json`` (``file``: where ``-o`` wrote)."""
        auto = {"auto": self.auto.as_json()} if self.auto else {}
        if self.refused is not None:
            return {"kernel": self.original.name, "variant": None, "refused": self.refused,
                    **auto}
        return {**self._report(file), **auto}

    def write(self, out=None, file: str | None = None, block_rank: int | None = None) -> None:
        """The variant, its launch, guard and notes (or the refusal). ``block_rank``: how
        many extents the block was given with (default: up to the last one above 1)."""
        out = _out(out)
        name = self.original.name
        if self.refused is not None:
            print(f"{name}: refused: {self.refused}", file=out)
            return
        auto, v, res = self.auto, self.variant, self.step
        block = tuple(self.original_launch.block)
        if auto:
            print(f"advisor: {auto.summary()}", file=out)
            lines = auto.ranking_lines()
            if lines:
                print("  ranking (best first, factor 1 = the original):", file=out)
                for line in lines:
                    print(f"    {line}", file=out)
            rank = block_rank or _rank(block)
            if auto.block and tuple(auto.block) != tuple(block) and self.factor > 1:
                shown = ",".join(str(b) for b in auto.block[:rank])
                print(f"  the advisor's memory model assumed block {shown}: this kernel does "
                      f"not use its work-groups, so its local size is free (--block {shown})",
                      file=out)
        if self.factor == 1:
            print(f"{name}: factor 1, nothing to do (the original kernel)", file=out)
            return
        print(f"{name} -> {v.kernel}: grid {list(v.grid)}, block {list(v.block)}"
              + (f", written to {file}" if file else ""), file=out)
        print(f"  {res.replicated} statements replicated, {res.divergent_regions} of them "
              f"divergent regions; {'group-preserving' if res.group_dependent else 'global'} "
              "remapping" + (", guarded" if res.guarded else ""), file=out)
        print(f"  launch: {v.launch_map.describe()}", file=out)
        for a in self.assumptions:
            print(f"  guard: {a}", file=out)
        for n in res.notes:
            print(f"  note: {n}", file=out)


def _rank(extents) -> int:
    """Extents up to the last one above 1 (at least one)."""
    n = len(extents)
    while n > 1 and extents[n - 1] == 1:
        n -= 1
    return n


# ----------------------------------------------------------------------------- predict


class PredictResult(Result):
    """The analytical model's prediction of one launch (paper 000; ``warpsmith
    predict``). Attributes of the model's Prediction read through: ``predicted_ms``,
    ``bottleneck``, ``string_model``, ``bounds``, ``resources``, ``notes``, ..."""

    def __init__(self, raw, launch):
        self.raw = raw
        self.launch = launch

    def __getattr__(self, name):
        if name.startswith("__") or name in ("raw", "launch"):
            raise AttributeError(name)
        return getattr(self.raw, name)

    def __repr__(self) -> str:
        return f"<PredictResult {self.raw.kernel} on {self.raw.device}: " \
               f"{self.raw.predicted_ms:.4g} ms>"

    def as_json(self, details: bool = False) -> dict:
        """The object of ``warpsmith predict --json`` (``--details`` with ``details``)."""
        return self.raw.details_json() if details else self.raw.as_json()

    def write(self, out=None) -> None:
        """Launch, resources, string model, time, bottleneck."""
        out = _out(out)
        pred, grid, block = self.raw, self.launch.grid, self.launch.block
        r = pred.resources
        print(f"{pred.kernel} on {pred.device}: grid {list(grid)}, block {list(block)}",
              file=out)
        print(f"  registers {r.get('registers')} ({r.get('registers_source')}), shared "
              f"{r.get('shared_static_bytes')} B, {r.get('active_blocks_per_sm')} blocks/SM "
              f"(limited by {r.get('limiting')}), N_warps {pred.n_warps}", file=out)
        print("  string model:", file=out)
        import textwrap  # only for this report (start-up)

        for line in textwrap.wrap(pred.string_model, 96, break_long_words=False):
            print(f"    {line}", file=out)
        lo, hi = pred.bounds
        span = "" if abs(hi - lo) <= 1e-12 * max(1.0, hi) else f" (bounds {lo:.4g} .. {hi:.4g} ms)"
        print(f"  predicted time: {pred.predicted_ms:.4g} ms{span}", file=out)
        print(f"  bottleneck: {pred.bottleneck}", file=out)
        nbc = "inf" if pred.nbc_avg == float("inf") else f"{pred.nbc_avg:.4g}"
        print(f"  cc {pred.cc:.3g}, cs {pred.cs:.3g}, cr {pred.cr:.3g}, NBC_avg {nbc}, "
              f"warp latency {pred.warp_latency_cycles:.4g} cycles", file=out)
        for where, method in pred.methods.items():
            print(f"  condition {where}: {method}", file=out)
        for n in pred.notes:
            print(f"  note: {n}", file=out)


# ----------------------------------------------------------------------------- the rest


class Translation(Result):
    """A kernel (with what it needs) or a whole program printed in another dialect
    (``warpsmith translate``); ``text`` is the source."""

    def __init__(self, text: str, dialect: str, kernel: str | None = None):
        self.text = text
        self.dialect = dialect
        self.kernel = kernel

    def __repr__(self) -> str:
        return f"<Translation to {self.dialect}: {len(self.text)} characters>"

    def as_json(self) -> dict:
        """``{"to", "kernel", "source"}``."""
        return {"to": self.dialect, "kernel": self.kernel, "source": self.text}

    def save(self, path) -> None:
        """Write the source to ``path`` (``-o``)."""
        _write_text(path, self.text)

    def write(self, out=None) -> None:
        """The source, as is."""
        _out(out).write(self.text)


class CompileResult(Result):
    """NVRTC's compile of one kernel: registers, shared and local bytes, the most threads
    per block (``warpsmith compile``); ``raw`` is the backend's report."""

    def __init__(self, data: dict, raw):
        self.data = data
        self.raw = raw

    def __getattr__(self, name):
        data = self.__dict__.get("data", {})
        if name in data:
            return data[name]
        raise AttributeError(name)

    def __repr__(self) -> str:
        return f"<CompileResult {self.data['kernel']} for {self.data['arch']}: " \
               f"{self.data['registers']} registers>"

    def as_json(self) -> dict:
        """The object of ``warpsmith compile --json``."""
        return self.data

    def write(self, out=None) -> None:
        """One ``key: value`` line per fact (``compiler``: NVRTC or nvcc and its version)."""
        out = _out(out)
        for k, v in self.data.items():
            print(f"{k:>22}: {v}", file=out)


class DeviceList(Result):
    """The hardware descriptions (and the live GPU, if any) (``warpsmith devices``);
    ``rows`` holds one dict per device."""

    COLUMNS = ["key", "name", "cc", "sms", "bandwidth_gb_s", "fp32_gflops",
               "shared_per_sm_kib", "regs_per_sm", "live"]

    def __init__(self, rows: list, opencl: list | None = None):
        self.rows = rows
        self.opencl = opencl  # OpenCL platforms (None: pyopencl is not installed)

    def __repr__(self) -> str:
        return f"<DeviceList {', '.join(str(r.get('key')) for r in self.rows)}>"

    def as_json(self) -> dict:
        """The object ``warpsmith devices --json`` prints: ``{"descriptions": [...],
        "opencl_platforms": [...] or null}``."""
        return {"descriptions": self.rows, "opencl_platforms": self.opencl}

    def write(self, out=None) -> None:
        """A table of the main fields."""
        from rich.table import Table

        if not self.rows:
            print("no hardware descriptions found", file=_out(out))
            return
        cols = [c for c in self.COLUMNS if c in self.rows[0]]
        t = Table(*cols, title="hardware descriptions (warpsmith devices --json for every field)")
        for r in self.rows:
            t.add_row(*(str(r.get(c, "")) for c in cols))
        _console(out).print(t)
        out = _out(out)
        if self.opencl is None:
            print("OpenCL platforms: none (pyopencl is not installed: pip install "
                  "'warpsmith[opencl]')", file=out)
        elif not self.opencl:
            print("OpenCL platforms: none (no ICD installed; PoCL: apt-get install "
                  "pocl-opencl-icd)", file=out)
        else:
            print("OpenCL platforms:", file=out)
            for p in self.opencl:
                print(f"  {p['platform']} ({p['version']}): "
                      f"{', '.join(p['devices']) or 'no devices'}", file=out)


class KernelList(Result):
    """The kernels of a program, their parameters and template parameters, and its launch
    sites, found without instantiating anything (``warpsmith kernels``)."""

    def __init__(self, data: dict, title: str):
        self.data = data
        self.title = title

    def __repr__(self) -> str:
        return f"<KernelList {self.title}: {len(self.data['kernels'])} kernels>"

    @property
    def read(self) -> bool | None:
        """Whether every kernel listed was read and printed back (None: not checked,
        ``fast``)."""
        return self.data.get("read")

    @property
    def failed(self) -> list[dict]:
        """The kernels that did not read, each with its located ``error``."""
        return [k for k in self.data["kernels"] if k.get("read") is False]

    def as_json(self) -> dict:
        """The object of ``warpsmith kernels --json``."""
        return self.data

    def write(self, out=None) -> None:
        """A table of kernels, then one of launch sites."""
        from rich.table import Table

        console = _console(out)
        checked = self.read is not None
        cols = ("kernel", "line", "parameters", "template parameters") + (("read",) if checked else ())
        t = Table(*cols, title=self.title)
        for k in self.data["kernels"]:
            params = ", ".join(f"{p['type']} {p['name']}" for p in k["params"])
            tps = ", ".join(_template_param(tp) for tp in k["template_params"])
            row = [k["name"], str(k["line"]), params, tps]
            if checked:
                row.append(("yes" if k["read"] else "NO") +
                           (f" (as {k['instance']})" if k.get("instance") else "") +
                           ("; template, not instantiated" if k.get("not_instantiated")
                            else ""))
            t.add_row(*row)
        console.print(t)
        for k in self.data["kernels"]:
            if k.get("not_instantiated"):
                console.print(f"{self.data.get('file', '')}:{k['line']}: kernel '{k['name']}': "
                              f"{k['not_instantiated']}", markup=False, highlight=False)
        for k in self.failed:
            console.print(k["error"]["error"], markup=False, highlight=False)
        if self.data["launches"]:
            t = Table("kernel", "line", "grid", "block", "shared", title="launch sites")
            for ln in self.data["launches"]:
                t.add_row(ln["kernel"], str(ln["line"]), ln["grid"], ln["block"],
                          str(ln["shared"] or ""))
            console.print(t)


def _template_param(tp) -> str:
    """``int BLOCK`` or ``int BLOCK=128`` (its default), not a Python dict."""
    if not isinstance(tp, dict):
        return str(tp)
    text = f"{tp.get('kind', '')} {tp.get('name', '')}".strip()
    return text + (f"={tp['default']}" if tp.get("default") is not None else "")


def template_text(args: dict | None) -> str:
    """Template arguments as ``NAME=value, ...`` ('' when none)."""
    return ", ".join(f"{k}={v}" for k, v in (args or {}).items())


__all__ = ["Result", "RunResult", "AccessAnalysis", "DivergenceAnalysis", "VariantResult",
           "OptimizeResult", "CoarsenResult", "PredictResult", "Translation", "CompileResult",
           "DeviceList", "KernelList"]


class TuneReport(Result):
    """An auto-tuning run (issue 20; ``warpsmith tune``): the best configuration, the
    counts, the space, and the raw :class:`warpsmith.tune.tuner.TuneResult` (``raw``)."""

    def __init__(self, raw):
        self.raw = raw

    @property
    def best(self) -> dict | None:
        """The best configuration (None when every configuration failed)."""
        b = self.raw.best
        return None if b is None else dict(b.params)

    @property
    def best_value(self) -> float | None:
        """The best configuration's objective value (its unit in :attr:`unit`)."""
        b = self.raw.best
        return None if b is None else b.value

    @property
    def unit(self) -> str:
        """What the values are (ms; for the simulator backend a cost that is not a time)."""
        return self.raw.unit

    @property
    def results(self) -> list:
        """Every evaluated configuration's result, in evaluation order."""
        return self.raw.results

    def header(self) -> str:
        """The best configuration as a C header of ``#define`` lines."""
        return self.raw.header()

    def kernel_tuner(self) -> tuple:
        """``(results, env)`` in Kernel Tuner's shape."""
        from .tune.kt import shape

        return shape(self.raw)

    def __repr__(self) -> str:
        return f"<TuneReport {self.raw.strategy}: best {self.best} = {self.best_value}>"

    def as_json(self) -> dict:
        """The object of ``warpsmith tune --json``."""
        return self.raw.as_json()

    def write(self, out=None) -> None:
        """Space, strategy, counts, best configuration."""
        out = _out(out)
        d = self.raw.as_json()
        sp = d["space"]
        print(f"space: {sp['legal']} legal of {sp['cartesian']} configurations", file=out)
        for reason, n in sp["pruned"].items():
            print(f"  pruned {n}: {reason}", file=out)
        print(f"strategy {d['strategy']} on {d['device']}: {d['evaluations']} evaluations "
              f"({d['measured']} measured now, {d['failures']} failed)", file=out)
        if d["best"] is None:
            print("no configuration succeeded", file=out)
        else:
            print(f"best: {', '.join(f'{k}={v}' for k, v in d['best']['config'].items())} = {d['best']['value']:.6g} {d['unit']}",
                  file=out)


__all__ += ["TuneReport"]


def _write_text(path, text: str) -> None:
    """Write ``text`` to ``path`` (not through pathlib, which a ``kernels`` process would
    otherwise import only for this: start-up)."""
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
