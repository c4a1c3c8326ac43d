"""The frozen held-out suite (issue 16): kernels nobody designed the model, the memory
optimizer or the coarsening advisor on, read from ``benchmarks/heldout/`` as corpus specs.

The suite's files are frozen: ``benchmarks/heldout/FROZEN`` records the sha256 of every
file in the directory (:func:`suite_hash`, the same as the shell one-liner written there),
and a new suite gets a new directory. This module only reads it:

* :func:`load_manifest` executes ``manifest.py`` (NumPy only) without writing bytecode into
  the frozen directory;
* :func:`specs` gives one :class:`HeldoutSpec` per kernel (``role == "original"``) and one
  per hand version (``role == "hand"``, named ``<kernel>__hand``), both ordinary
  :class:`~warpsmith.corpus.KernelSpec` values (``ci`` the simulator size, ``paper`` the GPU
  size), so that everything that runs corpus kernels runs these too;
* :func:`recorded_hash` / :func:`suite_hash` read and recompute the hash.
"""

from __future__ import annotations

import hashlib
import re
import types
from dataclasses import dataclass
from pathlib import Path

from . import KernelSpec, Launch

__all__ = ["HeldoutSpec", "suite_dir", "load_manifest", "specs", "spec", "suite_hash",
           "recorded_hash", "suite_files", "HAND_SUFFIX", "role_record", "measured_ms",
           "SEED", "kernel_arguments"]

HAND_SUFFIX = "__hand"
#: the seed ``benchmarks/heldout_runner.py`` makes every kernel's arguments with
SEED = 1234
#: the last kernel's arguments (:func:`kernel_arguments`): its roles share them
_ARGUMENTS: dict = {}


def suite_dir() -> Path:
    """``benchmarks/heldout`` of the repository this package was read from."""
    return Path(__file__).resolve().parents[3] / "benchmarks" / "heldout"


@dataclass(frozen=True)
class HeldoutSpec(KernelSpec):
    """A corpus spec whose file lives in the held-out suite's directory, with the suite's
    own facts: family, whether it has a memory-access problem (and which), and whether it
    is an original kernel or the hand version of ``original``."""

    root: str = ""
    family: str = ""
    memory_problem: bool = False
    problem: str = ""
    role: str = "original"
    original: str = ""
    hand: str | None = None  # for an original with a hand version: that spec's name

    @property
    def path(self) -> Path:
        return Path(self.root) / self.file


def suite_files(root: Path | None = None) -> list[str]:
    """Relative POSIX paths of every file the hash covers (all but FROZEN and bytecode
    caches), sorted bytewise."""
    root = Path(root or suite_dir())
    out = []
    for p in root.rglob("*"):
        if p.is_file() and p.name != "FROZEN" and "__pycache__" not in p.parts:
            out.append(p.relative_to(root).as_posix())
    return sorted(out, key=lambda s: s.encode())


def suite_hash(root: Path | None = None) -> str:
    """The suite's sha256: the sha256 of the lines ``<sha256 of file>  ./<path>\\n`` over
    :func:`suite_files` -- what ``find . -type f ! -name FROZEN ! -path '*/__pycache__/*'
    -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum`` prints in the directory."""
    root = Path(root or suite_dir())
    lines = []
    for rel in suite_files(root):
        digest = hashlib.sha256((root / rel).read_bytes()).hexdigest()
        lines.append(f"{digest}  ./{rel}\n")
    return hashlib.sha256("".join(lines).encode()).hexdigest()


def recorded_hash(root: Path | None = None) -> str:
    """The hash written in ``FROZEN`` (the line ``sha256: <hex>``)."""
    text = (Path(root or suite_dir()) / "FROZEN").read_text()
    m = re.search(r"^sha256:\s*([0-9a-f]{64})\s*$", text, re.M)
    if not m:
        raise ValueError("FROZEN has no 'sha256: <64 hex digits>' line")
    return m.group(1)


def load_manifest(root: Path | None = None) -> types.ModuleType:
    """``manifest.py`` of the suite as a module (executed from its text: no bytecode is
    written into the frozen directory)."""
    path = Path(root or suite_dir()) / "manifest.py"
    mod = types.ModuleType("warpsmith_heldout_manifest")
    mod.__file__ = str(path)
    exec(compile(path.read_text(), str(path), "exec"), mod.__dict__)  # noqa: S102 - our file
    return mod


def _launch(d: dict) -> Launch:
    return Launch(tuple(d["grid"]), tuple(d["block"]), dict(d["dims"]),
                  dynamic_shared=int(d.get("dynamic_shared", 0)))


def _spec(e: dict, root: Path, role: str) -> HeldoutSpec:
    h = e.get("hand")
    src = h if role == "hand" else e
    ci, gpu = _launch(src["ci"]), _launch(src["gpu"])
    ref = e["reference"]
    ci_dims = dict(ci.dims)
    name = e["name"] + (HAND_SUFFIX if role == "hand" else "")
    return HeldoutSpec(
        name=name, file=src["file"], kernel=src["kernel"], dialect=e["dialect"], ci=ci,
        paper=gpu, args=e["args"], reference=lambda inp, f=ref, d=ci_dims: f(inp, d),
        reference_dims=ref, outputs=tuple(e["outputs"]), rtol=e.get("rtol", 0.0),
        atol=e.get("atol", 0.0), description=e.get("problem", ""), root=str(root),
        family=e["family"], memory_problem=bool(e["memory_problem"]),
        problem=e.get("problem", ""), role=role, original=e["name"],
        hand=(e["name"] + HAND_SUFFIX) if (h and role == "original") else None)


def specs(root: Path | None = None, *, hands: bool = True) -> list[HeldoutSpec]:
    """Every kernel of the suite, each original followed by its hand version (``hands``)."""
    root = Path(root or suite_dir())
    out = []
    for e in load_manifest(root).KERNELS:
        out.append(_spec(e, root, "original"))
        if hands and e.get("hand"):
            out.append(_spec(e, root, "hand"))
    return out


def spec(name: str, root: Path | None = None) -> HeldoutSpec:
    """The held-out spec called ``name`` (``<kernel>__hand`` for a hand version)."""
    for s in specs(root):
        if s.name == name:
            return s
    raise KeyError(f"no held-out kernel named {name!r}")


def role_record(kernel: dict, role: str) -> dict | None:
    """One kernel's record of ``role`` in a results file of ``benchmarks/heldout_runner.py``,
    following ``same_as`` (a role whose text and launch are another's was measured once)."""
    seen = set()
    r = kernel.get("roles", {}).get(role)
    while r is not None and r.get("same_as") and role not in seen:
        seen.add(role)
        role = r["same_as"]
        r = kernel["roles"].get(role)
    return r


def measured_ms(kernel: dict, role: str) -> float | None:
    """The role's verified median GPU time in such a file, or None."""
    g = (role_record(kernel, role) or {}).get("gpu") or {}
    t = (g.get("timing") or {}).get("median_ms")
    return float(t) if g.get("verified") and t else None


def kernel_arguments(spec: HeldoutSpec, function, size: str = "paper",
                     seed: int = SEED) -> dict | None:
    """``spec``'s arguments at ``size`` made with ``seed`` (the runner's), by the parameter
    names of ``function`` (the original's kernel or one of its variants), for the model's
    replay; None when a parameter has no value. The last kernel's arguments are kept, so
    that its roles do not make them again (they are large at the GPU size)."""
    key = (spec.root, spec.name, size, seed)
    if _ARGUMENTS.get("key") != key:
        _ARGUMENTS.clear()
        _ARGUMENTS.update(key=key, data=spec.make_args(seed, size))
    data = _ARGUMENTS["data"]
    if any(p.name not in data for p in function.params):
        return None
    return {p.name: data[p.name] for p in function.params}
