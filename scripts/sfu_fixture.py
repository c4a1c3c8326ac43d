"""Extract tests/data/sfu_h100_examples.json from a gpu_sfu.sh results directory: the
device facts, each functions entry's match counts and its listed mismatches (input bits,
GPU bits, the model bits of that run), and the simulator part's examples. GPU values come
only from the results file; nothing is typed in.

Usage: python3 scripts/sfu_fixture.py RESULTS_DIR [OUT_JSON]"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def extract(results_dir: Path) -> dict:
    """The fixture's content from ``results_dir/sfu.json``."""
    rep = json.loads((results_dir / "sfu.json").read_text())
    funcs = rep["parts"]["functions"]["result"]
    sim = rep["parts"]["simulator"]["result"]
    return {
        "source": f"{results_dir.as_posix()}/sfu.json",
        "device": rep.get("device"), "driver": rep.get("driver"), "date": rep.get("date"),
        "commit": rep.get("commit"), "cupy": rep.get("cupy"),
        "functions": {label: {"n": r["n"], "equal": r["equal"],
                              "examples": r.get("examples", [])}
                      for label, r in funcs.items() if isinstance(r, dict) and "n" in r},
        "simulator_n": sim.get("n"),
        "simulator_examples": sim.get("examples", {}),
    }


def main() -> int:
    """Write the fixture (default tests/data/sfu_h100_examples.json)."""
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    src = Path(sys.argv[1])
    out = Path(sys.argv[2]) if len(sys.argv) > 2 else Path("tests/data/sfu_h100_examples.json")
    out.write_text(json.dumps(extract(src), indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
