"""A file read again with the same macros and include directories reuses its last
preprocessing (``kernels`` reads a file once per guessed template kernel), but never after
a file it included changed, and never across other macros."""

import os

import warpsmith as ws


def _write(path, text, mtime):
    path.write_text(text)
    os.utime(path, ns=(mtime, mtime))


def test_reuse_stops_when_an_included_header_changes(tmp_path):
    header, main = tmp_path / "scale.h", tmp_path / "k.cu"
    _write(header, "#define SCALE 2.0f\n", 1_000_000_000)
    main.write_text('#include "scale.h"\n__global__ void k(float *a) { a[0] *= SCALE; }\n')
    first = ws.translate(ws.read(main), "cuda").text
    assert "2.0f" in first and ws.translate(ws.read(main), "cuda").text == first
    _write(header, "#define SCALE 3.0f\n", 2_000_000_000)  # same size, later time
    assert "3.0f" in ws.translate(ws.read(main), "cuda").text


def test_other_macros_are_preprocessed_again(tmp_path):
    main = tmp_path / "k.cu"
    main.write_text("__global__ void k(float *a) { a[0] *= N; }\n")
    two = ws.translate(ws.read(main, defines={"N": "2"}), "cuda").text
    three = ws.translate(ws.read(main, defines={"N": "3"}), "cuda").text
    assert "a[0] *= 2;" in two and "a[0] *= 3;" in three
