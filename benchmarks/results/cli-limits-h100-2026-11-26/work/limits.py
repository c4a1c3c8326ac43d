import json, sys
from warpsmith.hw.descriptions import load_device
dev = load_device("h100")
ours = {"max_threads_per_block": dev.max_threads_per_block,
        "max_block_dim": list(dev.max_block_dim), "max_grid_dim": list(dev.max_grid_dim),
        "shared_per_block": dev.shared_per_block,
        "shared_per_block_optin": dev.shared_per_block_optin}
out = {"description": ours}
if "--dry-run" not in sys.argv:
    import cupy
    a = cupy.cuda.Device(0).attributes
    live = {"max_threads_per_block": a["MaxThreadsPerBlock"],
            "max_block_dim": [a["MaxBlockDimX"], a["MaxBlockDimY"], a["MaxBlockDimZ"]],
            "max_grid_dim": [a["MaxGridDimX"], a["MaxGridDimY"], a["MaxGridDimZ"]],
            "shared_per_block": a["MaxSharedMemoryPerBlock"],
            "shared_per_block_optin": a["MaxSharedMemoryPerBlockOptin"]}
    out["driver"] = live
    out["equal"] = {k: ours[k] == live[k] for k in ours}
json.dump(out, open(sys.argv[1], "w"), indent=2)
print(json.dumps(out, indent=2))
