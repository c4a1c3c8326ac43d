"""The order in which a model-guided strategy measures its first points (issue 20).

The analytical model's error between configurations of one kernel is tens of percent, so
its lowest prediction is one of many configurations it cannot tell apart. Measuring the
lowest prediction first bets on the model's sharpest claim, which is the one most likely to
come from the very term it gets wrong (a configuration at an extreme of the space: the most
threads that each do little, the widest vector loads). This module measures the *consensus*
of the near-ties instead:

* the near-ties are the points predicted within ``tie`` (default 10%) of the best;
* the first pick is their medoid: the near-tie whose parameter values are closest, summed
  over the tunables, to all other near-ties (each tunable's values placed evenly on [0, 1]
  in their listed order, so a block size and an on/off switch weigh one tunable each);
* each later pick is the near-tie of least mean distance to the near-ties less half its
  distance to the closest point already picked, so the picks spread over the near-ties'
  distinct regions instead of repeating one;
* when the near-ties are used up the band widens by half, until every predicted point is
  in it; points without a prediction come last, in the space's order.

The rule was designed on the 26 tuning spaces measured before it (in-sample there); it is
judged on a held-out set (docs/tuning-benchmark.md).
"""

from __future__ import annotations

import numpy as np

#: near-ties: predicted within this fraction of the best prediction
TIE = 0.10
#: weight of the distance to the points already picked against the mean distance
SPREAD = 0.5


def unit_positions(coords: np.ndarray, radices) -> np.ndarray:
    """Each point's value indices placed on [0, 1] per tunable (a tunable of one value at
    0)."""
    scale = np.maximum(np.asarray(radices, dtype=float) - 1.0, 1.0)
    return np.asarray(coords, dtype=float) / scale


def _mean_distance(rows: np.ndarray, members: np.ndarray) -> np.ndarray:
    """Mean L1 distance of each of ``rows`` to the points ``members`` (both positions;
    computed per tunable over its few distinct values, so a band of many thousands of
    points costs no square matrix)."""
    total = np.zeros(len(rows))
    for j in range(rows.shape[1]):
        vals, counts = np.unique(members[:, j], return_counts=True)
        total += np.abs(rows[:, j, None] - vals[None, :]) @ counts
    return total / max(len(members), 1)


def consensus_order(pos: np.ndarray, predicted, k: int, *, tie: float = TIE,
                    spread: float = SPREAD) -> list[int]:
    """The first ``k`` points to measure (indices into ``pos``'s rows), as the module's text
    says. ``predicted`` is a cost: lower is better, positive; NaN or inf where the model has
    no prediction."""
    pred = np.asarray(predicted, dtype=float)
    ok = np.isfinite(pred) & (pred > 0)
    n = len(pred)
    k = min(int(k), n)
    picked: list[int] = []
    if ok.any():
        best = float(pred[ok].min())
        band = tie if tie > 0 else 0.01
        taken = np.zeros(n, dtype=bool)
        while len(picked) < k and not taken[ok].all():
            members = np.flatnonzero(ok & (pred <= best * (1.0 + band)))
            free = members[~taken[members]]
            if not len(free):
                band *= 1.5
                continue
            centre = _mean_distance(pos[free], pos[members])
            if picked:
                near = np.abs(pos[free, None, :] - pos[None, picked, :]).sum(-1).min(1)
                centre = centre - spread * near
            # ties go to the lower prediction, then to the space's order
            choice = free[np.lexsort((free, pred[free], centre))[0]]
            picked.append(int(choice))
            taken[choice] = True
    rest = [int(i) for i in np.flatnonzero(~ok)]
    return (picked + rest)[:k]


__all__ = ["consensus_order", "unit_positions", "TIE", "SPREAD"]
