"""An on-disk cache of the IR the frontend reads for generated code (routines, kernels).

Reading the library's routines through the frontend (parse, semantic analysis, verify,
print) was about half of the compiler's first-run time on a loaded 2-core machine; a
pickled ``(IR Function, printed text)`` loads in milliseconds. An entry is keyed by a
content hash of its CUDA C text and of the source of the packages that turn text into IR
(``ir``, ``frontend``), so a changed routine or a changed frontend never reads a stale
entry. Written atomically (temporary file, rename); any failure to read or write is a
cache miss, never an error. ``WARPSMITH_CACHE_DIR`` moves it, ``WARPSMITH_NO_CACHE=1``
turns it off. Pickle (the standard library) over a database: entries are immutable
blobs read by key, no queries.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from functools import lru_cache
from pathlib import Path


@lru_cache(maxsize=1)
def _code_hash() -> str:
    root = Path(__file__).resolve().parent.parent
    h = hashlib.sha1()
    for pkg in ("ir", "frontend"):
        for f in sorted((root / pkg).rglob("*.py")):
            h.update(f.read_bytes())
    return h.hexdigest()[:16]


def directory() -> Path | None:
    """Where entries live; None when the cache is off."""
    if os.environ.get("WARPSMITH_NO_CACHE") == "1":
        return None
    base = os.environ.get("WARPSMITH_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "warpsmith")
    return Path(base) / "fusion-ir" / _code_hash()


def key(text: str) -> str:
    """The entry name of generated CUDA C ``text``."""
    return hashlib.sha1(text.encode()).hexdigest()


def get(k: str):
    """The cached value of key ``k``, or None."""
    d = directory()
    if d is None:
        return None
    try:
        return pickle.loads((d / f"{k}.pkl").read_bytes())
    except Exception:  # noqa: BLE001 - missing, truncated or foreign: a miss
        return None


def put(k: str, value) -> None:
    """Store ``value`` under key ``k`` (best effort)."""
    d = directory()
    if d is None:
        return
    try:
        d.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=d, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            pickle.dump(value, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, d / f"{k}.pkl")
    except Exception:  # noqa: BLE001 - a read-only home etc.: run uncached
        pass


__all__ = ["directory", "key", "get", "put"]
