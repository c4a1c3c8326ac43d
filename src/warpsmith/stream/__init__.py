"""The stream compiler (paper 004): StreamIt programs onto the CPU and the GPU.

``parser`` reads the StreamIt language, ``graph`` flattens it, ``schedule`` solves the
balance equations, ``layout`` packs the working set (Algorithm 1 and an exact MILP),
``backend_c`` and ``lower`` run the sequential program (C, and the simulator through
warpsmith's IR), ``mapping`` prints paper 004's GPU mapping and the naive one, ``heuristics``
picks W, S, F; ``runtime`` runs the mappings. See ``docs/stream.md``.
"""

from .builder import Filter, Pipeline, SplitJoin
from .compiler import BACKENDS, StreamProgram, compile, read_program, run

__all__ = ["Filter", "Pipeline", "SplitJoin", "compile", "run", "StreamProgram",
           "read_program", "BACKENDS"]
