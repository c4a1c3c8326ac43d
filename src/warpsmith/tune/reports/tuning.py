"""Figures of the auto-tuner (issue 20): best-so-far against unique evaluations per
strategy (mean over seeds, as fraction of the optimum) and the model's predicted against
measured values of a space. matplotlib (the ``bench``/``tune`` extras) draws them."""

from __future__ import annotations

from pathlib import Path

import numpy as np


def curves(recorded, strategies, budget: int, seeds=range(10), options: dict | None = None) -> dict:
    """Per strategy, the mean fraction of the optimum after each of ``budget`` unique
    evaluations on a recorded space (``tune.replay.Recorded``) over ``seeds``."""
    from ..replay import replay

    opt = recorded.optimum()
    out = {}
    for name in strategies:
        runs = []
        for s in seeds:
            ev = replay(recorded, name, fevals=budget, seed=s, **(options or {}).get(name, {}))
            bsf = np.array(ev.best_so_far(), dtype=float)
            frac = np.where(np.isfinite(bsf), opt / bsf, 0.0)
            runs.append(np.pad(frac, (0, budget - len(frac)), mode="edge"))
        out[name] = np.mean(runs, axis=0).tolist()
    return out


def plot_curves(data: dict, path, title: str = "") -> Path:
    """Best-so-far curves (:func:`curves`) as a PNG at ``path``."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 4))
    for name, ys in data.items():
        ax.plot(np.arange(1, len(ys) + 1), ys, label=name)
    ax.set_xlabel("unique evaluations")
    ax.set_ylabel("fraction of the optimum (t_opt / t_best)")
    ax.set_ylim(0, 1.02)
    ax.set_title(title)
    ax.legend(fontsize=8)
    fig.tight_layout()
    path = Path(path)
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path


def plot_predicted(predicted, measured, path, title: str = "") -> Path:
    """Predicted against measured values (log-log, the diagonal drawn) as a PNG."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    p, m = np.asarray(predicted, float), np.asarray(measured, float)
    ok = np.isfinite(p) & np.isfinite(m) & (p > 0) & (m > 0)
    fig, ax = plt.subplots(figsize=(4.5, 4.5))
    ax.scatter(m[ok], p[ok], s=8)
    if ok.any():
        lo, hi = min(m[ok].min(), p[ok].min()), max(m[ok].max(), p[ok].max())
        ax.plot([lo, hi], [lo, hi], "k--", lw=0.8)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("measured")
    ax.set_ylabel("predicted")
    ax.set_title(title)
    fig.tight_layout()
    path = Path(path)
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path


__all__ = ["curves", "plot_curves", "plot_predicted"]
