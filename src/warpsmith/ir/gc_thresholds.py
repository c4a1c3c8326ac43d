"""The cyclic garbage collector run less often while a whole file is read or printed.

Reading a file builds its tokens, syntax and IR: millions of objects that live until the
read ends, few of them in cycles. With CPython's thresholds (700, 10, 10) each collection
walked them again: measuring llama.cpp's fattn-tile.cuh in the modern collection (read,
print, read the print again; ``benchmarks/modern_corpus.py``) spent 29 of its 75 CPU
seconds in collections, and took 48 CPU seconds with :data:`THRESHOLDS` over the whole
measure (session 7, a loaded 2-core machine). Only the time of the collections changes,
not what is computed; the peak memory of that measure did not change (2.3 GB).

At the end the objects still in the young generations move to the oldest without a
collection (:func:`_age_young`): after a read nearly all of them are alive, and the first
collection under the caller's thresholds walked them once more (session 11: llama.cpp's
``ggml-cuda.cu`` measured the same way took 170 CPU s before, 126 after, the printed text
byte-identical). The youngest generation's threshold was then raised from a million to a
hundred million new objects: a read makes almost no cyclic garbage (the 96 young
collections of measuring stable-diffusion.cpp's ``fattn-vec.cuh`` freed 569 objects in
all), and each young collection still walked the million objects alive since the last
one: 9.7 of ``ggml-cuda.cu``'s 126 CPU s, 2.9 of ``fattn-vec.cuh``'s 28; that measure's
peak memory did not change (1.53 GB both).
"""

from __future__ import annotations

import contextlib
import gc

__all__ = ["THRESHOLDS", "fewer_collections"]

#: the collector's thresholds while a file is read or printed (at least these)
THRESHOLDS = (100_000_000, 100, 100)


@contextlib.contextmanager
def fewer_collections(thresholds: tuple = THRESHOLDS):
    """Run the body with the collector's thresholds raised to at least ``thresholds``
    (default :data:`THRESHOLDS`); the caller's thresholds are restored at the end (nested
    uses restore in turn)."""
    old = gc.get_threshold()
    gc.set_threshold(*(max(a, b) for a, b in zip(old, thresholds)))
    try:
        yield
    finally:
        _age_young()
        gc.set_threshold(*old)


def _age_young() -> None:
    """Move every object of the young generations into the oldest without a collection
    (``gc.freeze`` then ``gc.unfreeze``, two list splices): with the raised thresholds
    the young generations end a read holding nearly everything it built, and the first
    collection under the caller's thresholds walked all of it once more only to find it
    alive (llama.cpp's ggml-cuda.cu in the modern collection: most of the 44 CPU s saved).
    Cycles left unreachable in them are freed by the next full collection instead. Not
    done while objects are frozen (the caller's ``gc.freeze`` is left as it is)."""
    if gc.get_freeze_count() == 0:
        gc.freeze()
        gc.unfreeze()
