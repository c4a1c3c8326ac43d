"""Predict a kernel from a file: the frontend reads it, the backends compile it and replay a
block, the model predicts (``model/predict.py``), which imports neither.

This module is the wiring, above ``frontend``, ``backends`` and ``model`` in the layers
(``pyproject.toml``, import-linter): the CLI's ``predict``, the benchmarks and the public API
call it. What it passes the model: the Module, the kernel's Function (found the way the
frontend finds it: the written name, a template form ``k<32>``), this machine's CUDA
compiler (``backends.cuda_compile.local_compiler()``, None when none is installed) and the
simulator's one-block replay (``backends.block_replay.run_block``).
"""

from __future__ import annotations

from pathlib import Path

from .backends.block_replay import run_block
from .backends.cuda_compile import local_compiler
from .frontend import read_module
from .ir import find_kernel
from .ir import nodes as N
from .ir.errors import WarpsmithError
from .model import predict as P

#: ``compiler=LOCAL``: this machine's compiler (the default)
LOCAL = "local"


def read_kernel(source, kernel: str, defines: dict | None = None):
    """``(module, fn)``: ``source`` (a path, or a Module as it is) read with ``defines``, and
    its kernel ``kernel``. Raises WarpsmithError for a missing file or kernel."""
    if isinstance(source, N.Module):
        module = source
    else:
        path = str(source)
        if not Path(path).is_file():
            raise WarpsmithError(f"{path}: no such file")
        defs = {k: str(v) for k, v in (defines or {}).items()}
        module = read_module(path, defines=defs, kernel=kernel)
    return module, find_kernel(module, kernel)


def predict_kernel(source, kernel: str, grid, block, *, defines: dict | None = None,
                   compiler=LOCAL, replay=run_block, **options) -> P.Prediction:
    """:func:`warpsmith.model.predict.predict_kernel` of kernel ``kernel`` of ``source`` (a
    path or a Module; ``defines`` for reading a path), with this machine's compiler and the
    simulator's block replay; ``options`` are the model's (params, device, mode, registers,
    dynamic_shared, args, ablate)."""
    module, fn = read_kernel(source, kernel, defines)
    return P.predict_kernel(module, fn, grid, block, compiler=_compiler(compiler),
                            replay=replay, **options)


def predict_launches(launches, *, device="h100", mode: str = "auto", ablate: tuple = (),
                     compiler=LOCAL, replay=run_block) -> list[P.Prediction]:
    """:func:`warpsmith.model.predict.predict_launches` of launches ``(source, kernel, grid,
    block, params, defines)`` (a program's, e.g. ``corpus.model_families``'
    ``model_launches()``), each source read as :func:`predict_kernel` reads it."""
    resolved = []
    for item in launches:
        source, kernel, grid, block, params, defines = (tuple(item) + (None, None))[:6]
        module, fn = read_kernel(source, kernel, defines)
        resolved.append((module, fn, grid, block, params))
    return P.predict_launches(resolved, device=device, mode=mode, ablate=ablate,
                              compiler=_compiler(compiler), replay=replay)


def _compiler(compiler):
    return local_compiler() if compiler == LOCAL else compiler


__all__ = ["predict_kernel", "predict_launches", "read_kernel", "LOCAL"]
