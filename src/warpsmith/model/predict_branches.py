"""Which ``if`` statements ptxas if-converts, read from the compiled SASS (docs/model.md, rule 10).

A thread-dependent ``if`` runs in one of two ways on sm_70+. ptxas either **if-converts**
it (every instruction of the body is predicated, ``@P0 LDS ...``: every warp of the block
issues the whole body, with or without active lanes, and a shared access of a warp with no
active lane still takes a wavefront), or it **branches** around it (``@P0 BRA`` over the
body, inside a ``BSSY``/``BSYNC`` pair: a warp with no active lane skips the body). The
choice is ptxas's own and no size threshold on the IR reproduces it (the scan's Init and
Div bodies are if-converted on sm_90, the bank-padded Init_Bank and Div_Bank bodies, only
a few instructions longer, are branched), so :func:`if_conversion` compiles the kernel and
reads the decision from the machine code:

1. The kernel's CUDA source (``backends.cuda.cuda_source``) carries a ``#line`` directive
   before every statement, naming the user's file and line, so the compiled line table
   speaks of the user's lines directly. It is compiled by the compiler passed in
   (``backends.cuda_compile.local_compiler()``: NVRTC, ``-lineinfo``, no GPU needed) for
   the device's architecture.
2. The cubin's ``.debug_line`` section (a DWARF version 2 line-number program) maps every
   instruction of the kernel's ``.text`` to a file and line; the instructions are decoded
   by :func:`warpsmith.model.predict_sass.decode_instructions` (opcode, predicate, branch
   target).
3. The lines of each ``if``'s body are the lines of the statements below it that no
   statement outside it shares. Every conditional ``BRA`` or ``EXIT`` has a candidate
   body: what a forward branch skips; the block a branch jumps to when that block is not
   reached by falling through (a body placed out of line, up to the next unconditional
   ``BRA``/``EXIT``); for an ``EXIT``, the rest of the kernel. It belongs to the innermost
   ``if`` whose body lines hold at least half of the candidate's instructions (ptxas sinks
   into the branch what only the body uses, a load written before the ``if``), whose
   condition line is not in it (a loop's exit branch skips the whole ``if``) and whose
   body does not hold the branch itself (a nested condition, ``sqrtf``'s slow path).
   An ``if`` is **branched** when more of its body's instructions lie under its own
   branches than are predicated outside them, else **if-converted**; instructions neither
   skipped nor predicated (hoisted address arithmetic, a select) are issued by every warp
   either way. The copies of a fully unrolled body may differ (``transpose_naive``: three
   predicated copies, the last behind ``@P0 EXIT``): the larger side decides.

The decisions were checked against ``nvdisasm -g`` on the scan's variants at every block
size (every instruction's line identical) and on the corpus (reduction, sobel, transpose,
histogram, stencils, bitonic sort, the memopt kernels).

The line program is decoded here (:func:`line_table`, about sixty lines) rather than with
pyelftools: a ``-lineinfo`` cubin has a ``.debug_line`` but no ``.debug_info``, so
pyelftools' public API (``line_program_for_CU``) has no compile unit to start from, and
its relocation of the DWARF sections fails on the cubin's relocation type (2, a CUDA
one); reading the line program needs its private ``_parse_line_program_at_offset``.
The decoder reads the relocations of ``.rela.debug_line`` itself to tell which ``.text``
section each sequence describes.

None is returned where nothing can be derived (no compiler, an architecture older than
sm_70, a compile error, an undecodable cubin); :func:`explain` says why.
"""

from __future__ import annotations

import os
import struct
from dataclasses import dataclass
from functools import lru_cache

from ..hw.compiled import arch_major, elf_sections, kernel_text
from ..ir.errors import WarpsmithError
from ..ir import nodes as N
from ..ir.visit import walk

# SASS opcodes (low 12 bits, sm_70+): control flow and NOPs, not a statement's work
_BRA, _BSSY, _BSYNC, _NOP, _EXIT, _RET = 0x947, 0x945, 0x941, 0x918, 0x94D, 0x950
_CONTROL = frozenset((_BRA, _BSSY, _BSYNC, _NOP, _EXIT, _RET))
_ALWAYS, _NEVER = 7, 15  # predicate fields of PT and !PT


# ----------------------------------------------------------------------------- the cubin


def _uleb(data: bytes, p: int) -> tuple[int, int]:
    v = shift = 0
    while True:
        b = data[p]
        p += 1
        v |= (b & 0x7F) << shift
        shift += 7
        if b < 0x80:
            return v, p


def _sleb(data: bytes, p: int) -> tuple[int, int]:
    v = shift = 0
    while True:
        b = data[p]
        p += 1
        v |= (b & 0x7F) << shift
        shift += 7
        if b < 0x80:
            if b & 0x40:
                v -= 1 << shift
            return v, p


def _cstr(data: bytes, p: int) -> tuple[str, int]:
    end = data.index(b"\0", p)
    return data[p:end].decode(errors="replace"), end + 1


def _relocated_sections(sections) -> dict[int, str]:
    """Offsets in ``.debug_line`` relocated against a symbol -> that symbol's section name
    (``.rela.debug_line`` entries, ``Elf64_Rela``; ``.symtab`` entries, ``Elf64_Sym``)."""
    names = [s[0] for s in sections]
    by_name = {s[0]: s[2] for s in sections}
    rela, symtab = by_name.get(".rela.debug_line"), by_name.get(".symtab")
    if not isinstance(rela, bytes) or not isinstance(symtab, bytes):
        return {}
    out = {}
    for i in range(len(rela) // 24):
        off, info, _addend = struct.unpack_from("<QQq", rela, 24 * i)
        sym = info >> 32
        if 24 * sym + 24 > len(symtab):
            continue
        shndx = struct.unpack_from("<IBBHQQ", symtab, 24 * sym)[3]
        if 0 < shndx < len(names):
            out[off] = names[shndx]
    return out


@lru_cache(maxsize=16)
def line_table(cubin: bytes) -> dict[str, list[tuple[int, str, int]]]:
    """Per ``.text`` section of ``cubin``: the rows ``(address, file, line)`` of its
    ``.debug_line`` program (DWARF 2 to 4 headers, as ptxas writes with ``-lineinfo``),
    sorted by address; a row holds from its address to the next row's. ``file`` is the
    path the compiler recorded (its directory joined to the name). Empty when the cubin
    has no line table. Cached per cubin (a batch compile's cubin serves several kernels):
    callers must not change the answer."""
    sections = elf_sections(cubin)
    data = next((d for n, _t, d in sections if n == ".debug_line"), None)
    if not isinstance(data, bytes) or not data:
        return {}
    reloc = _relocated_sections(sections)
    texts = [n for n, _t, _d in sections if n.startswith(".text.")]
    out: dict[str, list] = {}
    p = 0
    while p + 4 <= len(data):
        length = struct.unpack_from("<I", data, p)[0]
        off64 = length == 0xFFFFFFFF
        if off64:
            length = struct.unpack_from("<Q", data, p + 4)[0]
            p += 12
        else:
            p += 4
        end = p + length
        version = struct.unpack_from("<H", data, p)[0]
        if version > 4:
            raise ValueError(f"DWARF line program version {version} is not read here")
        p += 2
        hlen = struct.unpack_from("<Q" if off64 else "<I", data, p)[0]
        p += 8 if off64 else 4
        prog = p + hlen
        min_len = data[p]
        p += 1
        if version >= 4:
            p += 1  # maximum_operations_per_instruction (VLIW only)
        line_base = struct.unpack_from("<b", data, p + 1)[0]  # after default_is_stmt
        line_range, opcode_base = data[p + 2], data[p + 3]
        std_lengths = list(data[p + 4:p + 4 + opcode_base - 1])
        p += 4 + opcode_base - 1
        dirs = [""]
        while data[p]:
            d, p = _cstr(data, p)
            dirs.append(d)
        p += 1
        files = [""]
        while data[p]:
            name, p = _cstr(data, p)
            d, p = _uleb(data, p)
            _mtime, p = _uleb(data, p)
            _size, p = _uleb(data, p)
            files.append(os.path.join(dirs[d] if d < len(dirs) else "", name))
        p = prog
        addr, fidx, line, section = 0, 1, 1, None
        rows: list = []

        def emit():
            sec = section or (texts[0] if len(texts) == 1 else None)
            if sec is not None:
                f = files[fidx] if fidx < len(files) else ""
                rows.append((sec, addr, f, line))

        while p < end:
            op = data[p]
            p += 1
            if op >= opcode_base:
                adj = op - opcode_base
                addr += (adj // line_range) * min_len
                line += line_base + adj % line_range
                emit()
            elif op == 0:  # extended
                n, p = _uleb(data, p)
                sub = data[p]
                if sub == 1:  # end_sequence
                    emit()
                    addr, fidx, line, section = 0, 1, 1, None
                elif sub == 2:  # set_address (relocated against the section's symbol)
                    size = n - 1
                    addr = int.from_bytes(data[p + 1:p + 1 + size], "little")
                    section = reloc.get(p + 1, section)
                elif sub == 3:  # define_file
                    name, q = _cstr(data, p + 1)
                    d, q = _uleb(data, q)
                    files.append(os.path.join(dirs[d] if d < len(dirs) else "", name))
                p += n
            elif op == 1:  # copy
                emit()
            elif op == 2:  # advance_pc
                v, p = _uleb(data, p)
                addr += v * min_len
            elif op == 3:  # advance_line
                v, p = _sleb(data, p)
                line += v
            elif op == 4:  # set_file
                fidx, p = _uleb(data, p)
            elif op == 8:  # const_add_pc
                addr += ((255 - opcode_base) // line_range) * min_len
            elif op == 9:  # fixed_advance_pc
                addr += struct.unpack_from("<H", data, p)[0]
                p += 2
            else:  # set_column, negate_stmt, ...: skip their operands
                for _ in range(std_lengths[op - 1] if op - 1 < len(std_lengths) else 0):
                    _v, p = _uleb(data, p)
        for sec, a, f, ln in rows:
            out.setdefault(sec, []).append((a, f, ln))
        p = end
    for rows in out.values():
        rows.sort(key=lambda r: r[0])
    return out


@dataclass(frozen=True)
class Sass:
    """A compiled kernel: per instruction its opcode, predicate field, branch target (or
    None) and source place ``(file, line)`` (None where the line table has none)."""

    ops: tuple
    preds: tuple
    targets: tuple
    where: tuple
    files: frozenset


def compiled_sass(compiled) -> Sass:
    """Decode the instructions of a compiled kernel (a
    :class:`~warpsmith.hw.compiled.CompiledKernel` built with line information) and their
    source lines (cached on the cubin). Raises ValueError (an undecodable cubin, no line
    table)."""
    return _decode(compiled.cubin, compiled.lowered_name)


@lru_cache(maxsize=128)
def _decode(cubin: bytes, lowered_name: str) -> Sass:
    from .predict_sass import decode_instructions

    sec = f".text.{lowered_name}"
    text = kernel_text(cubin, lowered_name)
    if text is None:
        raise ValueError(f"no {sec} in the cubin")
    ins = decode_instructions(text)
    rows = line_table(cubin).get(sec, [])
    if not rows:
        raise ValueError("the cubin has no line table for the kernel")
    where, k = [], 0
    for i in range(len(ins)):
        a = 16 * i
        while k + 1 < len(rows) and rows[k + 1][0] <= a:
            k += 1
        where.append((os.path.normpath(rows[k][1]), rows[k][2]) if rows[k][0] <= a else None)
    return Sass(tuple(o for o, _p, _t in ins), tuple(p for _o, p, _t in ins),
                tuple(t for _o, _p, t in ins), tuple(where),
                frozenset(w[0] for w in where if w))


# ----------------------------------------------------------------------------- the source


def predicate_key(s: N.If) -> tuple[int, int]:
    """The key of an ``if`` in :func:`if_conversion`'s map: the line and column of its
    condition, as the PDG's ``Predicate.loc`` (``analysis.pdg_count``) carries it."""
    loc = getattr(s.cond, "loc", s.loc) or s.loc
    return (loc.line, loc.col)


def _file_matcher(files: frozenset):
    """``f(loc_file) -> the compiled line table's path`` for a source file as the frontend
    named it (relative names are resolved by the compiler against its directory)."""
    memo: dict = {}

    def match(name: str):
        if name not in memo:
            norm = os.path.normpath(name)
            hit = [f for f in files if f == norm or f.endswith(os.sep + norm)]
            memo[name] = hit[0] if len(hit) == 1 else None
        return memo[name]

    return match


@dataclass
class _If:
    node: N.If
    fn: str
    line: tuple  # (file, line) of the condition
    body: set  # (file, line) of the body's statements that nothing outside shares


def _functions(module: N.Module, fn: N.Function) -> list[N.Function]:
    """``fn`` and the functions it calls (inlined into the kernel's code)."""
    by_name = {f.name: f for f in module.functions}
    out, todo, seen = [], [fn.name], set()
    while todo:
        name = todo.pop()
        if name in seen or name not in by_name:
            continue
        seen.add(name)
        out.append(by_name[name])
        for n in walk(by_name[name].body):
            if isinstance(n, N.Call) and n.name in by_name:
                todo.append(n.name)
    return out


def _ifs(module: N.Module, fn: N.Function, match) -> list[_If]:
    """Every ``if`` of the kernel and its callees with its condition's and body's lines."""
    out = []
    for f in _functions(module, fn):
        owners: dict = {}  # (file, line) -> ids of the statements there

        def place(loc):
            if loc is None or not loc.line:
                return None
            path = match(loc.file)
            return None if path is None else (path, loc.line)

        stmts = [s for s in walk(f.body) if isinstance(s, N.Stmt) and not isinstance(s, N.Block)]
        for s in stmts:
            w = place(getattr(s, "loc", None))
            if w is not None:
                owners.setdefault(w, set()).add(id(s))
        for s in stmts:
            if not isinstance(s, N.If):
                continue
            inside = {id(x) for part in (s.then, s.other) if part is not None
                      for x in walk(part) if isinstance(x, N.Stmt)}
            body = {w for w, ids in owners.items() if ids <= inside}
            out.append(_If(s, f.name, place(s.loc), body))
    return out


# ----------------------------------------------------------------------------- the decision


@dataclass
class Decision:
    """One ``if``'s compiled form: ``converted`` (True: if-converted, no branch),
    ``body``: its body's instructions in the SASS, ``skipped``: those under its own
    conditional branches, ``predicated``: those guarded by a predicate and not skipped,
    ``branches``: the branches (and conditional exits) that skip them; ``fn``: the function
    the ``if`` is written in (the kernel, or a device function inlined into it)."""

    key: tuple
    line: int
    converted: bool
    body: int
    skipped: int
    predicated: int
    branches: int
    fn: str = ""


def _candidates(sass: Sass):
    """(branch index, instruction indices) for every conditional ``BRA`` and ``EXIT``: what
    a forward branch skips; for a branch whose target is not reached by falling through
    (a backward one, or one over an unconditional ``EXIT`` or a ``BRA`` leaving the
    skipped range: the ``then`` part of an ``if``/``else``) the block it jumps to,
    up to its next unconditional ``BRA``/``EXIT`` (a body placed out of line); for an
    ``EXIT`` the rest of the kernel up to its next unconditional ``EXIT`` (``if (c) {...}``
    closing the kernel compiles to ``@!P0 EXIT``: a warp with no active lane skips it)."""
    n = len(sass.ops)

    def stop(j, ops):
        return sass.ops[j] in ops and sass.preds[j] == _ALWAYS

    def run_to(j, ops):
        while j < n and not stop(j, ops):
            j += 1
        return min(j + 1, n)

    for i, op in enumerate(sass.ops):
        if sass.preds[i] in (_ALWAYS, _NEVER):
            continue
        if op in (_EXIT, _RET):
            yield i, range(i + 1, run_to(i + 1, (_EXIT, _RET)))
            continue
        t = sass.targets[i]
        if op != _BRA or t is None:
            continue
        if t > i:
            yield i, range(i + 1, t)
        if t <= i or any(stop(j, (_EXIT, _RET)) or stop(j, (_BRA,)) and not
                         i < sass.targets[j] <= t for j in range(i + 1, t)):
            yield i, range(t, run_to(t, (_BRA, _EXIT, _RET)))


def decide(sass: Sass, ifs: list) -> list[Decision]:
    """The decision for each ``if`` (module doc, step 3); ``ifs`` with no body instruction
    in the SASS (a body the compiler removed, a body on the condition's line) are left out."""
    body_idx = {}
    for k, f in enumerate(ifs):
        body_idx[k] = {i for i, w in enumerate(sass.where)
                       if w in f.body and sass.ops[i] not in _CONTROL}
    skipped: dict = {k: set() for k in body_idx}
    branches: dict = {k: set() for k in body_idx}
    for b, rng in _candidates(sass):
        inside = [sass.where[j] for j in rng if sass.ops[j] not in _CONTROL and sass.where[j]]
        if not inside:
            continue
        lines = set(inside)
        # the if a branch belongs to: most of what it skips is the if's body (ptxas also
        # sinks into it what only the body uses: a load written before the if), its
        # condition is not among it (a loop's exit branch skips the whole if), and the
        # branch is not on a line of the body (the body's own control flow: a nested
        # condition on the same line, sqrtf's slow path)
        owners = [k for k, f in enumerate(ifs) if f.line not in lines
                  and sass.where[b] not in f.body
                  and 2 * sum(1 for w in inside if w in f.body) >= len(inside)]
        if not owners:
            continue
        k = min(owners, key=lambda k: len(ifs[k].body))  # the innermost
        hit = body_idx[k].intersection(rng)
        if hit:
            skipped[k] |= hit
            branches[k].add(b)
    out = []
    for k, f in enumerate(ifs):
        if not body_idx[k]:
            continue
        ns = len(skipped[k])
        npred = sum(1 for i in body_idx[k] - skipped[k] if sass.preds[i] != _ALWAYS)
        # the copies of an unrolled body may differ (transpose: three predicated copies,
        # the last one behind a conditional EXIT): the larger side decides; instructions
        # neither skipped nor predicated (hoisted address arithmetic, a select) are
        # issued by every warp either way and do not count
        out.append(Decision(predicate_key(f.node), f.node.loc.line, ns <= npred,
                            len(body_idx[k]), ns, npred, len(branches[k]), f.fn))
    return out


def derive(module: N.Module, fn: N.Function, arch: str, compiler) -> tuple[list | None, str]:
    """``(decisions, "")`` for kernel ``fn`` compiled for ``arch`` by ``compiler`` (a
    :class:`~warpsmith.hw.compiled.KernelCompiler`; :func:`decisions`), or ``(None, why)``
    where they cannot be derived."""
    if arch_major(arch) < 7:
        return None, f"{arch} is older than sm_70 (no SASS decoder)"
    if compiler is None:
        return None, "no CUDA compiler (NVRTC) installed"
    try:
        sass = compiled_sass(compiler.kernel(module, fn, arch))
    except WarpsmithError as err:
        return None, "compile error: " + err.message.splitlines()[0]
    except (ValueError, IndexError, struct.error) as err:
        return None, f"cubin not decoded: {err}"
    return decide(sass, _ifs(module, fn, _file_matcher(sass.files))), ""


def decisions(module: N.Module, fn: N.Function, arch: str,
              compiler) -> list[Decision] | None:
    """Every ``if`` of kernel ``fn`` with its compiled decision (module doc), or None
    where it cannot be derived (:func:`explain` says why)."""
    return derive(module, fn, arch, compiler)[0]


def if_conversion(module: N.Module, fn: N.Function, arch: str,
                  compiler) -> dict[tuple[int, int], bool] | None:
    """``{(line, col) of an if's condition: True when ptxas if-converts it (every warp issues
    its body), False when it branches around it}`` for the ifs written in kernel ``fn`` of
    ``module`` compiled for ``arch`` by ``compiler`` (module doc; those of the device
    functions it calls are in :func:`decisions`); ifs whose body has no instruction of its
    own are absent; None where it cannot be derived (no compiler, older than sm_70, a
    compile error)."""
    got = decisions(module, fn, arch, compiler)
    return None if got is None else {d.key: d.converted for d in got if d.fn == fn.name}


def explain(module: N.Module, fn: N.Function, arch: str, compiler) -> str:
    """Why :func:`if_conversion` returns None for this kernel ("" when it does not)."""
    return derive(module, fn, arch, compiler)[1]


__all__ = ["Decision", "Sass", "line_table", "compiled_sass", "predicate_key", "decide",
           "derive", "decisions", "if_conversion", "explain"]
