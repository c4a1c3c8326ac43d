"""What every search strategy evaluates through: the budget and the bookkeeping.

A strategy asks for configurations (indices into a :class:`~warpsmith.tune.space.Space`)
one at a time or in batches; the :class:`Evaluator` measures those it has not seen (a
batch goes to the measurer at once, so compiles overlap), answers revisits from memory
for free, counts every unique configuration toward the budget, failures included, and
raises :class:`BudgetExhausted` when the budget (unique evaluations, or seconds of recorded
compile + run time, or both) is spent. Values are minimized: failures are ``inf``; an
objective where higher is better is negated here, never in the strategies.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Callable, Sequence

from .space import Space
from .store import Result


class BudgetExhausted(Exception):
    """The budget is spent: the strategy stops."""


@dataclass
class Budget:
    """At most ``fevals`` unique configurations and/or ``seconds`` of evaluation cost (the
    recorded compile, verification and benchmark time; wall-clock time where the measurer
    records none)."""

    fevals: int | None = None
    seconds: float | None = None

    def describe(self) -> str:
        """``100 evaluations``, ``60 s`` or both."""
        parts = ([f"{self.fevals} evaluations"] if self.fevals else []) + (
            [f"{self.seconds:g} s"] if self.seconds else [])
        return " and ".join(parts) or "the whole space"


#: ``measure(indices) -> iterable of Result``: evaluate configurations of the space, in
#: order; a generator hands each result over as soon as it is known.
Measure = Callable[[list], list]


@dataclass
class Evaluator:
    """Budgeted, memoized evaluation of a space's points (see the module's text).

    ``known``: results by configuration key already stored (a resumed run): they count
    toward the budget like new ones but are not measured again. ``on_result(result,
    fresh)`` is told of every unique evaluation (``fresh``: measured now)."""

    space: Space
    measure: Measure
    budget: Budget = field(default_factory=Budget)
    known: dict = field(default_factory=dict)
    higher_is_better: bool = False
    on_result: Callable | None = None
    seen: dict = field(default_factory=dict)       # index -> minimized value
    results: dict = field(default_factory=dict)    # index -> Result
    order: list = field(default_factory=list)      # indices in evaluation order
    cost_s: float = 0.0
    failures: int = 0
    measured: int = 0

    def __len__(self) -> int:
        return len(self.order)

    @property
    def exhausted(self) -> bool:
        """Whether no further unique evaluation is allowed."""
        b = self.budget
        return ((b.fevals is not None and len(self.order) >= b.fevals)
                or (b.seconds is not None and self.cost_s >= b.seconds)
                or len(self.order) >= len(self.space))

    def remaining(self) -> int:
        """Unique evaluations left (the space's unseen points when only seconds bound)."""
        left = len(self.space) - len(self.order)
        if self.budget.fevals is not None:
            left = min(left, self.budget.fevals - len(self.order))
        return max(left, 0)

    def __call__(self, i: int) -> float:
        """The minimized value of point ``i`` (``inf`` for a failure)."""
        return self.batch([i])[0]

    def batch(self, indices: Sequence[int]) -> list[float]:
        """Values of ``indices``; new points are measured together up to the budget, and
        :class:`BudgetExhausted` is raised when it runs out before all are known."""
        indices = [int(i) for i in indices]
        new = list(dict.fromkeys(i for i in indices if i not in self.seen))
        if new:
            if self.exhausted:
                raise BudgetExhausted
            new = new[:self.remaining()]
            self._evaluate(new)
        if any(i not in self.seen for i in indices):
            raise BudgetExhausted
        return [self.seen[i] for i in indices]

    def _evaluate(self, new: list) -> None:
        stored = [i for i in new if self.space.key(i) in self.known]
        fresh = [i for i in new if self.space.key(i) not in self.known]
        got = {i: self.known[self.space.key(i)] for i in stored}
        if fresh:
            # with a time budget, measure one at a time so the budget is honoured
            chunks = [fresh] if self.budget.seconds is None else [[i] for i in fresh]
            for chunk in chunks:
                if self.budget.seconds is not None and self.cost_s >= self.budget.seconds:
                    break
                t0 = time.perf_counter()
                # a measurer may yield its results as they come, in any order (matched by
                # key): each is recorded (and committed by ``on_result``) on arrival
                by_key = {self.space.key(i): i for i in chunk}
                for n, r in enumerate(self.measure(chunk)):
                    i = by_key.get(r.key, chunk[n] if n < len(chunk) else None)
                    if i is None:
                        continue
                    t1 = time.perf_counter()
                    got[i] = r
                    if not r.cost_s:
                        r.benchmark_time = 1000.0 * (t1 - t0)
                    t0 = t1
                    self.measured += 1
                    self._record(i, r, True)
        for i in stored:
            self._record(i, got[i], False)

    def _record(self, i: int, r: Result, fresh: bool) -> None:
        if i in self.seen:
            return
        v = math.inf if not r.ok else (-r.value if self.higher_is_better else r.value)
        self.seen[i] = v
        self.results[i] = r
        self.order.append(i)
        self.cost_s += r.cost_s
        self.failures += 0 if r.ok else 1
        if self.on_result is not None:
            self.on_result(r, fresh)

    # -- answers
    def best(self) -> tuple[int | None, float]:
        """(index, minimized value) of the best point so far (None, inf before any)."""
        if not self.seen:
            return None, math.inf
        i = min(self.order, key=lambda k: self.seen[k])
        return i, self.seen[i]

    def best_so_far(self) -> list[float]:
        """The best minimized value after each unique evaluation."""
        out, best = [], math.inf
        for i in self.order:
            best = min(best, self.seen[i])
            out.append(best)
        return out

    def value(self, v: float) -> float:
        """A minimized value back in the objective's sense."""
        return -v if self.higher_is_better and math.isfinite(v) else v


__all__ = ["Budget", "BudgetExhausted", "Evaluator", "Measure"]
