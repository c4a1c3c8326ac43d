#!/usr/bin/env bash
# Issue 18, templates, on a GPU machine: every kernel instance of the reproductions in
# tests/test_cxx_templates.py (deduced and local-constant arguments, host templates, enum
# class + if constexpr, variadic packs, enable_if + ns::k, class templates/traits) and
# tests/test_cxx_template_launches.py (arguments typed by casts and data_ptr, dispatch-bound
# host templates, tables of instances, generic lambdas, traits, class templates with methods,
# recursive constexpr, comma folds, specializations, pointers to arrays, cluster dims) is printed
# as CUDA, compiled by NVRTC, run through the CUDA backend (CuPy) and compared with the
# simulator on the same inputs. Usage, from the repository root:
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_templates.sh OUT_DIR [--dry-run]
# --dry-run runs the "GPU" side on the CPU simulator too (to test the script here).
# Writes OUT_DIR/results.txt (header + one line per instance) and OUT_DIR/results.json.
# About 1-2 minutes (NVRTC compiles of ~45 small kernels); bounded by timeout 300.
set -uo pipefail
OUT=${1:?usage: gpu_templates.sh OUT_DIR [--dry-run]}
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
# the reproductions: the module-level string constants of the test file (read with ast,
# so that pytest need not be installed here)
strings: dict = {}
sources: dict = {}


def _value(v):
    """A string constant, the name of one, or their concatenation (SCALE + r"..")."""
    if isinstance(v, ast.Constant) and isinstance(v.value, str):
        return v.value
    if isinstance(v, ast.Name):
        return strings.get(v.id)
    if isinstance(v, ast.BinOp) and isinstance(v.op, ast.Add):
        a, b = _value(v.left), _value(v.right)
        return a + b if a is not None and b is not None else None
    return None


for test_file in ("tests/test_cxx_templates.py", "tests/test_cxx_template_launches.py"):
    strings.clear()
    for node in ast.parse(open(test_file).read()).body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and \
                isinstance(node.targets[0], ast.Name):
            text = _value(node.value)
            if text is not None:
                strings[node.targets[0].id] = text
    stem = test_file.split("/")[-1][len("test_"):-len(".py")]
    sources.update({f"{stem}:{k}": v for k, v in strings.items() if "__global__" in v})
DTYPES = {"float": "float32", "double": "float64", "int": "int32", "uint": "uint32",
          "short": "int16", "long long": "int64", "long": "int64",
          "unsigned int": "uint32"}
N = 64
ELEMS = 512  # buffers hold 8 values per thread (ROWS reads 8)
results = {}


def spec(ptype: str) -> str:
    base = ptype.replace("const ", "").replace("global ", "").replace("*", "").strip()
    dt = DTYPES.get(base, "float32")
    return f"{dt}[{ELEMS}]:range" if "*" in ptype else "3"


# SCALE and ADD are the kernels the other sources launch (prefixes, no launch of their own)
for label, src in sources.items():
    if label.split(":")[-1] in ("SCALE", "ADD"):
        continue
    try:
        prog = ws.read(src)
        cuda = ws.translate(prog, "cuda").text
        names = [k.name for k in prog.kernels]
    except Exception as ex:  # noqa: BLE001 - a source that does not read is reported
        # UNRESOLVED (a launch without a compile-time argument) and DORMANT (a launch only
        # in a host template nothing instantiates): their refusal is the result
        results[label] = {"ok": label.split(":")[-1] in ("UNRESOLVED", "DORMANT") and
                          "not instantiated" in str(ex),
                          "error": f"{type(ex).__name__}: {ex}"}
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
