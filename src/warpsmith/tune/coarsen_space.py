"""The coarsening study's space (paper 004, issue 5): the programs, the configurations
(factor, dimension, stride, local size) with the pruning rules, the transformation of one
configuration, and the JSONL records the runner writes and the reports read.

Shared by ``benchmarks/coarsen_runner.py`` (which measures), ``coarsen_tree.py``,
``coarsen_advisor_fit.py`` and ``model_heldout.py`` (which read), and their tests.
"""

from __future__ import annotations

import collections
import hashlib
import importlib.util
import json
import math
import re
from dataclasses import dataclass
from pathlib import Path

from ..corpus import int_params
from .results import compact

SEED = 1234
FACTORS = (1, 2, 4, 8, 16, 32)
STRIDES = (1, 2, 4, 8, 16, 32)
POW2 = tuple(1 << i for i in range(11))  # 1 .. 1024
MIN_BLOCK, MAX_BLOCK = 32, 1024


# ----------------------------------------------------------------------------- programs

_LOADED: tuple = ()
_LOADED_FILE: str | None = None


def load_programs(program_file: str | None = None) -> tuple:
    """The programs of the study: :data:`warpsmith.corpus.coarsening.PROGRAMS`, or the
    ``PROGRAMS`` of a Python file (``--program-file``, used by the tests and for trying a
    new program before it joins the corpus)."""
    global _LOADED, _LOADED_FILE
    if program_file:
        spec = importlib.util.spec_from_file_location("coarsen_programs_file", program_file)
        if spec is None or spec.loader is None:
            raise SystemExit(f"coarsen_runner: cannot import {program_file}")
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        progs = tuple(mod.PROGRAMS)
    else:
        from warpsmith.corpus.coarsening import PROGRAMS

        progs = tuple(PROGRAMS)
    _LOADED, _LOADED_FILE = tuple(sorted(progs, key=lambda p: p.number)), program_file
    return _LOADED


def loaded_programs() -> tuple:
    """The programs :func:`load_programs` loaded last (empty before the first call)."""
    return _LOADED


def loaded_program_file() -> str | None:
    """The ``--program-file`` of the last :func:`load_programs` (None: the corpus)."""
    return _LOADED_FILE


def program(name: str):
    """The loaded program called ``name``."""
    for p in _LOADED:
        if p.name == name:
            return p
    raise KeyError(f"no coarsening program {name!r}; known: "
                   + ", ".join(p.name for p in _LOADED))


def select_programs(programs, names: str | None) -> list:
    """``--programs a,b``: those programs, in Table 2's order; an unknown name is an
    error naming the known ones."""
    if not names:
        return list(programs)
    want = [n.strip() for n in names.split(",") if n.strip()]
    known = {p.name for p in programs}
    bad = [n for n in want if n not in known]
    if bad:
        raise SystemExit(f"coarsen_runner: unknown program(s) {', '.join(bad)}; known: "
                         + ", ".join(p.name for p in programs))
    return [p for p in programs if p.name in want]


# ----------------------------------------------------------------------------- the space

@dataclass(frozen=True, order=True)
class Config:
    """One point of the space: the coarsened kernel is launched with ``local``."""

    program: str
    factor: int
    dim: int
    stride: int
    local: tuple

    @property
    def id(self) -> str:
        """``program|fF|dD|sS|lAxB``: the configuration's key in the JSONL."""
        return (f"{self.program}|f{self.factor}|d{self.dim}|s{self.stride}|l"
                + "x".join(str(v) for v in self.local))

    @property
    def group(self) -> tuple:
        """(program, factor, dimension, stride): configurations compiled together."""
        return (self.program, self.factor, self.dim, self.stride)

    @staticmethod
    def from_id(text: str) -> "Config":
        """The configuration of an :attr:`id`."""
        prog, f, d, s, loc = text.split("|")
        return Config(prog, int(f[1:]), int(d[1:]), int(s[1:]),
                      tuple(int(v) for v in loc[1:].split("x")))


def local_sizes(ndim: int, space: str = "full") -> list[tuple]:
    """Local sizes of the coarsened kernel (Table 1): per dimension a power of two from 1
    to 1024, the product between 32 and 1024 (1D: 32..1024). ``reduced`` (2D and up)
    keeps x in 16..256 and the other dimensions in 1..16: 21 of the 51 2D shapes, the
    rest being very flat or very tall work-groups."""
    if space not in ("full", "reduced"):
        raise ValueError(f"local-size space must be 'full' or 'reduced', not {space!r}")
    out: list[tuple] = [()]
    for d in range(ndim):
        vals = POW2
        if space == "reduced" and ndim > 1:
            vals = tuple(v for v in POW2 if (16 <= v <= 256 if d == 0 else v <= 16))
        out = [t + (v,) for t in out for v in vals if math.prod(t + (v,)) <= MAX_BLOCK]
    return [t for t in out if MIN_BLOCK <= math.prod(t) <= MAX_BLOCK]


_DEPENDENT: dict = {}


def group_dependence(prog) -> tuple:
    """Per dimension, whether the program's kernel depends on its work-groups along it
    (local ids, group ids, local size, barriers or local memory:
    :func:`warpsmith.transform.coarsen.group_dependent`). Such a kernel is coarsened
    keeping its work-groups (the local size shrinks by the factor); any other is coarsened
    over the global size (the local size is free). All True while the transformation is
    not available."""
    if prog.name in _DEPENDENT:
        return _DEPENDENT[prog.name]
    ndim = len(prog.global_size["paper"])
    try:
        from warpsmith.transform.coarsen import group_dependent
    except ImportError:
        return (True,) * ndim
    try:
        L = prog.launch("ci", tuple(prog.default_local))
        m = read_program_module(prog, L.defines)
        fn = m.function(prog.kernel)
        dep = tuple(bool(group_dependent(m, fn, d)) for d in range(ndim))
    except Exception:  # noqa: BLE001 - then assume the stricter scheme
        dep = (True,) * ndim
    _DEPENDENT[prog.name] = dep
    return dep


def predicted_original_local(cfg: Config, dependent: tuple | None = None) -> tuple:
    """The original local size a configuration stands for, as ``coarsen_to`` will find it:
    for a kernel that depends on its work-groups along the coarsened dimension the local
    size times the factor there (a coarsened work-group of L threads does the work of L x F
    original work-items), otherwise the local size itself (``dependent`` per dimension;
    default: dependent)."""
    o = list(cfg.local)
    if cfg.factor > 1 and (dependent is None or dependent[cfg.dim]):
        o[cfg.dim] *= cfg.factor
    return tuple(o)


def prune_reason(prog, size: str, cfg: Config) -> str | None:
    """Why ``cfg`` is not worth compiling (None when it is): the reasons of the brief,
    decidable before the transformation runs."""
    g = tuple(prog.global_size[size])
    if len(cfg.local) != len(g):
        return "pruned: local size rank differs from the program's"
    if math.prod(cfg.local) > MAX_BLOCK:
        return "pruned: block > 1024 threads"
    if g[cfg.dim] % cfg.factor:
        return "pruned: global size not a multiple of the factor"
    gc = list(g)
    gc[cfg.dim] //= cfg.factor
    if any(gv % lv for gv, lv in zip(gc, cfg.local)):
        return "pruned: coarsened global size not a multiple of the local size"
    try:
        ok = prog.local_ok(predicted_original_local(cfg, group_dependence(prog)))
    except Exception:  # noqa: BLE001 - a local_ok that cannot judge this size rejects it
        ok = False
    if not ok:
        return "pruned: local_ok rejects the original local size"
    return None


def enumerate_program(prog, size: str, space: str = "full") -> tuple[list[Config], collections.Counter]:
    """Every configuration of ``prog`` at ``size``: (those to compile, in a fixed order;
    counts of the pruned ones by reason)."""
    ndim = len(prog.global_size[size])
    locs = local_sizes(ndim, space)
    configs: list[Config] = []
    pruned: collections.Counter = collections.Counter()
    seen = set()
    for f in FACTORS:
        for d in (range(ndim) if f > 1 else (0,)):
            for s in (STRIDES if f > 1 else (1,)):
                extra = [tuple(prog.default_local)] if f == 1 else []
                for loc in locs + [x for x in extra if x not in locs]:
                    cfg = Config(prog.name, f, d, s, tuple(loc))
                    if cfg in seen:
                        continue
                    seen.add(cfg)
                    why = prune_reason(prog, size, cfg)
                    if why:
                        pruned[why] += 1
                    else:
                        configs.append(cfg)
    return configs, pruned


def split_part(configs: list[Config], part: int, nparts: int) -> list[Config]:
    """Part ``part`` (1-based) of ``nparts``: whole (program, factor, dimension, stride)
    groups, cut where the running count of configurations crosses k/n of the total, so
    the parts are about equal in size and every group is compiled in one call."""
    if not 1 <= part <= nparts:
        raise ValueError(f"part {part} of {nparts}")
    groups: dict[tuple, list[Config]] = {}
    for c in configs:
        groups.setdefault(c.group, []).append(c)
    total = len(configs)
    out, start = [], 0
    for members in groups.values():
        k = min(nparts - 1, start * nparts // max(total, 1))
        if k == part - 1:
            out.extend(members)
        start += len(members)
    return out


def parse_part(text: str | None) -> tuple[int, int]:
    """``--part i/n`` as (i, n); (1, 1) without one."""
    if not text:
        return 1, 1
    m = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", text)
    if not m or not 1 <= int(m.group(1)) <= int(m.group(2)):
        raise SystemExit(f"coarsen_runner: --part must be i/n with 1 <= i <= n, not {text!r}")
    return int(m.group(1)), int(m.group(2))


def dims_key(dims: dict) -> str:
    """A short name of one problem (the launch's dims): configurations with equal dims
    share inputs and reference."""
    return hashlib.sha1(json.dumps(dims, sort_keys=True, default=str).encode()).hexdigest()[:12]


# ----------------------------------------------------------------------------- JSONL

def read_jsonl(paths) -> dict:
    """Every record of the JSONL files (later lines win): ``{"runs": [...], "configs":
    {id: rec}, "ncu": {id: rec}, "sim": {id: rec}}``. A truncated last line (a call
    stopped mid-write) is skipped."""
    out = {"runs": [], "configs": {}, "ncu": {}, "sim": {}}
    for p in paths:
        p = Path(p)
        if not p.is_file():
            continue
        for line in p.read_text().splitlines():
            line = line.strip()
            if not line:
                continue
            try:
                d = json.loads(line)
            except ValueError:
                continue
            kind = d.get("kind")
            if kind == "run":  # one call's lines merge (its start, device, end)
                call = d.get("call") or f"line{len(out['runs'])}"
                prev = next((r for r in out["runs"] if r.get("call") == call), None)
                if prev is None:
                    out["runs"].append(dict(d))
                else:
                    prev.update(d)
            elif kind == "config":
                out["configs"][d["id"]] = d
            elif kind == "ncu":
                out["ncu"][d["id"]] = d
            elif kind == "sim":
                out["sim"][d["id"]] = d
    return out


class JsonlWriter:
    """Appends records to the JSONL, one flushed line each."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)

    def write(self, rec: dict) -> None:
        """Append ``rec`` as one JSON line."""
        with open(self.path, "a") as fh:
            fh.write(compact(rec) + "\n")


# ----------------------------------------------------------------------------- CPU phase

def read_program_module(prog, defines: dict):
    """The program's OpenCL file read with the launch's ``-D`` values."""
    from warpsmith.frontend import read_module

    return read_module(str(program_path(prog)), dialect="opencl", defines=dict(defines))


def program_path(prog) -> Path:
    """The program's OpenCL file in the corpus."""
    from warpsmith.corpus import corpus_dir

    return corpus_dir() / prog.file


def coarsen_config(prog, size: str, cfg: Config):
    """Run the transformation for ``cfg``: ``(Variant or Refusal, None, original local,
    launch of the original at that local size)``."""
    from warpsmith.ir import find_kernel
    from warpsmith.transform.coarsen import coarsen_to, coarsening
    from warpsmith.transform.variant import Refusal

    g = tuple(prog.global_size[size])
    o_pred = predicted_original_local(cfg, group_dependence(prog))
    L = prog.launch(size, o_pred)
    module = read_program_module(prog, L.defines)
    fn = find_kernel(module, prog.kernel)
    params = int_params(fn, dict(L.dims))
    res = coarsen_to(module, prog.kernel, cfg.factor, cfg.dim, cfg.stride, g, tuple(cfg.local),
                     params)
    if isinstance(res, Refusal):
        return res, None, o_pred, L
    o = tuple(coarsening(res).original_local)
    if o != o_pred:
        L2 = prog.launch(size, o)  # raises ValueError when local_ok rejects it
        if dict(L2.defines) != dict(L.defines) or dict(L2.dims) != dict(L.dims):
            module = read_program_module(prog, L2.defines)
            params = int_params(find_kernel(module, prog.kernel), dict(L2.dims))
            res = coarsen_to(module, prog.kernel, cfg.factor, cfg.dim, cfg.stride, g,
                             tuple(cfg.local), params)
            if isinstance(res, Refusal):
                return res, None, o, L2
        L = L2
    return res, None, o, L
