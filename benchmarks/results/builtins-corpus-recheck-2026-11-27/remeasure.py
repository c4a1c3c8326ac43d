import json, os, re, sys, importlib.util
sys.path.insert(0, "src")
spec = importlib.util.spec_from_file_location("mc", "benchmarks/modern_corpus.py")
mc = importlib.util.module_from_spec(spec); spec.loader.exec_module(mc)
d = json.load(open("benchmarks/results/modern-corpus-2026-11-26-classes/results.json"))
root = "/work/corpus-modern/src"
out = []
for f in d["files"]:
    e = str(f.get("error") or "")
    if not re.search(r"'(__ldcg|atomicAdd_system|__int2float_rn|__fadd_rn|__threadfence_system|__float2int_rn|__isnanf)'", e):
        continue
    path = os.path.join(root, f["path"])
    pkg_root = os.path.join(root, f["path"].split("/")[0])
    try:
        dirs = mc.include_dirs(path, pkg_root, mc.build_file_dirs(pkg_root) if hasattr(mc, "build_file_dirs") else [])
    except Exception as ex:
        dirs = [os.path.dirname(path)]
    try:
        r = mc.measure_file(path, dirs)
        res = {"pass": r.get("pass", True), "after": str(r.get("error") or "")[:200]}
    except Exception as ex:
        res = {"pass": False, "after": f"{type(ex).__name__}: {ex}"[:200]}
    out.append({"path": f["path"], "before": e[:160], **res})
    print(out[-1], flush=True)
json.dump(out, open(sys.argv[1], "w"), indent=1)
