"""Reads of local variables before any write: a located warning of the run (the GPU reads
an indeterminate register; the simulator reads 0 and says so)."""

from __future__ import annotations

import numpy as np

import warpsmith as ws

SRC = """__global__ void k(float *g, int n) {
    int i = threadIdx.x;
    float acc;
    float4 v;
    v.x = 1.0f; v.y = 2.0f; v.z = 3.0f; v.w = 4.0f;
    int j;
    if (i < n) j = i;
    for (int t = 0; t < 2; t++) acc += g[i];
    g[i] = acc + v.x + j;
}
"""


def test_uninitialized_reads_are_located_warnings():
    k = ws.read(SRC, dialect="cuda").kernel("k")
    r = ws.run(k, ws.Launch(grid=1, block=4), {"g": np.ones(4, np.float32), "n": 2})
    got = [(w["variable"], w["line"], w["col"], w["threads"]) for w in r.report["warnings"]]
    # acc: every thread's first += reads it; j: the two threads with i >= n; v: written
    # lane by lane before it is read, no warning
    assert got == [("acc", 8, 33, 4), ("j", 9, 24, 2)]
    assert "simulator reads 0" in r.report["warnings"][0]["message"]
    np.testing.assert_array_equal(r.outputs["g"], [3, 4, 3, 3])


def test_no_warning_when_every_read_follows_a_write():
    src = SRC.replace("float acc;", "float acc = 0.0f;").replace("int j;", "int j = 0;")
    k = ws.read(src, dialect="cuda").kernel("k")
    r = ws.run(k, ws.Launch(grid=1, block=4), {"g": np.ones(4, np.float32), "n": 2})
    assert "warnings" not in r.report
