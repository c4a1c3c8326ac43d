"""What a transformation returns: a new kernel with its launch mapping, or a refusal.

A :class:`Variant` is a module holding the new kernel (under a new name, next to the
original), the launch it was made for, a :class:`LaunchMap` that computes its grid and
block from any launch of the original, and the :class:`Assumption` s that must hold at run
time for it to compute what the original computes (launch geometry, divisibility of sizes,
pointer alignment). The run-time guard (:mod:`warpsmith.transform.dispatch`) checks exactly
those assumptions.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..ir import nodes as N
from ..ir.lookup import find_kernel
from ..ir.launch import Launch


@dataclass(frozen=True)
class Assumption:
    """A condition the variant needs at run time.

    ``kind``: "divisible" (``expr % modulus == 0``), "aligned" (buffer ``param``'s address
    is a multiple of ``modulus`` bytes), "at_most" (``expr <= modulus``), "equal"
    (``expr == modulus``). ``expr`` is text over launch names (``grid.x``, ``block.y``)
    and integer parameter names, evaluable by Python and C alike (only + - * and names)."""

    kind: str
    expr: str
    modulus: int
    why: str = ""
    param: str = ""

    def holds(self, env: dict) -> bool:
        """Evaluate under ``env`` (launch names and parameter values; buffer addresses
        under the buffer's name)."""
        if self.kind == "aligned":
            return int(env[self.param]) % self.modulus == 0
        value = _evaluate(self.expr, env)
        if self.kind == "divisible":
            return value % self.modulus == 0
        if self.kind == "at_most":
            return value <= self.modulus
        if self.kind == "equal":
            return value == self.modulus
        raise ValueError(self.kind)

    def c_text(self) -> str:
        """The condition in C, for a host-side guard."""
        if self.kind == "aligned":
            return f"((uintptr_t)({self.param}) % {self.modulus} == 0)"
        e = self.expr
        op = {"divisible": f"({e}) % {self.modulus} == 0", "at_most": f"({e}) <= {self.modulus}",
              "equal": f"({e}) == {self.modulus}"}[self.kind]
        return f"({op})"

    def __str__(self) -> str:
        text = {"divisible": f"{self.expr} is a multiple of {self.modulus}",
                "aligned": f"{self.param} is aligned to {self.modulus} bytes",
                "at_most": f"{self.expr} <= {self.modulus}",
                "equal": f"{self.expr} == {self.modulus}"}[self.kind]
        return text + (f" ({self.why})" if self.why else "")


def _evaluate(expr: str, env: dict) -> int:
    names = {k.replace(".", "_"): int(v) for k, v in env.items()
             if not hasattr(v, "shape") or getattr(v, "ndim", 1) == 0}
    code = expr.replace("grid.", "grid_").replace("block.", "block_").replace(" / ", " // ")
    return int(eval(code, {"__builtins__": {}}, names))  # noqa: S307 - our own text


@dataclass(frozen=True)
class LaunchMap:
    """How the variant's launch follows from the original's: each of the 6 new extents
    (grid x, y, z, block x, y, z) is an old extent (``"grid.x"`` ...) divided by an
    integer, or a fixed number written as text (``"16"``) for a variant that is only valid
    for one launch or a block size a step chose, or a product of those
    (``"grid.x * block.y"``). The composition of steps (swaps, thread merging) stays in
    this form."""

    grid: tuple = ("grid.x", "grid.y", "grid.z")
    block: tuple = ("block.x", "block.y", "block.z")
    grid_div: tuple = (1, 1, 1)
    block_div: tuple = (1, 1, 1)

    def apply(self, grid, block) -> tuple[tuple, tuple]:
        env = _launch_env(grid, block)
        g = tuple(_extent(env, n) // d for n, d in zip(self.grid, self.grid_div))
        b = tuple(_extent(env, n) // d for n, d in zip(self.block, self.block_div))
        return g, b

    def swapped(self, a: str, b: str) -> "LaunchMap":
        """Exchange extents ``a`` and ``b`` (e.g. "block.x" and "grid.x")."""
        slots = {f"grid.{x}": ("grid", i) for i, x in enumerate("xyz")}
        slots.update({f"block.{x}": ("block", i) for i, x in enumerate("xyz")})
        g, bl = list(self.grid), list(self.block)
        gd, bd = list(self.grid_div), list(self.block_div)
        lists = {"grid": (g, gd), "block": (bl, bd)}
        (la, ia), (lb, ib) = slots[a], slots[b]
        va, da = lists[la][0][ia], lists[la][1][ia]
        vb, db = lists[lb][0][ib], lists[lb][1][ib]
        lists[la][0][ia], lists[la][1][ia] = vb, db
        lists[lb][0][ib], lists[lb][1][ib] = va, da
        return LaunchMap(tuple(g), tuple(bl), tuple(gd), tuple(bd))

    def divided(self, slot: str, factor: int) -> "LaunchMap":
        """Divide the new extent ``slot`` ("block.x") by ``factor``."""
        kind, axis = slot.split(".")
        i = "xyz".index(axis)
        if kind == "block":
            bd = list(self.block_div)
            bd[i] *= factor
            return LaunchMap(self.grid, self.block, self.grid_div, tuple(bd))
        gd = list(self.grid_div)
        gd[i] *= factor
        return LaunchMap(self.grid, self.block, tuple(gd), self.block_div)

    def describe(self) -> str:
        def one(n, d):
            return n if d == 1 else f"{n}/{d}"
        g = ", ".join(one(n, d) for n, d in zip(self.grid, self.grid_div))
        b = ", ".join(one(n, d) for n, d in zip(self.block, self.block_div))
        return f"grid ({g}), block ({b})"


def _extent(env: dict, name: str) -> int:
    """An extent of a launch map: an old extent's name, a fixed number (a variant made
    for one launch only, whose guard checks that launch, or a block size chosen by a
    step), or a product of those written ``a * b`` (a reshaped block's grid)."""
    if "*" in name:
        out = 1
        for part in name.split("*"):
            out *= _extent(env, part.strip())
        return out
    return env[name] if name in env else int(name)


def _launch_env(grid, block) -> dict:
    env = {}
    for i, x in enumerate("xyz"):
        env[f"grid.{x}"] = int(grid[i]) if i < len(grid) else 1
        env[f"block.{x}"] = int(block[i]) if i < len(block) else 1
    return env


@dataclass(frozen=True)
class Step:
    """One applied step, for the report and for the optimizer's decisions.

    ``detail`` is prose for people; what the optimizer decides on is data:
    ``versioned`` (a thread merge split into a fast and a slow path), ``vectors`` (one
    ``(lanes, element_bits)`` per vector access the step made), ``predicted`` (the
    model's numbers, reported as they are)."""

    name: str  # "swap", "group-threads", "group-loop", "pad", ...
    detail: str
    predicted: dict = field(default_factory=dict)  # cost before/after, as the model says
    versioned: bool = False
    vectors: tuple = ()

    def as_json(self) -> dict:
        return {"step": self.name, "detail": self.detail, **self.predicted}

    def makes_vector(self, lanes: int, bits: int) -> bool:
        """Whether the step made a vector access of ``lanes`` elements of ``bits`` bits
        (``(4, 32)``: a 128-bit access of a 32-bit type)."""
        return (lanes, bits) in self.vectors


@dataclass(frozen=True)
class Refusal:
    """A step that was not applied: the step's name, the reason (a sentence naming the
    access or line) and, when the reason is in the source, where (``loc``).
    ``others``: further refusals of the same step (one per shared array for padding)."""

    step: str
    reason: str
    loc: N.SourceLoc | None = None
    others: tuple = ()

    def as_json(self) -> dict:
        return {"step": self.step, "reason": self.reason}

    def all(self) -> list:
        """This refusal and the further ones it carries."""
        return [Refusal(self.step, self.reason, self.loc)] + list(self.others)


@dataclass(frozen=True)
class Variant:
    """A kernel and how it was made: ``module`` holds ``kernel`` (the new name) next to
    ``original``; ``launch`` is the kernel's own launch (grid, block, parameter values)
    for ``origin``, the launch of the original it was made for; ``launch_map`` gives its
    grid and block for any other launch of the original; ``assumptions`` must hold at run
    time (the guard checks them); ``steps`` are the steps applied, in order; ``refused``
    the parts of applied steps that were left out (an access a merge could not group).

    Every transformation step is ``step(variant, **options) -> Variant | Refusal``; start
    from :meth:`Variant.of`."""

    module: N.Module
    kernel: str
    original: str
    launch: Launch
    origin: Launch
    launch_map: LaunchMap = field(default_factory=LaunchMap)
    assumptions: tuple = ()
    steps: tuple = ()
    refused: tuple = ()

    @classmethod
    def of(cls, module: N.Module, kernel: str, launch: Launch) -> "Variant":
        """The start point: kernel ``kernel`` of ``module`` unchanged, at ``launch``."""
        fn = find_kernel(module, kernel)
        return cls(module, fn.name, fn.name, launch, launch)

    @property
    def grid(self) -> tuple:
        """The variant's grid at the launch it was made for (``launch.grid``)."""
        return self.launch.grid

    @property
    def block(self) -> tuple:
        """The variant's block at the launch it was made for (``launch.block``)."""
        return self.launch.block

    @property
    def params(self) -> dict:
        """Integer parameter values of that launch (``launch.params``)."""
        return self.launch.params

    def function(self) -> N.Function:
        """The variant's kernel."""
        return self.module.function(self.kernel)

    def derive(self, module: N.Module, kernel: str, step: Step, *, grid=None, block=None,
               launch_map: LaunchMap | None = None, assumptions=(), refused=()) -> "Variant":
        """The variant a step makes from this one: ``module`` holding ``kernel``, the new
        geometry (default: unchanged), ``assumptions`` and ``refused`` added to this
        variant's, ``step`` appended."""
        launch = self.launch if grid is None else self.launch.with_geometry(grid, block)
        return replace(self, module=module, kernel=kernel, launch=launch,
                       launch_map=self.launch_map if launch_map is None else launch_map,
                       assumptions=tuple(self.assumptions) + tuple(assumptions),
                       steps=self.steps + (step,), refused=self.refused + tuple(refused))

    def check_env(self) -> dict:
        """Launch names (``grid.x``, ``block.y``) and integer arguments of the original's
        launch ``origin``, for evaluating run-time assumptions where it was made."""
        env = self.origin.geometry_env()
        env.update({k: int(v) for k, v in self.origin.params.items()
                    if isinstance(v, int) or getattr(v, "ndim", 1) == 0})
        return env

    def new_name(self, name: str | None = None, suffix: str = "opt") -> str:
        """The name a step gives its kernel: ``name``, else this variant's kernel when it
        is already a new one, else ``ORIGINAL_suffix``."""
        if name:
            return name
        return self.kernel if self.kernel != self.original else f"{self.original}_{suffix}"


def with_function(module: N.Module, fn: N.Function) -> N.Module:
    """``module`` with ``fn`` added, or replacing the function of the same name."""
    funcs = [f for f in module.functions if f.name != fn.name] + [fn]
    return replace(module, functions=tuple(funcs))


__all__ = ["Assumption", "LaunchMap", "Step", "Refusal", "Variant",
           "with_function"]
