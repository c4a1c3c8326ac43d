"""Before and after of the model's ranking quality on the measured tuning spaces: two
``rank_quality.py`` results files (before, after), one line per space they share: the
consensus first pick's and the lowest prediction's fraction of the optimum, the best of the
first five, Spearman; then how many first picks are within 10% of the optimum in each.

Usage: ``python3 benchmarks/rank_quality_diff.py BEFORE.json AFTER.json [--out FILE.md]``
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

FIELDS = (("first", "first_fraction_of_optimum"), ("lowest", "lowest_first_fraction_of_optimum"),
          ("best5", "best_of_first5_fraction"), ("spearman", "spearman"))
WITHIN = 1 / 1.1


def spaces(path: Path) -> dict:
    """Space name -> its figures, over every predictions file of a rank_quality result."""
    doc = json.loads(path.read_text())
    out = {}
    for part in doc["files"].values():
        for name, q in part["spaces"].items():
            out[re.sub(r"-h[0-9]+-.*$", "", name).removeprefix("tuning-")] = q
    return out


def diff(before: dict, after: dict) -> list[str]:
    """The Markdown lines of the comparison."""
    names = sorted(set(before) & set(after))
    head = " | ".join(f"{k} before -> after" for k, _ in FIELDS)
    lines = [f"| space | {head} |", "|---" * (len(FIELDS) + 1) + "|"]
    for n in names:
        cells = [f"{before[n][f]:.3f} -> {after[n][f]:.3f}" + (
            " *" if abs(after[n][f] - before[n][f]) > 0.005 else "") for _, f in FIELDS]
        lines.append(f"| {n} | " + " | ".join(cells) + " |")
    lines.append("")
    for label, f in FIELDS[:2]:
        b = sum(before[n][f] >= WITHIN for n in names)
        a = sum(after[n][f] >= WITHIN for n in names)
        lines.append(f"- {label} pick within 10% of the optimum: {b} -> {a} of {len(names)}")
    lines.append("- `*`: changed by more than 0.005")
    return lines


def main(argv=None) -> int:
    """Parse the options and print (or write) the comparison."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("before", type=Path)
    ap.add_argument("after", type=Path)
    ap.add_argument("--out", type=Path)
    a = ap.parse_args(argv)
    text = "\n".join(diff(spaces(a.before), spaces(a.after))) + "\n"
    if a.out:
        a.out.write_text(text)
    print(text, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
