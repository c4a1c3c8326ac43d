"""Compare two measurements of the modern collection (``results.json`` of
``benchmarks/modern_corpus.py``): files gained and lost, grouped by the cause of each file's
first error in the earlier run, and files that left or joined the counted set (a file with
no kernel in the CUDA build is listed outside the rate).

Usage: ``python benchmarks/modern_corpus_compare.py BEFORE/results.json AFTER/results.json``
(prints Markdown)."""

from __future__ import annotations

import collections
import json
import sys

from warpsmith.corpus.public import NO_CUDA_KERNEL


def _rows(path: str) -> dict:
    with open(path) as f:
        data = json.load(f)
    return {r["path"]: r for r in data["files"]}, data["meta"], data["summary"]


def _counted(r: dict) -> bool:
    return r["pass"] or not (r.get("message") or "").startswith(NO_CUDA_KERNEL)


def compare(before: str, after: str) -> str:
    """The Markdown comparison of two results files."""
    b, bm, bs = _rows(before)
    a, am, as_ = _rows(after)
    gained = collections.defaultdict(list)
    lost, left, moved = [], [], collections.Counter()
    for path, rb in sorted(b.items()):
        ra = a.get(path)
        if ra is None:
            continue
        if _counted(rb) and not _counted(ra):
            left.append((path, rb["cause"]))
        elif not rb["pass"] and ra["pass"]:
            gained[rb["cause"]].append(path)
        elif rb["pass"] and not ra["pass"]:
            lost.append((path, ra["cause"], ra.get("error", "")))
        elif not rb["pass"] and not ra["pass"] and rb["cause"] != ra["cause"]:
            moved[(rb["cause"], ra["cause"])] += 1
    out = [f"# {bm['label']} ({bm['commit']}) -> {am['label']} ({am['commit']})", "",
           f"- before: {bs['passed']} of {bs['files']} ({bs['rate']:.1%})",
           f"- after: {as_['passed']} of {as_['files']} ({as_['rate']:.1%})",
           f"- gained: {sum(len(v) for v in gained.values())}, lost: {len(lost)}, "
           f"left the counted set (no kernel in the CUDA build): {len(left)}", "",
           "## Gained, by the cause of the first error before", "",
           "| cause before | files |", "|---|---:|"]
    for cause, paths in sorted(gained.items(), key=lambda kv: -len(kv[1])):
        out.append(f"| {cause} | {len(paths)} |")
    for cause, paths in sorted(gained.items(), key=lambda kv: -len(kv[1])):
        out += ["", f"### {cause}", ""] + [f"- `{p}`" for p in paths]
    out += ["", "## Lost", ""] + ([f"- `{p}` [{c}]: {e}" for p, c, e in lost] or ["none"])
    out += ["", "## Left the counted set", ""] + \
        ([f"- `{p}` (before: {c})" for p, c in left] or ["none"])
    out += ["", "## Still failing, first error moved to another cause", "",
            "| before | after | files |", "|---|---|---:|"]
    out += [f"| {x} | {y} | {n} |" for (x, y), n in moved.most_common()]
    cb, ca = bs["causes"], as_["causes"]
    out += ["", "## Failures by cause", "", "| cause | before | after |", "|---|---:|---:|"]
    for c in sorted(set(cb) | set(ca), key=lambda c: -cb.get(c, 0)):
        out.append(f"| {c} | {cb.get(c, 0)} | {ca.get(c, 0)} |")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.stdout.write(compare(sys.argv[1], sys.argv[2]))
