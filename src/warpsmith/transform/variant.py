"""What a transformation returns: a new kernel with its launch mapping, or a refusal.

A :class:`Variant` is a module holding the new kernel (under a new name, next to the
original), the launch it was made for, a :class:`LaunchMap` that computes its grid and
block from any launch of the original, and the :class:`Assumption` s that must hold at run
time for it to compute what the original computes (launch geometry, divisibility of sizes,
pointer alignment). The run-time guard (:mod:`warpsmith.transform.dispatch`) checks exactly
those assumptions.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ir import nodes as N


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
    for one launch. The composition of steps (swaps, thread merging) stays in this form."""

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
    """An extent of a launch map: an old extent's name, or a fixed number (a variant made
    for one launch only, whose guard checks that launch)."""
    return env[name] if name in env else int(name)


def _launch_env(grid, block) -> dict:
    env = {}
    for i, x in enumerate("xyz"):
        env[f"grid.{x}"] = int(grid[i]) if i < len(grid) else 1
        env[f"block.{x}"] = int(block[i]) if i < len(block) else 1
    return env


@dataclass(frozen=True)
class Step:
    """One applied step, for the report."""

    name: str  # "swap", "group-threads", "group-loop", "pad", ...
    detail: str
    predicted: dict = field(default_factory=dict)  # cost before/after, as the model says

    def as_json(self) -> dict:
        return {"step": self.name, "detail": self.detail, **self.predicted}


@dataclass(frozen=True)
class Refusal:
    """A step that was not applied, and why (a sentence naming the access or line)."""

    step: str
    reason: str

    def as_json(self) -> dict:
        return {"step": self.step, "reason": self.reason}


@dataclass
class Variant:
    """A transformed kernel: ``module`` holds ``kernel`` (the new name) and the original;
    ``grid``/``block`` is its launch for the launch it was made for; ``launch_map``
    gives it for any other launch; ``assumptions`` must hold at run time."""

    module: N.Module
    kernel: str
    original: str
    grid: tuple
    block: tuple
    launch_map: LaunchMap = field(default_factory=LaunchMap)
    assumptions: list = field(default_factory=list)
    applied: list = field(default_factory=list)

    def function(self) -> N.Function:
        return self.module.function(self.kernel)


__all__ = ["Assumption", "LaunchMap", "Step", "Refusal", "Variant"]
