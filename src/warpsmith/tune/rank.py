"""The model's ranking of a tuning space: the boundary the ``model_ranked`` and
``learned`` strategies call, ``rank(space, indices) -> predicted values``.

:func:`model_ranker` predicts each configuration with the analytical model
(:func:`warpsmith.pipeline_predict.predict_kernel`, paper 000) on the kernel
:func:`~.tuner.build` makes for it; a configuration the model cannot predict is NaN (the
strategies put it last). This is the plain, per-configuration form; a faster one that
shares the parse, the analysis and the compiles across configurations can replace it
behind the same boundary (``ranker=`` of :func:`~.tuner.tune` and ``ws.tune``).
Predictions are cached per configuration key, so ranking the space again (``learned``
after ``model_ranked``, a resumed run) costs nothing.

:func:`rank` is the other entry point (issue 20, section 2: rank a whole space without
running it) and takes configurations the way Kernel Tuner describes them (a dict of tunable
parameters, each a ``-D`` macro of the same name; the block from ``block_size_x/y/z``; the
grid from ``problem_size`` and the ``grid_div_x/y/z`` lists; warpsmith's transformation
tunables applied to the kernel, :func:`build_variant`) and returns the model's
predicted time of each, through :func:`warpsmith.pipeline_predict.predict_space`: the
points share their reads, replays and compiled facts, are predicted in a process pool,
and, with ``cache_dir``, are kept on disk so that ranking the space again costs nothing.
"""

from __future__ import annotations

import math
from typing import Callable, Iterable

import numpy as np

from ..ir.errors import WarpsmithError
from ..pipeline_predict import predict_space
from .space import TRANSFORM_PARAMS
from .tuner import Problem, build

BLOCK_NAMES = ("block_size_x", "block_size_y", "block_size_z")


def launch_of(cfg: dict, problem_size, grid_div_x=None, grid_div_y=None, grid_div_z=None,
              block_size_names=BLOCK_NAMES) -> tuple[tuple, tuple]:
    """Kernel Tuner's launch of ``cfg``: the block from the parameters named in
    ``block_size_names`` (1 where absent), the grid ``ceil(problem_size[d] / prod(cfg[p]
    for p in grid_div_d))``, where a missing divisor list means the block's extent along
    ``d`` (Kernel Tuner's default)."""
    block = tuple(int(cfg.get(n, 1)) for n in block_size_names)
    ps = (tuple(problem_size) if isinstance(problem_size, (tuple, list)) else
          (int(problem_size),)) + (1, 1)
    grid = []
    for d, div in enumerate((grid_div_x, grid_div_y, grid_div_z)):
        if div is None:
            den = block[d] if d < len(block) else 1
        else:
            den = math.prod(int(cfg[p]) for p in div) if div else 1
        grid.append(-(-int(ps[d]) // den))
    return tuple(grid), block


def rank(source, kernel: str, configs: Iterable[dict], *, problem_size=None,
         grid_div_x=None, grid_div_y=None, grid_div_z=None,
         block_size_names=BLOCK_NAMES, params: dict | Callable | None = None,
         launch: Callable | None = None, defines: Callable | None = None,
         device="h100", jobs: int | None = None, cache_dir=None,
         details: bool = False, replay=None, args: dict | None = None,
         ablate: tuple = (), enable: tuple = ()) -> list:
    """The model's predicted time (ms) of kernel ``kernel`` of ``source`` (a path) under
    each configuration of ``configs`` (dicts of tunable parameters), in order;
    ``math.inf`` for a configuration the model cannot predict (it cannot run, or the
    model refuses it), so that sorting by the result puts it last.

    The launch is :func:`launch_of` (``problem_size``, ``grid_div_*``,
    ``block_size_names``) unless ``launch(cfg) -> (grid, block)`` is given; the ``-D``
    macros are the configuration itself unless ``defines(cfg) -> dict``, less warpsmith's
    transformation tunables (``ws_coarsen_*``, ``ws_memopt*``), which are applied to the
    kernel as the tuner applies them (:func:`build_variant`: a coarsened configuration is
    predicted as the coarsened kernel at its own launch); ``params`` gives
    the kernel's integer scalar arguments (a dict, or a function of the configuration).
    ``details``: return the :class:`~warpsmith.model.predict.Prediction` objects (or the
    error of each failed configuration) instead of the times. ``jobs``, ``cache_dir`` and
    ``replay`` (default: the replay that samples uniform loops) go to
    :func:`~warpsmith.pipeline_predict.predict_space`, and ``args`` (the kernel's arguments
    by name, the same for every configuration: the replays run on them instead of buffers
    of ones); ``ablate``: model mechanisms to turn off (``model.predict.ABLATIONS``, for a
    rule's before and after); ``enable``: mechanisms off by default to turn on
    (``model.predict.OFF_BY_DEFAULT``)."""
    configs = list(configs)
    if launch is None and problem_size is None:
        raise ValueError("rank needs problem_size (with grid_div_*) or launch=")
    points = []
    for cfg in configs:
        grid, block = (launch(cfg) if launch is not None else
                       launch_of(cfg, problem_size, grid_div_x, grid_div_y, grid_div_z,
                                 block_size_names))
        plain = {k: v for k, v in cfg.items() if k not in TRANSFORM_PARAMS}
        points.append({"defines": dict(defines(plain) if defines else plain), "grid": grid,
                       "block": block,
                       "params": dict(params(cfg) if callable(params) else (params or {})),
                       "transform": {k: v for k, v in cfg.items() if k in TRANSFORM_PARAMS}})
    more = {} if replay is None else {"replay": replay}
    preds = predict_space(source, kernel, points, device=device, jobs=jobs,
                          cache_dir=cache_dir, build=build_variant, args=args,
                          ablate=tuple(ablate), enable=tuple(enable), **more)
    if details:
        return preds
    return [float(p.predicted_ms) if hasattr(p, "predicted_ms") else math.inf for p in preds]


def build_variant(module, kernel: str, transform: dict, grid, block):
    """``(module, kernel, grid, block)`` of warpsmith's transformation tunables
    ``transform`` (``ws_coarsen_*``, ``ws_memopt*``: :data:`~.space.TRANSFORM_PARAMS`)
    applied to ``kernel`` of ``module`` at launch ``grid`` x ``block``, as the tuner applies
    them (:func:`~.tuner.build`); :class:`~warpsmith.ir.errors.Unsupported` with the
    refusal's reason. What :func:`rank` gives ``predict_space`` to predict coarsened
    variants."""
    from ..ir.errors import Unsupported
    from .tuner import Built, _transform

    built = _transform(Built(module, kernel, tuple(grid), tuple(block)), dict(transform))
    if built.failure:
        raise Unsupported(built.failure)
    return built.module, built.kernel, built.grid, built.block


#: ``rank(space, indices) -> array of predicted values`` (lower is better; NaN: unknown)
Ranker = Callable


def model_ranker(problem: Problem, device: str = "h100", *, mode: str = "auto",
                 predict: Callable | None = None, correction=None) -> Ranker:
    """A ranker predicting each configuration's time (ms) with the model on ``device``;
    ``predict(module, kernel, grid, block, device=, mode=)`` replaces the model call (a
    cached or batched predictor, a test's stand-in). With ``correction`` (a
    :class:`~.transfer.Correction`, e.g. :func:`~.transfer.shipped_correction`) the value is
    the learned correction of the model's prediction (:func:`~.transfer.corrected_ms` over
    the points ranked together); ``predict`` must then return the model's ``Prediction``."""
    if predict is None:
        from ..backends.block_replay import run_block_sampled
        from ..pipeline_predict import predict_kernel

        def predict(module, kernel, grid, block, **kw):
            got = predict_kernel(module, kernel, grid, block, replay=run_block_sampled, **kw)
            return got if correction is not None else got.predicted_ms

    cache: dict = {}
    value = _plain_value if correction is None else _features_value(device)

    def rank(space, indices) -> np.ndarray:
        got = []
        for i in indices:
            key = space.key(int(i))
            if key not in cache:
                cache[key] = _one(problem, space.config(int(i)), predict, device, mode, value)
            got.append(cache[key])
        if correction is None:
            return np.array([np.nan if g is None else g for g in got], dtype=float)
        return _corrected(got, correction)

    rank.cache = cache
    return rank


def _features_value(device: str) -> Callable:
    """``value(prediction, built)`` of a corrected ranker: the transfer features of the
    model's prediction at the built launch."""
    from ..hw.descriptions import load_device
    from .transfer import features

    sms = load_device(device).sm_count
    return lambda got, built: features(got.details_json(), built.grid, built.block, sms)


def _corrected(feats: list, correction) -> np.ndarray:
    """The corrected cost of each point whose features are known (NaN for the others)."""
    from .transfer import corrected_ms

    out = np.full(len(feats), np.nan)
    known = [n for n, f in enumerate(feats) if f is not None]
    if known:
        out[known] = corrected_ms(correction, [feats[n] for n in known])
    return out


def _plain_value(got, built) -> float:
    """``value(prediction, built)`` of a plain ranker: the predicted number itself."""
    return float(got)


def _one(problem, config, predict, device, mode, value=_plain_value):
    """``value(prediction, built)`` of the model's prediction of one configuration, None
    where the configuration cannot be built or the model cannot predict it."""
    built = build(problem, config)
    if built.failure:
        return None
    try:
        params, args = problem_arguments(problem, built)
        got = predict(built.module, built.kernel, built.grid, built.block,
                      device=device, mode=mode, params=params, args=args)
    except WarpsmithError:
        return None
    return value(got, built)


def problem_arguments(problem, built) -> tuple[dict, dict | None]:
    """The model's inputs from the tuning problem's own arguments: the integer scalars by
    parameter name (trip counts and conditions use them) and, when every parameter has a
    value, the arguments themselves for the replay of a block, so that an address read
    from memory (``x[idx[i]]``) is priced from the user's data rather than assumed (the
    replay runs on copies of them: :func:`~warpsmith.pipeline_predict.own_buffers`)."""
    from .tuner import named_arguments

    if not problem.arguments:
        return {}, None
    fn = built.module.function(built.kernel)
    named = named_arguments(fn, problem.arguments)
    params = {k: int(v) for k, v in named.items()
              if np.ndim(v) == 0 and np.issubdtype(np.asarray(v).dtype, np.integer)}
    if any(p.name not in named or named[p.name] is None for p in fn.params):
        return params, None
    return params, named


def ranking_quality(keys: list, scores, measured, positions=None) -> dict:
    """How well ``scores`` (lower: predicted faster) rank configurations ``keys`` whose
    measured times are ``measured`` (same order; ties in ``scores`` keep the order of
    ``keys``): the first pick (what ``model_ranked`` measures first), its fraction of the
    optimum ``t_opt / t_pick`` and whether it is within 10%, its measured rank, the best of
    the first five, and Spearman's correlation. With ``positions`` (each configuration's
    tunable values on [0, 1], :func:`.consensus.unit_positions`) the picks are the
    strategy's: the consensus of the model's near-ties (:mod:`.consensus`), and the lowest
    prediction's figures are given beside them (``lowest_*``); without, the picks are the
    lowest predictions. One definition for every report that states the first-pick goal of
    issue 20 (``benchmarks/rank_quality.py``, ``benchmarks/rank_transfer.py``)."""
    from scipy.stats import spearmanr

    from .consensus import consensus_order

    scores = np.asarray(scores, dtype=float)
    measured = np.asarray(measured, dtype=float)
    lowest = [int(i) for i in np.argsort(scores, kind="stable")[:5]]
    picks = lowest if positions is None else consensus_order(np.asarray(positions), scores, 5)
    opt = float(measured.min())

    def figures(order: list, prefix: str = "") -> dict:
        first = order[0]
        frac = opt / float(measured[first])
        return {f"{prefix}first_pick": keys[first],
                f"{prefix}first_pick_ms": float(measured[first]),
                f"{prefix}first_fraction_of_optimum": frac,
                f"{prefix}first_within_10pct": frac >= 1 / 1.1,
                f"{prefix}first_measured_rank": 1 + int((measured < measured[first]).sum()),
                f"{prefix}best_of_first5_fraction": opt / float(measured[order].min())}

    out = {"configurations": len(keys), "optimum_ms": opt,
           "order": "predicted" if positions is None else "consensus", **figures(picks)}
    if positions is not None:
        out.update(figures(lowest, "lowest_"))
    out["spearman"] = float(spearmanr(scores, measured)[0])
    return out


__all__ = ["Ranker", "model_ranker", "rank", "launch_of", "build_variant", "BLOCK_NAMES",
           "ranking_quality"]
