"""Search strategies of the auto-tuner (issue 20), one function each, one interface:

    strategy(ev: Evaluator, rng: numpy.random.Generator, **options) -> None

A strategy asks ``ev`` for the values of points of ``ev.space`` (indices) until the budget
is spent (``ev`` raises :class:`BudgetExhausted`, caught by :func:`search`) or the space is
exhausted. Revisits are free; failures are ``inf`` and count. Every random choice comes from
``rng``, so a seed fixes the run.

* ``exhaustive``: every point in the product's order.
* ``random``: points without repetition, uniformly.
* ``annealing``: simulated annealing over Hamming neighbours, relative acceptance
  (Kernel Tuner's ``simulated_annealing`` works the same way).
* ``genetic``: a genetic algorithm (rank-weighted parents, uniform crossover, mutation,
  illegal children repaired to a legal point).
* ``ils``: greedy iterated local search: first-improvement hill climbing, perturbation by a
  random walk from the best point (Kernel Tuner's ``greedy_ils``).
* ``model_ranked``: ``rank(space, indices) -> predicted values`` (the analytical model)
  orders the whole legal space without running anything; ``k`` of its best are measured
  (by default the consensus of its near-ties, :mod:`.consensus`; ``order="predicted"``
  takes the lowest predictions), then iterated local search continues from the best of
  them with neighbours tried in predicted order.
* ``learned``: a gradient-boosted-tree surrogate (scikit-learn's
  ``HistGradientBoostingRegressor``) over static features (the parameter values, the
  model's prediction and terms, compile-report facts, from ``features``) refit on the log of
  the measured values after every batch; the next batch is the surrogate's best unseen
  points plus one random point. Why not XGBoost: the spaces have tens to thousands of
  measured points, where scikit-learn's histogram GBT is as good, needs no extra native
  dependency, is deterministic for a fixed ``random_state`` and is already a dependency.
* ``bayes``: Bayesian optimization with Optuna's TPE sampler. Why TPE and not a Gaussian
  process: the tunables are discrete and categorical (powers of two, on/off switches,
  orders), spaces are heavily constrained and budgets reach the hundreds; TPE models each
  parameter's density, handles categorical values natively, costs O(n log n) per proposal
  where a GP costs O(n^3), and Optuna is maintained and seeded. Illegal proposals are told
  to the study as failed trials and replaced by a random legal point (not counted).
* ``gp``: Bayesian optimization with a Gaussian process (scikit-learn's
  ``GaussianProcessRegressor``, Matern 5/2 kernel plus noise) over the parameters scaled to
  [0, 1] (log2 of positive numbers), one point at a time by expected improvement. Kernel
  Tuner's ``bayes_opt`` works this way, and on the small, smooth spaces of the replay
  comparison (transpose, reduction: a few hundred points) it beat TPE and the trees at 25-100
  evaluations; a GP's O(n^3) fit is cheap at those sizes. With ``rank`` the model's log
  prediction is one more input and its best points seed the first ones.
"""

from __future__ import annotations

import math
from typing import Callable

import numpy as np

from .evaluator import BudgetExhausted, Evaluator


def _unseen(ev: Evaluator, rng, n: int = 1) -> list[int]:
    """Up to ``n`` random points not evaluated yet."""
    out: list[int] = []
    size = len(ev.space)
    if len(ev.seen) >= size:
        return out
    tries = 0
    while len(out) < n and tries < 50 * n:
        i = int(rng.integers(size))
        if i not in ev.seen and i not in out:
            out.append(i)
        tries += 1
    if len(out) < n:  # dense: draw from the unseen set itself
        rest = np.setdiff1d(np.arange(size), np.fromiter(ev.seen, int, len(ev.seen)))
        rest = rest[~np.isin(rest, out)]
        out += [int(x) for x in rng.permutation(rest)[:n - len(out)]]
    return out


def exhaustive(ev: Evaluator, rng, *, batch: int = 16, **_) -> None:
    """Every point, in the Cartesian product's order."""
    for s in range(0, len(ev.space), batch):
        ev.batch(range(s, min(s + batch, len(ev.space))))


def random_search(ev: Evaluator, rng, *, batch: int = 16, **_) -> None:
    """Points drawn uniformly without repetition."""
    order = rng.permutation(len(ev.space))
    for s in range(0, len(order), batch):
        ev.batch(order[s:s + batch])


def annealing(ev: Evaluator, rng, *, T: float = 1.0, T_min: float = 0.001,
              alpha: float | None = None, maxiter: int = 1, neighbour: str = "hamming",
              **_) -> None:
    """Simulated annealing: a random neighbour replaces the current point when it is
    better, or with probability exp(-relative worsening / T); T cools by ``alpha`` per
    ``maxiter`` steps (default: the rate that reaches ``T_min`` when the budget of unique
    evaluations is spent, so that a small budget still ends greedy) and the search
    reheats from the best point at ``T_min``."""
    if alpha is None:
        alpha = (T_min / T) ** (1.0 / max(ev.remaining(), 8))
    cur = _unseen(ev, rng)[0]
    while not ev.exhausted:
        f_cur = ev(cur)
        t = T
        stuck = 0
        while t > T_min and not ev.exhausted and stuck < 200:
            before = len(ev.seen)
            for _ in range(maxiter):
                nb = ev.space.neighbours(cur, neighbour)
                if not nb:
                    break
                cand = nb[int(rng.integers(len(nb)))]
                f_new = ev(cand)
                if _accept(f_cur, f_new, t, rng):
                    cur, f_cur = cand, f_new
            if len(ev.seen) > before:
                t *= alpha  # the schedule runs on unique evaluations (revisits are free)
                stuck = 0
            else:
                stuck += 1
        best, _ = ev.best()
        cur = best if stuck < 200 else _unseen(ev, rng)[0]


def _accept(old: float, new: float, T: float, rng) -> bool:
    if new <= old:
        return True
    if not math.isfinite(new):
        return False
    if not math.isfinite(old):
        return True
    return rng.random() < math.exp(-((new - old) / max(abs(old), 1e-30)) / T)


def genetic(ev: Evaluator, rng, *, popsize: int = 20, mutation: float | None = None,
            elite: int = 2, **_) -> None:
    """A genetic algorithm over the value-index rows: parents drawn with weights falling
    with their rank, uniform crossover, per-gene mutation (default 1/p), an illegal child
    repaired to a random neighbour of a parent or a random point; a generation that finds
    nothing new brings in random immigrants."""
    space = ev.space
    p = len(space.names)
    mut = mutation if mutation is not None else 1.0 / max(p, 1)
    pop = _unseen(ev, rng, min(popsize, len(space)))
    while not ev.exhausted:
        before = len(ev.seen)
        vals = ev.batch(pop)
        ranked = [i for _, i in sorted(zip(vals, pop))]
        weights = np.array([1.0 / (r + 1) for r in range(len(ranked))])
        weights /= weights.sum()
        children = ranked[:elite]
        while len(children) < popsize:
            a, b = rng.choice(len(ranked), 2, p=weights)
            ca, cb = space.coords[ranked[a]], space.coords[ranked[b]]
            child = np.where(rng.random(p) < 0.5, ca, cb)
            flip = rng.random(p) < mut
            child[flip] = [int(rng.integers(r)) for r in space.radices[flip]]
            idx = space.index_of_coords(child[None, :])[0]
            if idx is None:
                nb = space.neighbours(ranked[a], "hamming")
                idx = nb[int(rng.integers(len(nb)))] if nb else _unseen(ev, rng)[0]
            children.append(idx)
        if len(ev.seen) == before:
            children[-max(1, popsize // 4):] = _unseen(ev, rng, max(1, popsize // 4)) or \
                children[-1:]
        pop = children


def ils(ev: Evaluator, rng, *, start: int | None = None, perturb: int = 3,
        restart: int = 50, neighbour: str = "hamming",
        order: Callable[[list], list] | None = None, **_) -> None:
    """Greedy iterated local search: first-improvement hill climbing from ``start`` (default
    a random point) over neighbours in random order (or ``order(neighbours)``), then a
    random walk of ``perturb`` steps from the best point found; ``restart`` perturbations
    without improvement restart from a random point."""
    cur = start if start is not None else _unseen(ev, rng)[0]
    best, f_best = cur, ev(cur)
    stale = 0
    while not ev.exhausted:
        cur, f_cur = _climb(ev, rng, cur, neighbour, order)
        if f_cur < f_best:
            best, f_best, stale = cur, f_cur, 0
        else:
            stale += 1
        if stale >= restart:
            cur, stale = _unseen(ev, rng)[0], 0
            continue
        cur = best
        for _ in range(perturb):
            nb = ev.space.neighbours(cur, neighbour)
            if nb:
                cur = nb[int(rng.integers(len(nb)))]
        if cur in ev.seen and all(n in ev.seen for n in ev.space.neighbours(cur, neighbour)):
            cur = (_unseen(ev, rng) or [cur])[0]


def _climb(ev: Evaluator, rng, cur: int, neighbour: str, order) -> tuple[int, float]:
    f_cur = ev(cur)
    improved = True
    while improved:
        improved = False
        nb = ev.space.neighbours(cur, neighbour)
        nb = order(nb) if order is not None else [nb[k] for k in rng.permutation(len(nb))]
        for n in nb:
            f = ev(n)
            if f < f_cur:
                cur, f_cur, improved = n, f, True
                break
    return cur, f_cur


def model_picks(space, pred, k: int, order: str = "consensus", *,
                higher_is_better: bool = False) -> list[int]:
    """The first ``k`` points a model-guided strategy measures, from the model's predicted
    values ``pred`` of every point (NaN where it has none): the consensus of its near-ties
    (``order="consensus"``, :mod:`.consensus`) or its lowest predictions
    (``order="predicted"``; the highest where higher is better)."""
    pred = np.asarray(pred, dtype=float)
    ok = np.isfinite(pred) & (pred > 0)
    cost = np.where(ok, (1.0 / np.where(ok, pred, 1.0)) if higher_is_better else pred,
                    np.nan)
    if order == "predicted":
        return [int(i) for i in np.argsort(np.where(ok, cost, np.inf), kind="stable")[:k]]
    if order != "consensus":
        from ..ir.errors import LaunchError

        raise LaunchError(f"model order {order!r}: choose consensus or predicted")
    from .consensus import consensus_order, unit_positions

    return consensus_order(unit_positions(space.coords, space.radices), cost, k)


def _seeded(ev: Evaluator, pred, first: list, n: int, order: str) -> list[int]:
    """The first ``n`` points of a surrogate search: half of them the model's picks
    (:func:`model_picks`), the rest ``first`` (random points), without repeats."""
    picks = model_picks(ev.space, pred, n // 2, order, higher_is_better=ev.higher_is_better)
    return list(dict.fromkeys(picks + first))[:n]


def model_ranked(ev: Evaluator, rng, *, rank: Callable, k: int | None = None,
                 order: str = "consensus", **options) -> None:
    """Rank every legal point with ``rank(space, indices) -> predicted values`` (lower is
    better; NaN for points the model cannot predict), measure ``k`` of the best (default a
    quarter of the budget, at least 1, at most 32) in :func:`model_picks`'s ``order``, then
    iterated local search from the best measured point with neighbours tried in predicted
    order."""
    space = ev.space
    pred = np.asarray(rank(space, np.arange(len(space))), dtype=float)
    if k is None:
        k = max(1, min(32, ev.remaining() // 4))
    ev.batch(model_picks(space, pred, k, order, higher_is_better=ev.higher_is_better))
    key = np.where(np.isfinite(pred), -pred if ev.higher_is_better else pred, np.inf)
    position = np.empty(len(space), dtype=np.int64)
    position[np.argsort(key, kind="stable")] = np.arange(len(space))
    best, _ = ev.best()
    ils(ev, rng, start=best, order=lambda nb: sorted(nb, key=lambda n: position[n]), **options)


def learned(ev: Evaluator, rng, *, features: Callable | None = None,
            rank: Callable | None = None, initial: int | None = None, batch: int | None = None,
            pool: int = 20000, order: str = "consensus", **_) -> None:
    """A surrogate-driven search (see the module's text): ``features(space) -> (n, f)``
    adds static features to the parameter values, ``rank`` adds the model's prediction as
    one and seeds the first batch with its best points."""
    from sklearn.ensemble import HistGradientBoostingRegressor
    from threadpoolctl import threadpool_limits

    space = ev.space
    X = space.numeric()
    pred = None
    if rank is not None:
        pred = np.asarray(rank(space, np.arange(len(space))), dtype=float)
        X = np.column_stack([X, np.log(np.where(np.isfinite(pred) & (pred > 0), pred, np.nan))])
    if features is not None:
        X = np.column_stack([X, np.asarray(features(space), dtype=float)])
    n0 = initial or max(4, min(20, ev.remaining() // 5))
    first = _unseen(ev, rng, n0)
    if pred is not None:
        first = _seeded(ev, pred, first, n0, order)
    ev.batch(first)
    step = batch or max(1, min(16, ev.remaining() // 6))
    while not ev.exhausted:
        seen = np.array(ev.order)
        y = np.array([ev.seen[i] for i in seen])
        finite = np.isfinite(y)
        if finite.sum() < 2:
            ev.batch(_unseen(ev, rng, step))
            continue
        y_fit = np.where(finite, np.sign(y) * np.log1p(np.abs(y)), np.nan)
        y_fit[~finite] = np.nanmax(y_fit[finite]) + 1.0
        model = HistGradientBoostingRegressor(max_iter=50, min_samples_leaf=2,
                                              learning_rate=0.2, early_stopping=False,
                                              random_state=0)
        cand = np.setdiff1d(np.arange(len(space)), seen)
        if len(cand) > pool:
            cand = rng.choice(cand, pool, replace=False)
        with threadpool_limits(1):  # OpenMP threads on small fits only contend
            model.fit(X[seen], y_fit)
            guess = model.predict(X[cand])
        picks = [int(c) for c in cand[np.argsort(guess, kind="stable")[:max(step - 1, 1)]]]
        picks += _unseen(ev, rng, 1) if step > 1 else []
        ev.batch(picks)


def bayes(ev: Evaluator, rng, *, startup: int | None = None, **_) -> None:
    """Bayesian optimization with Optuna's TPE sampler over the tunables as categorical
    parameters (value indices), seeded from ``rng``; duplicates are answered from memory,
    illegal proposals replaced by a random legal point."""
    import optuna

    optuna.logging.set_verbosity(optuna.logging.WARNING)
    space = ev.space
    dists = {n: optuna.distributions.CategoricalDistribution(list(range(int(r))))
             for n, r in zip(space.names, space.radices)}
    sampler = optuna.samplers.TPESampler(
        seed=int(rng.integers(2**31)), multivariate=True,
        n_startup_trials=startup or max(5, min(20, ev.remaining() // 10)))
    study = optuna.create_study(sampler=sampler, direction="minimize")
    worst = 0.0
    dup = 0
    while not ev.exhausted:
        trial = study.ask(dists)
        row = np.array([[trial.params[n] for n in space.names]])
        idx = space.index_of_coords(row)[0]
        if idx is None or (idx in ev.seen and dup >= 5):
            study.tell(trial, state=optuna.trial.TrialState.FAIL)
            idx = _unseen(ev, rng)[0]
            params = {n: int(c) for n, c in zip(space.names, space.coords[idx])}
            f = ev(idx)
            study.add_trial(optuna.trial.create_trial(params=params, distributions=dists,
                                                      value=_finite(f, worst)))
            dup = 0
        else:
            dup = dup + 1 if idx in ev.seen else 0
            f = ev(idx)
            study.tell(trial, _finite(f, worst))
        if math.isfinite(f):
            worst = max(worst, abs(f))


def _unit_features(space) -> np.ndarray:
    """The parameters as GP inputs: log2 of positive numbers (tile sizes, block shapes are
    powers of two), then each column scaled to [0, 1]."""
    X = space.numeric().astype(float)
    for j in range(X.shape[1]):
        col = X[:, j]
        if np.all(col > 0):
            X[:, j] = np.log2(col)
    lo, hi = X.min(axis=0), X.max(axis=0)
    return (X - lo) / np.where(hi > lo, hi - lo, 1.0)


def gp(ev: Evaluator, rng, *, rank: Callable | None = None, initial: int | None = None,
       xi: float = 0.01, pool: int = 20000, refit: int = 5, order: str = "consensus",
       **_) -> None:
    """Gaussian-process Bayesian optimization by expected improvement (see the module's
    text): ``initial`` random points (default a tenth of the budget, 5 to 20; with
    ``rank``, half of them the model's best), then one point at a time, the unseen point
    of the highest expected improvement of the log value under the fitted GP (its kernel's
    hyperparameters refitted every ``refit`` points)."""
    from scipy.stats import norm
    from sklearn.gaussian_process import GaussianProcessRegressor
    from sklearn.gaussian_process.kernels import ConstantKernel, Matern, WhiteKernel
    from threadpoolctl import threadpool_limits

    space = ev.space
    X = _unit_features(space)
    pred = None
    if rank is not None:
        pred = np.asarray(rank(space, np.arange(len(space))), dtype=float)
        lp = np.log(np.where(np.isfinite(pred) & (pred > 0), pred, np.nan))
        lo, hi = np.nanmin(lp), np.nanmax(lp)
        lp = np.where(np.isfinite(lp), (lp - lo) / ((hi - lo) or 1.0), 1.0)
        X = np.column_stack([X, lp])
    n0 = initial or max(5, min(20, ev.remaining() // 10))
    first = _unseen(ev, rng, n0)
    if pred is not None:
        first = _seeded(ev, pred, first, n0, order)
    ev.batch(first)
    kernel = ConstantKernel(1.0, (1e-2, 1e2)) * Matern(
        length_scale=np.full(X.shape[1], 0.5), length_scale_bounds=(1e-2, 1e2), nu=2.5) \
        + WhiteKernel(1e-2, (1e-6, 1e0))
    fitted, fitted_at = None, 0
    while not ev.exhausted:
        seen = np.array(ev.order)
        y = np.array([ev.seen[i] for i in seen], dtype=float)
        finite = np.isfinite(y)
        if finite.sum() < 2:
            ev.batch(_unseen(ev, rng, 1))
            continue
        y_fit = np.where(finite, np.sign(y) * np.log1p(np.abs(y)), np.nan)
        y_fit[~finite] = np.nanmax(y_fit[finite]) + 1.0
        cand = np.setdiff1d(np.arange(len(space)), seen)
        if not len(cand):
            return
        if len(cand) > pool:
            cand = rng.choice(cand, pool, replace=False)
        # the kernel's hyperparameters are refitted every ``refit`` points (the first
        # fits always), and kept in between: the fit's optimizer is most of a step's cost
        tune = fitted is None or len(seen) < n0 + 3 or len(seen) - fitted_at >= refit
        model = GaussianProcessRegressor(kernel if tune else fitted, normalize_y=True,
                                         random_state=0, optimizer=(
                                             "fmin_l_bfgs_b" if tune else None))
        with threadpool_limits(1), np.errstate(all="ignore"):
            import warnings

            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                model.fit(X[seen], y_fit)
            mu, sd = model.predict(X[cand], return_std=True)
        if tune:
            fitted, fitted_at = model.kernel_, len(seen)
        best = float(np.min(y_fit))
        sd = np.maximum(sd, 1e-9)
        z = (best - mu - xi) / sd
        ei = (best - mu - xi) * norm.cdf(z) + sd * norm.pdf(z)
        ev.batch([int(cand[int(np.argmax(ei))])])


def _finite(f: float, worst: float) -> float:
    return f if math.isfinite(f) else 2.0 * worst + 1.0


STRATEGIES: dict[str, Callable] = {
    "exhaustive": exhaustive, "brute_force": exhaustive, "random": random_search,
    "random_sample": random_search, "annealing": annealing, "simulated_annealing": annealing,
    "genetic": genetic, "genetic_algorithm": genetic, "ils": ils, "greedy_ils": ils,
    "model_ranked": model_ranked, "learned": learned, "bayes": bayes, "bayes_opt": bayes,
    "gp": gp,
}

#: The strategies by their own names (the rest are Kernel Tuner's names for them).
NAMES = ("exhaustive", "random", "annealing", "genetic", "ils", "model_ranked", "learned",
         "bayes", "gp")


def search(name: str, ev: Evaluator, seed: int = 0, **options) -> Evaluator:
    """Run strategy ``name`` (one of :data:`STRATEGIES`) on ``ev`` with a generator seeded
    by ``seed`` until the budget or the space is spent; returns ``ev``."""
    try:
        fn = STRATEGIES[name]
    except KeyError:
        from ..ir.errors import LaunchError

        raise LaunchError(f"strategy {name!r}: choose one of {', '.join(NAMES)}") from None
    if name == "model_ranked" and options.get("rank") is None:
        from ..ir.errors import LaunchError

        raise LaunchError("strategy model_ranked needs a ranking (rank=...): the model's "
                          "predictions of the space")
    rng = np.random.default_rng(seed)
    try:
        fn(ev, rng, **options)
    except BudgetExhausted:
        pass
    return ev


__all__ = ["STRATEGIES", "NAMES", "search", "exhaustive", "random_search", "annealing",
           "genetic", "ils", "model_ranked", "model_picks", "learned", "bayes", "gp"]
