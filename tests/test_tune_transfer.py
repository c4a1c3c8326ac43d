"""The learned correction of the model's ranking (``warpsmith.tune.transfer``): features
from a prediction's details, and a fit on some spaces that re-ranks another space's
shortlist by what it learned (fixed data, no randomness)."""

import math

import numpy as np
import pytest

from warpsmith.tune import transfer

pytest.importorskip("sklearn")


def _details(ms, occupancy, bottleneck="memory bandwidth"):
    return {"predicted_ms": ms, "bottleneck": bottleneck, "cc": 1.0, "cs": 0.0, "cr": 1.0,
            "nbc_avg": 2.0, "warp_latency_cycles": 800.0, "critical_path_cycles": 700.0,
            "terms": {"issue": 100.0, "bandwidth": 400.0},
            "resources": {"registers": 32, "shared_static_bytes": 2048,
                          "active_blocks_per_sm": 4, "occupancy": occupancy},
            "tokens": [{"loop": 4, "items": [{"kind": "M", "count": 2.0,
                                               "bytes_per_request": 128.0}]},
                       {"kind": "Mbar", "count": 1.0, "bytes_per_request": 512.0},
                       {"kind": "C", "count": 9.0}]}


def test_features_read_terms_launch_and_memory_tokens():
    f = transfer.features(_details(0.5, 0.75), (264, 1, 1), (128, 1, 1), sm_count=132)
    assert f["log_predicted_ms"] == pytest.approx(math.log(0.5))
    assert f["term_bandwidth"] == 1.0 and f["term_issue"] == 0.25
    assert f["bottleneck_memory bandwidth"] == 1.0 and f["bottleneck_issue"] == 0.0
    assert f["threads_per_block"] == 128 and f["waves"] == pytest.approx(0.5)
    assert f["tail_idle"] == pytest.approx(0.5) and f["shared_kib"] == 2.0
    # 4 x 2 loads of 128 bytes and one store of 512 bytes per warp request
    assert f["memory_requests"] == 9.0
    assert f["log_bytes_per_request"] == pytest.approx(math.log1p((8 * 128 + 512) / 9))
    assert list(transfer.feature_vector(f)) == [f[n] for n in transfer.FEATURES]


def _space(n, slow_share):
    """A space where the model's prediction misses one cause: low occupancy is slower than
    predicted by ``slow_share``; the configurations the model likes best are low-occupancy."""
    feats, measured = [], []
    for i in range(n):
        occ = 0.25 if i % 2 == 0 else 1.0
        pred = 1.0 + 0.01 * i
        feats.append(transfer.features(_details(pred, occ), (1024, 1, 1), (256, 1, 1), 132))
        measured.append(pred * (1 + slow_share if occ < 0.5 else 1.0))
    return feats, np.array(measured)


def test_correction_learned_on_other_spaces_fixes_a_shortlist():
    train = {f"s{k}": _space(200, 0.5 + 0.1 * k) for k in range(3)}
    corr = transfer.fit(train, shortlist=0.2)
    feats, measured = _space(100, 0.6)
    model_first = int(np.argmin([f["log_predicted_ms"] for f in feats]))
    corrected_first = int(np.argmin(corr.scores(feats)))
    assert measured[model_first] > 1.4 * measured.min()      # the model alone is wrong
    assert measured[corrected_first] <= 1.05 * measured.min()
    assert corr.trained_on == ("s0", "s1", "s2")
    # outside the shortlist the model's order is kept, after every shortlisted point
    s = corr.scores(feats)
    rel = np.array([f["log_predicted_ms"] for f in feats])
    inside = rel <= np.quantile(rel, 0.2)
    assert s[~inside].min() > s[inside].max()
    assert list(np.argsort(s[~inside])) == list(np.argsort(rel[~inside]))


def test_fit_needs_data():
    with pytest.raises(ValueError, match="measured spaces"):
        transfer.fit({})


def test_ranking_quality_first_pick_ties_rank_and_fraction():
    """The one definition of the first-pick figures: ties in the scores keep the keys'
    order, the fraction is t_opt / t_pick, the rank counts strictly faster measurements."""
    from warpsmith.tune.rank import ranking_quality

    keys = ["a", "b", "c", "d", "e", "f"]
    scores = [2.0, 1.0, 1.0, 3.0, 4.0, 5.0]
    measured = [1.0, 1.25, 1.0, 2.0, 0.8, 3.0]
    q = ranking_quality(keys, scores, measured)
    assert q["first_pick"] == "b"  # b and c tie; b comes first
    assert q["first_fraction_of_optimum"] == 0.8 / 1.25
    assert q["first_within_10pct"] is False
    assert q["first_measured_rank"] == 4  # e, a and c are faster
    assert q["best_of_first5_fraction"] == 1.0  # e is among the first five
    q = ranking_quality(keys[::-1], scores[::-1], measured[::-1])
    assert q["first_pick"] == "c" and q["first_within_10pct"] is False


def test_residual_correction_learns_the_models_error():
    """Fitted on the model's error (``residual``), the correction still moves the first pick
    off the low-occupancy configurations the model likes and keeps its learned values
    relative to the model's own."""
    train = {f"s{k}": _space(200, 0.5 + 0.1 * k) for k in range(3)}
    corr = transfer.fit(train, shortlist=1.0, residual=True)
    feats, measured = _space(100, 0.6)
    first = int(np.argmin(corr.learned(feats)))
    assert measured[first] <= 1.05 * measured.min()
    assert corr.residual is True


def test_pack_round_trip_and_corrected_ms(tmp_path):
    """A packed training table reads back as the same features and times, and the
    corrected cost is the fastest prediction times the learned ratio (so the cheapest
    corrected point costs about the fastest prediction, never less than zero)."""
    import gzip
    import json

    feats, measured = _space(40, 0.5)
    doc = {"spaces": {"s": {"rows": {str(i): {"features": f, "measured_ms": float(m)}
                                     for i, (f, m) in enumerate(zip(feats, measured))}}}}
    path = tmp_path / "t.json.gz"
    with gzip.open(path, "wt") as f:
        json.dump(transfer.pack(doc, ["s"]), f)
    back = transfer.training_spaces(path)
    got_feats, got_ms = back["s"]
    assert list(got_ms) == list(measured)
    assert got_feats[3]["occupancy"] == feats[3]["occupancy"]
    corr = transfer.fit({"a": _space(200, 0.5), "b": _space(200, 0.7)}, shortlist=1.0)
    ms = transfer.corrected_ms(corr, got_feats)
    fastest = math.exp(min(f["log_predicted_ms"] for f in got_feats))
    assert np.allclose(ms, fastest * np.exp(corr.learned(got_feats)))
    assert (ms > 0).all()
    assert transfer.corrected_ms(corr, []).shape == (0,)


def test_shipped_training_table_is_the_committed_study():
    """The package's training table is the pack of the committed features of every measured
    space (benchmarks/results/tune-correction-2026-11-28/), feature names in
    :data:`transfer.FEATURES` order, and fits a correction whose costs are finite."""
    import gzip
    import json
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    study = root / "benchmarks" / "results" / "tune-correction-2026-11-28" / \
        "features-82-spaces.json.gz"
    doc = json.loads(gzip.decompress(study.read_bytes()))
    with gzip.open(transfer.TRAINING_DATA, "rt") as f:
        table = json.load(f)
    packed = transfer.pack(doc, list(doc["spaces"]))
    assert table["features"] == list(transfer.FEATURES) == packed["features"]
    assert table["spaces"] == packed["spaces"]
    assert len(table["spaces"]) == 82
    spaces = transfer.training_spaces()
    feats, measured = spaces["matmul"]
    assert len(feats) == len(measured) > 900
    ms = transfer.corrected_ms(transfer.shipped_correction(), feats)
    assert np.isfinite(ms).all() and (ms > 0).all()
