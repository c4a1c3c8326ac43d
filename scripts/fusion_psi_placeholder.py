"""Write the placeholder psi table of a device (fusion/data/<device>.json) until the GPU
script's measured one replaces it: every routine the examples' functions use, at every
(elements per block, extra shared bytes) of the table, from
``warpsmith.fusion.model.placeholder_psi`` (the hardware description only; labelled
"placeholder" in the file's provenance).

    PYTHONPATH=src python3 scripts/fusion_psi_placeholder.py [DEVICE]
"""

import json
import sys
from pathlib import Path

from warpsmith.fusion import as_graph
from warpsmith.fusion.library import function
from warpsmith.fusion.library import templates as T
from warpsmith.fusion.model import (DATA_DIR, ELEMENTS, EXTRA_BYTES, placeholder_psi)
from warpsmith.fusion.psi_bench import routines_of, table_record
from warpsmith.hw.descriptions import load_device

ROOT = Path(__file__).resolve().parents[1]


def _facts(r):
    """(role, size, flops, own floats per element) of a routine."""
    if r.role == "compute":
        f = function(r.function)
        return "compute", f.output.size, f.flops, sum(T.stride(t) for t in (*f.inputs,
                                                                           f.output))
    from warpsmith.fusion.psi_bench import io_type

    t = io_type(r.name)
    return r.role, t.size, 0, T.stride(t)


def main(device: str = "h100") -> int:
    dev = load_device(device)
    graphs = [as_graph(str(p)) for p in sorted((ROOT / "examples" / "fusion").glob("*.fn"))]
    timings = {}
    for r in routines_of(graphs):
        role, size, flops, own = _facts(r)
        timings[r.name] = [[_finite(placeholder_psi(dev, role, size, flops, r.threads,
                                                    r.registers, own, e, x))
                            for x in EXTRA_BYTES] for e in ELEMENTS]
    record = table_record(dev.key, {
        "kind": "placeholder",
        "method": "fusion.model.placeholder_psi from hw/data/" + dev.key + ".toml "
                  "(sustained bandwidth, global latency, FP32 and shared-memory rates, "
                  "occupancy); NOT measured: run scripts/gpu_fusion.sh and commit its "
                  "fusion-data table here",
        "generated_by": "scripts/fusion_psi_placeholder.py"}, timings)
    DATA_DIR.mkdir(exist_ok=True)
    path = DATA_DIR / f"{dev.key}.json"
    path.write_text(json.dumps(record, indent=1) + "\n")
    print(f"wrote {path}")
    return 0


def _finite(x: float):
    return None if x == float("inf") else x


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
