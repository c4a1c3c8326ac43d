"""benchmarks/modern_corpus_compare.py on two synthetic results files: gains grouped by the
earlier cause, losses, files leaving the counted set."""

from __future__ import annotations

import importlib.util
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "benchmarks", "modern_corpus_compare.py")


def _load():
    spec = importlib.util.spec_from_file_location("modern_corpus_compare", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _write(path, label, files):
    passed = sum(f["pass"] for f in files)
    causes = {}
    for f in files:
        if not f["pass"]:
            causes[f["cause"]] = causes.get(f["cause"], 0) + 1
    with open(path, "w") as fh:
        json.dump({"meta": {"label": label, "commit": "c0"},
                   "summary": {"passed": passed, "files": len(files),
                               "rate": passed / len(files), "causes": causes},
                   "files": files}, fh)


def test_gains_losses_and_files_leaving_the_count(tmp_path):
    mod = _load()
    fail = lambda p, c, m="x": {"path": p, "pass": False, "cause": c, "message": m}  # noqa
    ok = lambda p: {"path": p, "pass": True, "cause": None}  # noqa: E731
    before = [fail("a.cu", "CUB"), fail("b.cu", "other libraries"), ok("c.cu"),
              fail("d.cu", "other libraries"), fail("e.cu", "lambda")]
    after = [ok("a.cu"), ok("b.cu"), fail("c.cu", "lambda"),
             fail("d.cu", "preprocessor", mod.NO_CUDA_KERNEL + " (...)"),
             fail("e.cu", "class with methods")]
    _write(tmp_path / "b.json", "before", before)
    _write(tmp_path / "a.json", "after", after)
    text = mod.compare(str(tmp_path / "b.json"), str(tmp_path / "a.json"))
    assert "gained: 2, lost: 1, left the counted set (no kernel in the CUDA build): 1" in text
    assert "| CUB | 1 |" in text and "| other libraries | 1 |" in text
    assert "`c.cu` [lambda]" in text and "`d.cu` (before: other libraries)" in text
    assert "| lambda | class with methods | 1 |" in text
