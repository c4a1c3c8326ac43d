"""cuRAND's device API on the simulator: the XORWOW and Philox4_32_10 generators.

The states have the library's memory layout (``curandStateXORWOW``: 48 bytes, align 8;
``curandStatePhilox4_32_10``: 64 bytes, align 16), so a state array written by one kernel
and read by another, or copied to the host, holds what it would on the GPU. Every function
here works on all active threads at once: ``words`` is an ``(n, 12)`` or ``(n, 16)`` array of
``uint32`` (the state's bytes) and is updated in place.

Facts taken from the cuRAND headers (CUDA 13, ``curand_kernel.h``, ``curand_philox4x32_x.h``,
``curand_uniform.h``, ``curand_normal.h``, ``curand_globals.h``); the code is ours:

* XORWOW (Marsaglia's xorshift with a Weyl sequence ``d``). ``curand_init`` salts and mixes
  the seed into ``d`` and ``v[0..4]``, jumps ``subsequence * 2**67`` steps ahead and then
  ``offset`` steps ahead. A jump is linear over GF(2) on the 160 bits of ``v`` (the library
  multiplies by precomputed powers of the one-step matrix); ``d`` advances by
  ``362437 * offset`` (a sequence jump leaves it unchanged: ``362437 * 2**67`` is 0 mod
  ``2**32``). We compute the matrix powers by repeated squaring instead of shipping tables.
* Philox4x32-10: a counter (``ctr``, 128 bits), a key (the seed), ten rounds; each counter
  value gives four outputs, ``STATE`` says which of them is next. ``subsequence`` adds to
  the upper 64 bits of the counter, ``offset`` to the output position.
* ``curand_uniform``: ``x * 2**-32 + 2**-33`` in float (one rounding: the product is exact),
  so never 0 and at most 1. ``curand_uniform_double``: XORWOW combines two outputs into 53
  bits; Philox uses one output, ``x * 2**-32 + 2**-32`` — the headers differ, and so do we.
* ``curand_normal``: Box-Muller on two outputs, the second result kept in the state for the
  next call (``boxmuller_flag``). The GPU computes it with ``logf``, ``sqrtf`` and the
  hardware ``__sincosf``; the simulator evaluates the same steps: ``logf`` bit-exact and
  ``__sincosf`` by the model of the MUFU unit (:mod:`.sim_libdevice`; docs/curand.md says
  what was checked on the H100). The raw outputs, the states and the uniforms are
  bit-exact.
* ``curand_normal_double`` / ``curand_normal2_double`` / ``curand_log_normal_double``:
  Box-Muller on four outputs (Philox: one ``curand4``) with ``log``, ``sqrt`` and, on the
  device, ``sincospi`` in double; the log-normal is ``exp(mean + stddev * z)``, kept under
  its own flag value (``EXTRA_FLAG_LOG_NORMAL``). The simulator evaluates CUDA's double
  ``log``/``sincospi``/``exp`` as the GPU does (:mod:`.sim_libdevice64`), all but one
  approximate reciprocal seed inside ``log``, which is modelled.
* ``curand_log_normal`` (``curand_lognormal.h``): the same pairs, each value ``n`` returned
  (or kept, under the flag value ``EXTRA_FLAG_LOG_NORMAL``) as ``expf(mean + stddev * n)``
  with the multiply-add fused and CUDA's ``expf`` by the model of MUFU.EX2
  (:mod:`.sim_sfu`); ``curand_log_normal2``/``4`` transform a fresh pair (quadruple).
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

XORWOW_WORDS = 12   # 48 bytes
PHILOX_WORDS = 16   # 64 bytes
XORWOW_BYTES, PHILOX_BYTES = 4 * XORWOW_WORDS, 4 * PHILOX_WORDS
XORWOW_ALIGN, PHILOX_ALIGN = 8, 16

_U32 = np.uint32
_U64 = np.uint64
_MASK32 = np.uint64(0xFFFFFFFF)

# XORWOW word positions: d, v[0..4], boxmuller_flag, boxmuller_flag_double,
# boxmuller_extra (float), padding, boxmuller_extra_double (words 10-11)
_XD, _XV, _XFLAG, _XFLAGD, _XEXTRA, _XEXTRAD = 0, 1, 6, 7, 8, 10
# Philox: ctr[0..3], output[4..7], key[8..9], STATE 10, flag 11, flag_double 12,
# extra 13, extra_double 14-15
_PCTR, _POUT, _PKEY, _PSTATE, _PFLAG, _PFLAGD, _PEXTRA, _PEXTRAD = 0, 4, 8, 10, 11, 12, 13, 14

_WEYL = 362437
_SEQUENCE_LOG2 = 67
_PHILOX_W = (0x9E3779B9, 0xBB67AE85)
_PHILOX_M = (0xD2511F53, 0xCD9E8D57)
_INV32 = np.float32(2.0 ** -32)               # CURAND_2POW32_INV (2.3283064e-10f)
_INV32_2PI = np.float32(np.float32(2.3283064e-10) * np.float32(6.2831855))
_INV53 = 2.0 ** -53                           # CURAND_2POW53_INV_DOUBLE
_NORMAL = 1                                   # EXTRA_FLAG_NORMAL
_LOG_NORMAL = 2                               # EXTRA_FLAG_LOG_NORMAL


# ----------------------------------------------------------------------------- XORWOW

def _xorwow_step_words(v: list[int]) -> list[int]:
    """One step of the xorshift part on Python ints (for building the matrix)."""
    m = 0xFFFFFFFF
    t = v[0] ^ (v[0] >> 2)
    x4 = (v[4] ^ ((v[4] << 4) & m)) ^ (t ^ ((t << 1) & m))
    return [v[1], v[2], v[3], v[4], x4 & m]


@lru_cache(maxsize=1)
def _step_columns() -> np.ndarray:
    """The one-step map as its 160 columns: row b is the image of bit b (bit 32*i + j is
    bit j of v[i]), packed as 5 words — the layout of the library's own matrices."""
    cols = np.zeros((160, 5), _U32)
    for b in range(160):
        unit = [0] * 5
        unit[b // 32] = 1 << (b % 32)
        cols[b] = _xorwow_step_words(unit)
    return cols


def _apply(cols: np.ndarray, v: np.ndarray) -> np.ndarray:
    """The GF(2)-linear map with columns ``cols`` applied to each row of ``v`` ((n, 5)
    uint32): the XOR of the columns of the bits set in the row."""
    out = np.zeros_like(v)
    for b in range(160):
        bit = (v[:, b >> 5] >> _U32(b & 31)) & _U32(1)
        if bit.any():
            out ^= bit[:, None] * cols[b]
    return out


@lru_cache(maxsize=None)
def jump_columns(log2_steps: int) -> np.ndarray:
    """The map that advances the xorshift part ``2**log2_steps`` steps (its columns), by
    repeated squaring of the one-step map."""
    if log2_steps == 0:
        return _step_columns()
    half = jump_columns(log2_steps - 1)
    return _apply(half, half)


def _jump(v: np.ndarray, steps: np.ndarray, base_log2: int) -> np.ndarray:
    """Advance each row of ``v`` ((n, 5) uint32) by ``steps[i] * 2**base_log2`` steps."""
    steps = np.asarray(steps, _U64)
    v = v.copy()
    for k in range(64):
        sel = ((steps >> _U64(k)) & _U64(1)).astype(bool)
        if sel.any():
            v[sel] = _apply(jump_columns(base_log2 + k), v[sel])
    return v


def xorwow_init(words: np.ndarray, seed, subsequence, offset) -> None:
    """``curand_init(seed, subsequence, offset, &state)`` for XORWOW states."""
    n = words.shape[0]
    seed = np.broadcast_to(np.asarray(seed, _U64), (n,))
    s0 = (seed & _MASK32).astype(_U32) ^ _U32(0xAAD26B49)
    s1 = (seed >> _U64(32)).astype(_U32) ^ _U32(0xF7DCEFDD)
    with np.errstate(over="ignore"):
        t0 = _U32(1099087573) * s0
        t1 = _U32(2591861531) * s1
        words[:, _XD] = _U32(6615241) + t1 + t0
        v = np.stack([_U32(123456789) + t0, _U32(362436069) ^ t0, _U32(521288629) + t1,
                      _U32(88675123) ^ t1, _U32(5783321) + t0], axis=1)
    words[:, _XV:_XV + 5] = v
    words[:, _XFLAG:] = 0
    xorwow_skipahead_sequence(words, subsequence)
    xorwow_skipahead(words, offset)


def xorwow_skipahead(words: np.ndarray, n) -> None:
    """``skipahead(n, &state)``: n outputs ahead."""
    n_ = np.broadcast_to(np.asarray(n, _U64), (words.shape[0],))
    words[:, _XV:_XV + 5] = _jump(words[:, _XV:_XV + 5], n_, 0)
    with np.errstate(over="ignore"):
        words[:, _XD] += _U32(_WEYL) * (n_ & _MASK32).astype(_U32)


def xorwow_skipahead_sequence(words: np.ndarray, n) -> None:
    """``skipahead_sequence(n, &state)``: n subsequences (of 2**67 outputs) ahead."""
    n_ = np.broadcast_to(np.asarray(n, _U64), (words.shape[0],))
    words[:, _XV:_XV + 5] = _jump(words[:, _XV:_XV + 5], n_, _SEQUENCE_LOG2)


def xorwow_next(words: np.ndarray) -> np.ndarray:
    """``curand(&state)``: the next 32-bit output of each row."""
    v0 = words[:, _XV]
    t = v0 ^ (v0 >> _U32(2))
    v4 = words[:, _XV + 4]
    new4 = (v4 ^ (v4 << _U32(4))) ^ (t ^ (t << _U32(1)))
    words[:, _XV:_XV + 4] = words[:, _XV + 1:_XV + 5]
    words[:, _XV + 4] = new4
    with np.errstate(over="ignore"):
        words[:, _XD] += _U32(_WEYL)
        return (new4 + words[:, _XD]).astype(_U32)


# ----------------------------------------------------------------------------- Philox

def philox_block(ctr: np.ndarray, key: np.ndarray) -> np.ndarray:
    """Philox4x32-10 of counters ``ctr`` ((n, 4) uint32) under keys ``key`` ((n, 2))."""
    c = [ctr[:, i].astype(_U64) for i in range(4)]
    k0, k1 = key[:, 0].astype(_U64), key[:, 1].astype(_U64)
    m0, m1 = _U64(_PHILOX_M[0]), _U64(_PHILOX_M[1])
    for r in range(10):
        p0, p1 = m0 * c[0], m1 * c[2]
        hi0, lo0 = p0 >> _U64(32), p0 & _MASK32
        hi1, lo1 = p1 >> _U64(32), p1 & _MASK32
        c = [hi1 ^ c[1] ^ k0, lo1, hi0 ^ c[3] ^ k1, lo0]
        if r < 9:
            k0 = (k0 + _U64(_PHILOX_W[0])) & _MASK32
            k1 = (k1 + _U64(_PHILOX_W[1])) & _MASK32
    return np.stack(c, axis=1).astype(_U32)


def _philox_refresh(words: np.ndarray, rows=slice(None)) -> None:
    words[rows, _POUT:_POUT + 4] = philox_block(words[rows, _PCTR:_PCTR + 4],
                                                words[rows, _PKEY:_PKEY + 2])


def _philox_incr(words: np.ndarray, n) -> None:
    """Philox_State_Incr(s, n): add n to the counter's low 64 bits, carrying as the
    library does (its carry test into ctr.z is ``nhi <= ctr.y`` after the add)."""
    n = np.broadcast_to(np.asarray(n, _U64), (words.shape[0],))
    nlo = (n & _MASK32).astype(_U32)
    nhi = (n >> _U64(32)).astype(_U32)
    with np.errstate(over="ignore"):
        x = words[:, _PCTR] + nlo
        words[:, _PCTR] = x
        nhi = nhi + (x < nlo).astype(_U32)
        y = words[:, _PCTR + 1] + nhi
        words[:, _PCTR + 1] = y
        carry = ~(nhi <= y)
        z = words[:, _PCTR + 2] + carry.astype(_U32)
        words[:, _PCTR + 2] = z
        words[:, _PCTR + 3] += (carry & (z == 0)).astype(_U32)


def _philox_incr1(words: np.ndarray, rows) -> None:
    """Philox_State_Incr(s): the counter plus one (128-bit)."""
    w = words[rows, _PCTR:_PCTR + 4].astype(_U64)
    carry = np.ones(w.shape[0], _U64)
    for i in range(4):
        s = w[:, i] + carry
        w[:, i] = s & _MASK32
        carry = s >> _U64(32)
    words[rows, _PCTR:_PCTR + 4] = w.astype(_U32)


def philox_skipahead_sequence(words: np.ndarray, n) -> None:
    """``skipahead_sequence(n, &state)``: add n to the counter's upper 64 bits."""
    n = np.broadcast_to(np.asarray(n, _U64), (words.shape[0],))
    nlo = (n & _MASK32).astype(_U32)
    nhi = (n >> _U64(32)).astype(_U32)
    with np.errstate(over="ignore"):
        z = words[:, _PCTR + 2] + nlo
        words[:, _PCTR + 2] = z
        words[:, _PCTR + 3] += nhi + (z < nlo).astype(_U32)
    _philox_refresh(words)


def philox_skipahead(words: np.ndarray, n) -> None:
    """``skipahead(n, &state)``: n outputs ahead."""
    n = np.broadcast_to(np.asarray(n, _U64), (words.shape[0],))
    with np.errstate(over="ignore"):
        state = words[:, _PSTATE] + (n & _U64(3)).astype(_U32)
    q = n // _U64(4)
    over = state > 3
    q = q + over.astype(_U64)
    words[:, _PSTATE] = np.where(over, state - _U32(4), state)
    _philox_incr(words, q)
    _philox_refresh(words)


def philox_init(words: np.ndarray, seed, subsequence, offset) -> None:
    """``curand_init(seed, subsequence, offset, &state)`` for Philox4_32_10 states."""
    n = words.shape[0]
    seed = np.broadcast_to(np.asarray(seed, _U64), (n,))
    words[:] = 0
    words[:, _PKEY] = (seed & _MASK32).astype(_U32)
    words[:, _PKEY + 1] = (seed >> _U64(32)).astype(_U32)
    philox_skipahead_sequence(words, subsequence)
    philox_skipahead(words, offset)


def philox_next(words: np.ndarray) -> np.ndarray:
    """``curand(&state)``: output[STATE], then a new block after the fourth."""
    n = words.shape[0]
    st = words[:, _PSTATE].astype(np.int64)
    pick = np.where((st >= 0) & (st <= 3), st, 0)
    out = words[np.arange(n), _POUT + pick].astype(_U32)
    st = st + 1
    done = st == 4
    words[:, _PSTATE] = np.where(done, 0, st).astype(_U32)
    if done.any():
        rows = np.flatnonzero(done)
        _philox_incr1(words, rows)
        _philox_refresh(words, rows)
    return out


def philox_next4(words: np.ndarray) -> np.ndarray:
    """``curand4(&state)``: four outputs from position STATE on ((n, 4) uint32)."""
    n = words.shape[0]
    old = words[:, _POUT:_POUT + 4].copy()
    _philox_incr1(words, slice(None))
    _philox_refresh(words)
    both = np.concatenate([old, words[:, _POUT:_POUT + 4]], axis=1)
    st = words[:, _PSTATE].astype(np.int64)
    st = np.where((st >= 0) & (st <= 3), st, 0)
    return both[np.arange(n)[:, None], st[:, None] + np.arange(4)].astype(_U32)


# ----------------------------------------------------------------------------- distributions

def uniform(x: np.ndarray) -> np.ndarray:
    """_curand_uniform: ``x * 2**-32 + 2**-33`` as float (exact product, one rounding)."""
    xf = np.asarray(x, _U32).astype(np.float32).astype(np.float64)
    return (xf * float(_INV32) + float(_INV32) / 2).astype(np.float32)


def uniform_double_hq(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """_curand_uniform_double_hq: 53 bits from two outputs."""
    z = np.asarray(x, _U64) ^ (np.asarray(y, _U64) << _U64(21))
    return z.astype(np.float64) * _INV53 + _INV53 / 2


def uniform_double_one(x: np.ndarray) -> np.ndarray:
    """_curand_uniform_double of one 32-bit output (Philox's curand_uniform_double):
    ``x * 2**-32 + 2**-32`` (the unsigned-int overload, not the 53-bit one)."""
    return np.asarray(x, _U32).astype(np.float64) * 2.0 ** -32 + 2.0 ** -32


def box_muller(x: np.ndarray, y: np.ndarray, sincos=None) -> tuple[np.ndarray, np.ndarray]:
    """_curand_box_muller: two normals from two outputs (float), step by step as the GPU
    evaluates it (its PTX): ``u`` and ``v`` by fused multiply-adds, CUDA's own ``logf``
    (bit-exact, :mod:`.sim_libdevice`), ``sqrtf`` (correctly rounded), the hardware's
    ``__sincosf`` (:func:`.sim_libdevice.sincos_approx`: FMUL.RZ and the MUFU model) and
    two float products. ``sincos``: another ``__sincosf`` (float32 ``v`` -> sine,
    cosine)."""
    from .sim_libdevice import fma32, logf, sincos_approx
    u = uniform(x)
    yf = np.asarray(y, _U32).astype(np.float32)
    v = fma32(yf, _INV32_2PI, np.float32(_INV32_2PI / np.float32(2)))
    s = np.sqrt((np.float32(-2.0) * logf(u)).astype(np.float32)).astype(np.float32)
    sn, cs = (sincos or sincos_approx)(v)
    return (sn * s).astype(np.float32), (cs * s).astype(np.float32)


def box_muller_double(x0, x1, y0, y1) -> tuple[np.ndarray, np.ndarray]:
    """_curand_box_muller_double: two double normals from four outputs, as the device path
    computes them (``curand_normal.h``, ``NV_IS_DEVICE``): ``u`` and ``v`` exactly (53-bit
    integers times powers of two), ``sqrt(-2 * log(u))`` with CUDA's ``log``
    (:func:`.sim_libdevice64.log64`) and the correctly rounded ``sqrt``, then
    ``sincospi(v)`` (:func:`.sim_libdevice64.sincospi64`), each times ``s``."""
    from .sim_libdevice64 import log64, sincospi64
    u = uniform_double_hq(x0, x1)
    zy = np.asarray(y0, _U64) ^ (np.asarray(y1, _U64) << _U64(21))
    v = zy.astype(np.float64) * (_INV53 * 2.0) + _INV53
    s = np.sqrt(-2.0 * log64(u))
    sn, cs = sincospi64(v)
    return sn * s, cs * s


def _f32_field(words, col):
    return words[:, col].view(np.float32)


def _f64_field(words, col):
    return np.ascontiguousarray(words[:, col:col + 2]).view(np.float64)[:, 0]


def _set_f64(words, col, rows, values):
    words[rows, col:col + 2] = np.asarray(values, np.float64).reshape(-1, 1).view(
        _U32).reshape(-1, 2)


def log_normal_of(n, mean, stddev) -> np.ndarray:
    """cuRAND's ``expf(mean + (stddev * n))`` for float32 normals ``n``: the multiply-add
    fused (``fma.rn.f32``, NVRTC's default contraction) and CUDA's ``expf`` (libdevice's
    sequence around ``ex2.approx.ftz.f32``: backends/sim_sfu.py), bit for bit."""
    from .sim_libdevice import fma32
    from .sim_sfu import expf
    return expf(fma32(stddev, n, mean))


class Generator:
    """The functions of one state kind over ``words`` (n, WORDS) uint32."""

    def __init__(self, kind: str):
        self.kind = kind
        x = kind == "xorwow"
        self.words = XORWOW_WORDS if x else PHILOX_WORDS
        self.nbytes = 4 * self.words
        self.align = XORWOW_ALIGN if x else PHILOX_ALIGN
        self.init = xorwow_init if x else philox_init
        self.skipahead = xorwow_skipahead if x else philox_skipahead
        self.skipahead_sequence = xorwow_skipahead_sequence if x else philox_skipahead_sequence
        self.next = xorwow_next if x else philox_next
        self.flag, self.flagd = (_XFLAG, _XFLAGD) if x else (_PFLAG, _PFLAGD)
        self.extra, self.extrad = (_XEXTRA, _XEXTRAD) if x else (_PEXTRA, _PEXTRAD)

    def next4(self, words):
        if self.kind != "philox":
            raise ValueError("curand4 needs a Philox4_32_10 state")
        return philox_next4(words)

    def uniform_double(self, words):
        if self.kind == "xorwow":
            x = self.next(words)
            return uniform_double_hq(x, self.next(words))
        return uniform_double_one(self.next(words))

    def _kept_or_fresh(self, words, double: bool, fresh_pair, mark: int = _NORMAL):
        """The Box-Muller caching of curand_normal(_double) and the log-normals: rows whose
        flag word (``boxmuller_flag``, or ``boxmuller_flag_double`` for ``double``) is
        ``mark`` return the kept value and clear the flag; the others draw a fresh pair
        (``fresh_pair(rows' words, rows)``), return its first value and keep the second,
        setting the flag to ``mark`` (a log-normal's mark differs: a kept normal is not a
        kept log-normal, nor the reverse)."""
        flag = self.flagd if double else self.flag
        out = np.empty(words.shape[0], np.float64 if double else np.float32)
        have = words[:, flag] == mark
        kept = np.flatnonzero(have)
        kept_value = _f64_field(words, self.extrad) if double else \
            _f32_field(words, self.extra)
        out[kept] = kept_value[kept]
        words[kept, flag] = 0
        fresh = np.flatnonzero(~have)
        if fresh.size:
            sub = words[fresh]
            a, b = fresh_pair(sub, fresh)
            if double:
                _set_f64(sub, self.extrad, slice(None), b)
            else:
                sub[:, self.extra] = np.asarray(b, np.float32).view(_U32)
            sub[:, flag] = mark
            words[fresh] = sub
            out[fresh] = a
        return out

    def pair(self, words) -> tuple[np.ndarray, np.ndarray]:
        """_curand_box_muller on the next two outputs."""
        x = self.next(words)
        return box_muller(x, self.next(words))

    def normal(self, words) -> np.ndarray:
        """curand_normal: a fresh Box-Muller pair where the flag is clear (the second
        value kept), else the kept value (the flag cleared)."""
        return self._kept_or_fresh(words, False, lambda sub, rows: self.pair(sub))

    def normal2(self, words) -> np.ndarray:
        return np.stack(self.pair(words), axis=1)

    def double_pair(self, words) -> tuple[np.ndarray, np.ndarray]:
        """_curand_box_muller_double on the next four outputs (Philox: one curand4, as
        curand_box_muller2_double; XORWOW: four curand calls)."""
        if self.kind == "philox":
            q = philox_next4(words)
            return box_muller_double(*(q[:, i] for i in range(4)))
        return box_muller_double(*(self.next(words) for _ in range(4)))

    def normal_double(self, words) -> np.ndarray:
        """curand_normal_double: as :meth:`normal` on four outputs (Philox: one curand4)."""
        return self._kept_or_fresh(words, True, lambda sub, rows: self.double_pair(sub))

    def normal2_double(self, words) -> np.ndarray:
        """curand_normal2_double: a fresh pair ((n, 2)); the kept value and its flag are
        left as they are (the library's function does not touch them)."""
        return np.stack(self.double_pair(words), axis=1)

    def log_normal_double(self, words, mean, stddev) -> np.ndarray:
        """curand_log_normal_double: ``exp(mean + stddev * z)`` of a Box-Muller pair, the
        second kept under its own flag value (``EXTRA_FLAG_LOG_NORMAL``). The compiler
        contracts the argument into ``fma(stddev, z, mean)`` (NVRTC's default
        ``--fmad=true``; seen in the PTX); ``exp`` is CUDA's (:func:`.sim_libdevice64.exp64`)."""
        from .sim_libdevice64 import exp64, fma64
        mean = np.broadcast_to(np.asarray(mean, np.float64), (words.shape[0],))
        stddev = np.broadcast_to(np.asarray(stddev, np.float64), (words.shape[0],))

        def fresh(sub, rows):
            return tuple(exp64(fma64(stddev[rows], z, mean[rows]))
                         for z in self.double_pair(sub))
        return self._kept_or_fresh(words, True, fresh, mark=_LOG_NORMAL)

    def normal4(self, words) -> np.ndarray:
        q = self.next4(words)
        a, b = box_muller(q[:, 0], q[:, 1])
        c, d = box_muller(q[:, 2], q[:, 3])
        return np.stack([a, b, c, d], axis=1)

    def log_normal(self, words, mean, stddev) -> np.ndarray:
        """curand_log_normal: as :meth:`normal`, each value ``n`` of a fresh pair turned
        into :func:`log_normal_of` ``(n)`` before it is returned or kept; its own flag value
        (EXTRA_FLAG_LOG_NORMAL), so a kept normal is not returned here nor a kept
        log-normal by curand_normal."""
        mean, stddev = (np.asarray(v, np.float32) for v in (mean, stddev))

        def fresh(sub, rows):
            return tuple(log_normal_of(n, mean[rows], stddev[rows]) for n in self.pair(sub))
        return self._kept_or_fresh(words, False, fresh, _LOG_NORMAL)

    def log_normal2(self, words, mean, stddev) -> np.ndarray:
        """curand_log_normal2: :meth:`normal2`'s pair through :func:`log_normal_of`."""
        return log_normal_of(self.normal2(words), np.asarray(mean, np.float32)[:, None],
                             np.asarray(stddev, np.float32)[:, None])

    def log_normal4(self, words, mean, stddev) -> np.ndarray:
        """curand_log_normal4 (Philox): :meth:`normal4` through :func:`log_normal_of`."""
        return log_normal_of(self.normal4(words), np.asarray(mean, np.float32)[:, None],
                             np.asarray(stddev, np.float32)[:, None])


GENERATORS = {"xorwow": Generator("xorwow"), "philox": Generator("philox")}
