"""Differential check of the model's ranking before and after its speed-ups (issue 20,
section 2): ``tune.rank.rank`` of a small tiled-matmul space (a copy of the tuning
benchmark's ``matmul.cu``) must give exactly the predictions recorded, in
``tests/data/rank_golden.json``, by the code before them (commit in the file). The record
holds each configuration's predicted time and the digest of its full prediction
(``details_json``); registers come from NVRTC, so the record is compared only under the
NVRTC version that made it.

Regenerate (only when a change of the model's predictions is intended):
``PYTHONPATH=src python3 tests/test_rank_golden.py``.
"""

import hashlib
import json
import sys
from pathlib import Path

import pytest

from warpsmith.backends.cuda_compile import load_nvrtc
from warpsmith.tune.rank import rank

DATA = Path(__file__).parent / "data"
# the tuning benchmark's matmul (a change to it means regenerating the golden file)
SRC = Path(__file__).parents[1] / "benchmarks" / "tuning" / "matmul.cu"
GOLDEN = DATA / "rank_golden.json"
DIMS = {"M": 256, "N": 256, "K": 128}
CONFIGS = [
    {"block_size_x": 16, "block_size_y": 4, "tile_size_x": 1, "tile_size_y": 1, "tile_k": 16,
     "vec": 1, "loop_unroll": 0},
    {"block_size_x": 16, "block_size_y": 4, "tile_size_x": 1, "tile_size_y": 1, "tile_k": 16,
     "vec": 1, "loop_unroll": 1},  # differs in a pragma only: the replay is shared
    {"block_size_x": 32, "block_size_y": 8, "tile_size_x": 2, "tile_size_y": 4, "tile_k": 32,
     "vec": 4, "loop_unroll": 0},
    {"block_size_x": 16, "block_size_y": 16, "tile_size_x": 4, "tile_size_y": 2, "tile_k": 16,
     "vec": 4, "loop_unroll": 1},
    {"block_size_x": 64, "block_size_y": 16, "tile_size_x": 8, "tile_size_y": 8, "tile_k": 32,
     "vec": 1, "loop_unroll": 0},  # 1024 threads x 64 results: too many registers
]


def predictions(jobs: int) -> list:
    """``[predicted ms or None, digest of details_json or the error text]`` per config."""
    preds = rank(str(SRC), "matmul", CONFIGS, problem_size=(DIMS["N"], DIMS["M"]),
                 grid_div_x=["block_size_x", "tile_size_x"],
                 grid_div_y=["block_size_y", "tile_size_y"], params=DIMS, jobs=jobs,
                 details=True)
    out = []
    for p in preds:
        if hasattr(p, "predicted_ms"):
            digest = hashlib.sha256(json.dumps(p.details_json(), sort_keys=True,
                                               default=str).encode()).hexdigest()
            out.append([float(p.predicted_ms), digest])
        else:
            out.append([None, str(p)[:200]])
    return out


def _nvrtc() -> str | None:
    nv = load_nvrtc()
    return None if nv is None else "%d.%d" % nv.version


def test_rank_equals_the_recorded_predictions():
    golden = json.loads(GOLDEN.read_text())
    if _nvrtc() != golden["nvrtc"]:
        pytest.skip(f"the record was made with NVRTC {golden['nvrtc']} (here: {_nvrtc()})")
    assert predictions(jobs=1) == golden["predictions"]


if __name__ == "__main__":
    import subprocess

    commit = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True,
                            text=True).stdout.strip()
    GOLDEN.write_text(json.dumps({"commit": commit, "nvrtc": _nvrtc(),
                                  "predictions": predictions(jobs=1)}, indent=1) + "\n")
    print(GOLDEN.read_text())
    sys.exit(0)
