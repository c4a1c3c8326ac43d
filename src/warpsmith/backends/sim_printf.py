"""``printf`` on the simulator: C formatting of one thread's arguments, and the buffer that
collects what the threads print.

Formatting follows C99 ``printf`` as CUDA and OpenCL 1.2 implement it on an LP64 host:
``%d %i %u %o %x %X %c %s %p %e %E %f %F %g %G %a %A %%`` with the flags ``- + space # 0``,
a width and a precision (``*`` takes them from the arguments) and the length modifiers
``hh h l ll j z t L``. An integer directive reads the argument as an integer of the
directive's size (``int`` without a modifier, 64 bits with ``l``/``ll``/``j``/``z``/``t``),
as a variadic call reads the low bytes of its slot; a float directive reads it as a
double. OpenCL's vector directives (``%v4f``) are refused. A directive without an argument
is an error at the call's line (on a GPU it prints garbage).

Output order: CUDA prints the device's printf buffer when the kernel ends; the simulator
orders the lines by linear block id, then linear thread id, then the order the thread
printed them (the order of one warp on the hardware). As CUDA's default printf FIFO
(``cudaLimitPrintfFifoSize``, 1 MiB), the buffer keeps the first :data:`PRINTF_LIMIT`
bytes and ends with a line saying output was dropped.
"""

from __future__ import annotations

import math
import re

import numpy as np

from ..ir.errors import SimulationError, Unsupported

PRINTF_LIMIT = 1 << 20

_SPEC = re.compile(r"%(?P<flags>[-+ #0]*)(?P<width>\*|\d+)?(?:\.(?P<prec>\*|\d*))?"
                   r"(?P<len>hh|h|ll|l|j|z|t|L|v\d+(?:hh|hl|h|l)?)?(?P<conv>[diouxXeEfFgGaAcspn%])")
_LEN_BITS = {None: 32, "hh": 8, "h": 16, "l": 64, "ll": 64, "j": 64, "z": 64, "t": 64,
             "L": 64}


def _as_int(v, bits: int, signed: bool) -> int:
    if isinstance(v, (float, np.floating)):
        # a double in an integer directive: C reads its bits
        v = int(np.float64(v).view(np.int64))
    x = int(v) & ((1 << bits) - 1)
    if signed and x >= 1 << (bits - 1):
        x -= 1 << bits
    return x


def _as_float(v) -> float:
    if isinstance(v, (int, np.integer)) and not isinstance(v, bool):
        # an integer in a float directive: C reads its bits as a double
        return float(np.int64(_as_int(v, 64, True)).view(np.float64))
    return float(v)


def _hexfloat(x: float, prec, upper: bool) -> str:
    if math.isinf(x) or math.isnan(x):
        return ("-" if x < 0 else "") + ("inf" if math.isinf(x) else "nan")
    h = float.hex(x)  # '0x1.8000000000000p+1'
    sign = "-" if h.startswith("-") else ""
    mant, exp = h.lstrip("-")[2:].split("p")
    mant = mant.rstrip("0").rstrip(".") if prec is None else mant
    if prec is not None:
        whole, _, frac = mant.partition(".")
        frac = (frac + "0" * 13)[:13]
        shift = (13 - prec) * 4
        q, r = divmod(int(frac, 16), 1 << shift) if shift > 0 else (int(frac, 16), 0)
        half = 1 << (shift - 1) if shift > 0 else 1
        if r > half or (r == half and q & 1):  # round half to even, as glibc
            q += 1
        if prec < 13 and q >> (4 * prec):
            q -= 1 << (4 * prec)
            whole = str(int(whole) + 1)
        frac = f"{q:0{max(prec, 1)}x}"[-prec:] if prec else ""
        mant = whole + ("." + frac if frac else "")
    exp = exp if exp.startswith("-") else "+" + exp.lstrip("+")
    s = f"{sign}0x{mant}p{exp}"
    return s.upper() if upper else s


def format_printf(fmt: str, values: list, read_string, where: str) -> str:
    """The text ``printf(fmt, *values)`` prints in C. ``read_string(v)`` gives the string
    at address ``v`` (for ``%s``); ``where`` prefixes errors (kernel, line, thread)."""
    out: list[str] = []
    pos = 0
    k = 0

    def take(what: str):
        nonlocal k
        if k >= len(values):
            raise SimulationError(f"{where}: printf format {fmt!r} needs more arguments "
                                  f"than the {len(values)} given (at {what})")
        v = values[k]
        k += 1
        return v

    while True:
        j = fmt.find("%", pos)
        if j < 0:
            out.append(fmt[pos:])
            break
        out.append(fmt[pos:j])
        m = _SPEC.match(fmt, j)
        if m is None:
            raise SimulationError(f"{where}: printf format {fmt!r}: bad directive at "
                                  f"{fmt[j:j + 6]!r}")
        pos = m.end()
        conv, flags, ln = m["conv"], m["flags"], m["len"]
        if conv == "%":
            out.append("%")
            continue
        if ln and ln.startswith("v"):
            raise Unsupported(f"{where}: printf vector directive {m.group()!r}")
        width = m["width"]
        if width == "*":
            w = _as_int(take("*"), 32, True)
            if w < 0:
                flags += "-"
            width = str(abs(w))
        prec = m["prec"]
        if prec == "*":
            p = _as_int(take(".*"), 32, True)
            prec = str(p) if p >= 0 else None
        elif prec == "":
            prec = "0"
        if conv == "n":
            take("%n")
            continue
        out.append(_convert(conv, flags, width, prec, ln, take(m.group()), read_string))
    return "".join(out)


def _convert(conv: str, flags: str, width, prec, ln, v, read_string) -> str:
    """The text of one directive (``%`` + flags, width, precision, length, ``conv``)."""
    spec = "%" + flags + (width or "") + ("." + prec if prec is not None else "")
    bits = _LEN_BITS.get(ln, 32)
    if conv in "di":
        return (spec + "d") % _as_int(v, bits, True)
    if conv in "uxX":
        x = _as_int(v, bits, False)
        if x == 0 and conv != "u":  # C's '#' adds 0x only to a non-zero value (Python's
            spec = spec.replace("#", "")  # '%#x' % 0 gives '0x0'; C and CUDA print '0')
        return (spec + conv.replace("u", "d")) % x
    if conv == "o":
        x = _as_int(v, bits, False)
        s = (spec.replace("#", "") + "o") % x
        if "#" in flags and not s.strip().startswith("0"):  # C's '#': a leading 0
            s = (spec.replace("#", "") + "s") % ("0" + "%o" % x)
        return s
    if conv in "eEfFgG":
        return (spec + conv) % _as_float(v)
    plain = "%" + flags.replace("#", "").replace("0", "") + (width or "") + "s"
    if conv in "aA":
        return plain % _hexfloat(_as_float(v), int(prec) if prec is not None else None,
                                 conv == "A")
    if conv == "c":
        return (spec.split(".")[0] + "s") % chr(_as_int(v, 8, False))
    if conv == "s":
        return (spec + "s") % read_string(v)
    return plain % ("0x%x" % _as_int(v, 64, False) if int(v) else "(nil)")  # %p


class PrintfBuffer:
    """The lines the threads printed: (block, thread, order, text), in print order."""

    def __init__(self, limit: int = PRINTF_LIMIT):
        self.records: list[tuple[int, int, int, str]] = []
        self.size = 0
        self.limit = limit
        self.dropped = 0

    def add(self, block: int, thread: int, text: str) -> None:
        """Keep one thread's text (dropped once the buffer is full)."""
        if self.size + len(text) > self.limit:
            self.dropped += 1
            return
        self.size += len(text)
        self.records.append((block, thread, len(self.records), text))

    def text(self) -> str:
        """Everything printed, by block, then thread, then print order."""
        out = "".join(r[3] for r in sorted(self.records))
        if self.dropped:
            out += (f"[warpsmith: {self.dropped} printf calls dropped: the output exceeded "
                    f"{self.limit} bytes, CUDA's default printf buffer]\n")
        return out

