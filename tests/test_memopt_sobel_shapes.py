"""benchmarks/memopt_sobel_shapes.py derives its shapes from the committed base kernel by text
edits; each edit must apply (the script asserts it) and every shape must compile for sm_90."""

import sys
from pathlib import Path

import pytest

from warpsmith.backends.cuda_compile import compiler_available

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(not compiler_available(), reason="no CUDA compiler (NVRTC) installed")
def test_every_shape_is_derived_and_compiles(tmp_path, monkeypatch, capsys):
    sys.path.insert(0, str(ROOT / "tests"))
    from bench_modules import load

    S = load("memopt_sobel_shapes")

    monkeypatch.setattr(sys, "argv", ["memopt_sobel_shapes.py", "--out-dir", str(tmp_path), "--cpu"])
    S.main()
    lines = [x.split() for x in capsys.readouterr().out.splitlines() if x.strip()]
    compiled = {name: int(regs) for name, regs in lines if name in S.LEGAL}
    assert set(compiled) == set(S.LEGAL) - {"hand"}
    assert all(0 < r <= 255 for r in compiled.values())
    # the edits change the source: no two shapes are the same text
    texts = [p.read_text() for p in (tmp_path / "sobel-shapes").glob("*.cu")]
    assert len(set(texts)) == len(texts) == len(compiled)
