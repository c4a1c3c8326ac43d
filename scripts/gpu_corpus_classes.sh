#!/usr/bin/env bash
# Issue 18, branch corpus-classes, on a GPU machine: every kernel instance of this branch's
# reproductions (explicit function-template specializations, class-template static methods,
# function-pointer template parameters, variable templates, constexpr calls: the module-level
# sources of tests/test_cxx_specializations.py; and a PyTorch AT_DISPATCH_FLOATING_TYPES
# extension over the ATen device header, from tests/test_cxx_aten.py) is printed as CUDA,
# compiled by NVRTC, run through the CUDA backend (CuPy) and compared with the simulator on
# the same inputs. Usage, from the repository root:
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_corpus_classes.sh OUT_DIR [--dry-run]
# --dry-run runs the "GPU" side on the CPU simulator too (to test the script here).
# Writes OUT_DIR/results.txt (header + one line per instance) and OUT_DIR/results.json.
# About 1 minute (NVRTC compiles of ~12 small kernels); bounded by timeout 300.
set -uo pipefail
OUT=${1:?usage: gpu_corpus_classes.sh OUT_DIR [--dry-run]}
DRY=${2:-}
mkdir -p "$OUT"
export PYTHONPATH=src PYTHONUNBUFFERED=1
PY=${PYTHON:-python3}
source "$(dirname "$0")/gpu_common.sh"
run_header "$OUT/results.txt" "$0" "$@"
BACKEND=cuda
[ "$DRY" = "--dry-run" ] && BACKEND=cpu
timeout 300 "$PY" - "$OUT" "$BACKEND" <<'PYEOF' >> "$OUT/results.txt" 2> "$OUT/python.err"
import ast, json, sys, traceback
import numpy as np
import warpsmith as ws

out, backend = sys.argv[1], sys.argv[2]


def constants(path):
    """The module-level string constants of a test file (read with ast: no pytest here)."""
    tree = ast.parse(open(path).read())
    return {t.id: node.value.value for node in tree.body if isinstance(node, ast.Assign)
            for t in node.targets if isinstance(t, ast.Name)
            and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
            and "__global__" in node.value.value}


sources = constants("tests/test_cxx_specializations.py")
aten = constants("tests/test_cxx_aten.py")["KERNEL"]
sources["ATEN_DISPATCH"] = aten + """
torch::Tensor scale(torch::Tensor x, double a) {
  auto y = torch::empty_like(x);
  int n = x.numel();
  AT_DISPATCH_FLOATING_TYPES(x.scalar_type(), "scale", [&] {
    scale_kernel<scalar_t><<<(n + 63) / 64, 64>>>(
        x.data_ptr<scalar_t>(), y.data_ptr<scalar_t>(), (scalar_t)a, n);
  });
  return y;
}
"""
DTYPES = {"float": "float32", "double": "float64", "int": "int32", "uint": "uint32",
          "unsigned int": "uint32"}
N = 64
results = {}


def spec(ptype: str) -> str:
    base = ptype.replace("const ", "").replace("global ", "").replace("*", "").strip()
    dt = DTYPES.get(base, "float32")
    return f"{dt}[{4 * N}]:range" if "*" in ptype else "3"


for label, src in sources.items():
    try:
        prog = ws.read(src)
        cuda = ws.translate(prog, "cuda").text
        names = [k.name for k in prog.kernels]
    except Exception as ex:  # noqa: BLE001 - a source that does not read is reported
        results[label] = {"ok": False, "error": f"{type(ex).__name__}: {ex}"}
        print(f"{label}: {json.dumps(results[label])[:600]}")
        continue
    for name in names:
        key = f"{label}/{name}"
        try:
            k = ws.read(cuda).kernel(name)  # the printed CUDA is what the GPU runs
            args = {p: spec(t) for t, p in k.params}
            launch = ws.Launch(1, N)
            sim = ws.run(prog.kernel(name), launch, args, "cpu")
            dev = ws.run(k, launch, args, backend)
            bad = [b for b in sim.outputs
                   if not np.allclose(np.asarray(sim.outputs[b], dtype=np.float64),
                                      np.asarray(dev.outputs[b], dtype=np.float64),
                                      rtol=1e-6, atol=0)]
            results[key] = {"ok": not bad, "backend": backend, "mismatched": bad,
                            "args": args}
        except Exception as ex:  # noqa: BLE001 - one instance failing must not stop the rest
            results[key] = {"ok": False, "error": f"{type(ex).__name__}: {ex}",
                            "traceback": traceback.format_exc(limit=3)}
        print(f"{key}: {json.dumps(results[key], default=str)[:600]}")

ok = sum(r["ok"] for r in results.values())
print(f"summary: {ok} of {len(results)} instances equal the simulator ({backend})")
json.dump(results, open(f"{out}/results.json", "w"), indent=1, default=str)
PYEOF
echo "exit: $?" >> "$OUT/results.txt"
