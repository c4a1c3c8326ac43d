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
"""

from __future__ import annotations

from typing import Callable

import numpy as np

from ..ir.errors import WarpsmithError
from .tuner import Problem, build

#: ``rank(space, indices) -> array of predicted values`` (lower is better; NaN: unknown)
Ranker = Callable


def model_ranker(problem: Problem, device: str = "h100", *, mode: str = "auto",
                 predict: Callable | None = None) -> Ranker:
    """A ranker predicting each configuration's time (ms) with the model on ``device``;
    ``predict(module, kernel, grid, block, device=, mode=)`` replaces the model call (a
    cached or batched predictor, a test's stand-in)."""
    if predict is None:
        from ..pipeline_predict import predict_kernel

        def predict(module, kernel, grid, block, **kw):
            return predict_kernel(module, kernel, grid, block, **kw).predicted_ms

    cache: dict = {}

    def rank(space, indices) -> np.ndarray:
        out = np.full(len(indices), np.nan)
        for n, i in enumerate(indices):
            key = space.key(int(i))
            if key not in cache:
                cache[key] = _one(problem, space.config(int(i)), predict, device, mode)
            out[n] = cache[key]
        return out

    rank.cache = cache
    return rank


def _one(problem, config, predict, device, mode) -> float:
    built = build(problem, config)
    if built.failure:
        return np.nan
    try:
        return float(predict(built.module, built.kernel, built.grid, built.block,
                             device=device, mode=mode))
    except WarpsmithError:
        return np.nan


__all__ = ["Ranker", "model_ranker"]
