"""Which PTX instructions the inline ``asm`` of a source tree uses (docs/inline-asm.md).

    python benchmarks/asm_census.py [DIR] [--top N] [--json]

Scans every ``.cu .cuh .h .hpp .inl`` file under DIR (default: the fetched modern corpus,
``$WARPSMITH_CORPUS/src`` or ``/work/corpus-modern/src``; vendored copies as in
``benchmarks/modern_corpus.py`` left out), reads each ``asm(...)`` template (string literals
concatenated up to the first ``:``), splits it with warpsmith's PTX reader and counts, per
instruction (the opcode's first word, and the full opcode), the files and the instructions.
Templates built from macros or with operands the reader does not take are counted under
``(unreadable)``. Prints a Markdown table; the column "simulated" says whether the
simulator's subset takes the first word.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "src"))

from warpsmith.ir.asm import AsmError, instructions  # noqa: E402

_ASM = re.compile(r"\b(?:asm|__asm__|__asm)\s*(?:volatile|__volatile__)?\s*\(")
_VENDORED = {"third_party", "third-party", "thirdparty", "3rdparty", "external", "cutlass",
             "cute", "cub", "thrust"}


def templates(text: str):
    """The template strings of the asm statements in ``text``."""
    for m in _ASM.finditer(text):
        i, parts = m.end(), []
        while i < len(text) and text[i] not in ":)":
            if text[i] == '"':
                j = i + 1
                while j < len(text) and text[j] != '"':
                    j += 2 if text[j] == "\\" else 1
                parts.append(text[i + 1:j])
                i = j + 1
            else:
                i += 1
        yield "".join(parts).replace("\\n", "\n").replace("\\t", "\t").replace('\\"', '"')


def census(root: str) -> dict:
    from warpsmith.backends.sim_asm import SUPPORTED

    files, instrs, full = collections.Counter(), collections.Counter(), collections.Counter()
    nfiles = nstmts = 0
    for dirpath, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in _VENDORED)
        for fn in sorted(names):
            if not fn.endswith((".cu", ".cuh", ".h", ".hpp", ".inl")):
                continue
            with open(os.path.join(dirpath, fn), encoding="utf-8", errors="replace") as f:
                text = f.read()
            seen: set = set()
            for t in templates(text):
                nstmts += 1
                try:
                    ops = [i.opcode for i in instructions(t)]
                except (AsmError, ValueError, IndexError):
                    ops = [("(unreadable)",)]
                for op in ops:
                    instrs[op[0]] += 1
                    full[".".join(op)] += 1
                    seen.add(op[0])
            if seen:
                nfiles += 1
            for op in seen:
                files[op] += 1
    return {"root": root, "files_with_asm": nfiles, "asm_statements": nstmts,
            "by_instruction": [{"instruction": k, "files": v, "count": instrs[k],
                                "simulated": k in SUPPORTED}
                               for k, v in files.most_common()],
            "by_opcode": full.most_common(60)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=os.path.join(
        os.environ.get("WARPSMITH_CORPUS", "/work/corpus-modern"), "src"))
    ap.add_argument("--top", type=int, default=40)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    if not os.path.isdir(a.root):
        print(f"no such directory: {a.root}", file=sys.stderr)
        return 2
    c = census(a.root)
    if a.json:
        print(json.dumps(c, indent=1))
        return 0
    print(f"{c['files_with_asm']} files with asm, {c['asm_statements']} asm statements\n")
    print("| instruction | files | instructions | simulated |\n|---|---:|---:|---|")
    for r in c["by_instruction"][:a.top]:
        print(f"| `{r['instruction']}` | {r['files']} | {r['count']} | "
              f"{'yes' if r['simulated'] else 'no'} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
