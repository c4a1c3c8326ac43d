"""The selection re-read here: python select.py OUT.json, then
benchmarks/modern_corpus.py --measure --rerun OUT.json --jobs 1 --out <this folder>."""
import json
import re
import sys

SRC = "benchmarks/results/modern-corpus-2026-11-27-final/results.json"
PAT = re.compile(r"reference type|lambda|range-based|function pointer|rvalue|not assignable|"
                 r"init-capture|mutable")
CAUSES = ("lambda", "other", "refused by design (asm, function pointers, goto)")
d = json.load(open(SRC))
d["files"] = [f for f in d["files"] if not f["pass"] and (
    (f["error"] and PAT.search(f["error"])) or f["cause"] in CAUSES)]
json.dump(d, open(sys.argv[1], "w"))
print(len(d["files"]))
