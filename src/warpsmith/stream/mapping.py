"""GPU mappings of a stream graph: paper 004's mapping and the naive baseline, as CUDA C.

**Paper mapping** (Section IV). One block runs ``W`` steady-state executions side by side,
each on ``S`` compute (C) threads, plus ``F`` memory-access (M) threads in warps of their
own. Execution ``k``'s working set lives at ``PK + k * Lambda`` in shared memory (Lambda odd,
so the executions' words fall in different banks); it holds the internal buffers at their
layout offsets and the double buffers: two input slots and two output slots. While the C
threads run group ``g`` out of slot ``g % 2``, the M threads write group ``g - 1``'s outputs
and load group ``g + 1``'s inputs (``cp.async``) through the other slots; one
``__syncthreads`` ends the phase. Firings of an operator are dealt round-robin to the ``S``
threads of an execution; splitters and joiners whose channels carry nothing are index maps
(:func:`aliases`), not copies. A peeking consumer (the first filter on a peeking input too)
reads its window across executions (item ``g`` of the group's sequence is in execution
``g / P``, the items before the group in the PK area: ghost executions ``-depth..-1`` with
the same stride and offsets, or packed), which the C threads refill after the consumer
fired; blocks other than the first start with warm-up groups that only fill PK. Barriers
between operators only where data crosses threads (:meth:`PaperMapping.barrier_level`):
``named`` (``bar.sync 1, NC`` through inline PTX, the M threads are not held), ``warp``
(``__syncwarp`` between an execution's threads, a named barrier around cross-execution
reads), or ``syncthreads`` (every thread meets every barrier; what the simulator runs).

**Naive mapping**: one kernel per operator, every channel a global array holding the whole
run, one thread per firing.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..ir.errors import Unsupported
from .codegen import Access, FilterPrinter
from .evaluate import Scope
from .graph import Graph, Node
from .aliasing import RRMAP, aliases, follow
from .layout import Buffer, Layout, algorithm1, odd_lambda
from .opcount import count
from .schedule import Schedule
from .tables import divergent_table_bytes

SYNC_MODES = ("named", "warp", "syncthreads")
#: the most words of register-held channels live at once in one C thread (MapParams.regs)
REG_WORDS = 128
#: the most operations the kernel's operators may count once their loops are unrolled
#: (``PaperMapping._unroll_limit``)
CODE_BUDGET = 8192
#: stages are kept where their working set (Algorithm 1 over the stage positions) is at
#: most a quarter, or this many words, larger than in schedule order (``_stages``)
STAGE_SLACK = 32
#: registers a C thread needs besides its register-held channels (addresses, the values
#: one firing works on, the M code's): what ``registers_wanted`` adds; and the most channel
#: words it counts (ptxas streams larger sets: FFT's 2 x 64 live words compiled into 80
#: registers, DCT's 64 into 96 at sm_90; set from those two compiles)
REG_SPARE = 16
REG_LIVE = 64
COPY_MODES = ("async", "plain")
MLOOP_MODES = ("stride", "divide")
PEEK_MODES = ("auto", "ghost", "pk")


@dataclass
class MapParams:
    """W executions per block, S C threads per execution, F M threads, barrier mode."""

    W: int
    S: int
    F: int
    sync: str = "named"
    # operators __forceinline__ (True), __noinline__ (False: faster compiles, and no spills
    # where inlining a whole schedule runs out of registers), or "auto": inlined unless the
    # compiled kernel's spills overflow the L1 (runtime.CupyPaper compiles the twin then)
    inline: bool | str = "auto"
    copy: str = "async"  # M-thread loads: cp.async (sm_80+) or plain loads through registers
    elide: bool = True  # drop barriers no data crosses (S = 1: only around peeking)
    peek: str = "auto"  # carried items: "ghost" executions, a packed "pk" area, or "auto"
    alias: bool = True  # splitters/joiners as index maps, not copies (where nothing peeks)
    window: bool = True  # a peeking input read across executions, not loaded per execution
    # M-thread loops: "stride" steps the global and shared addresses by F each pass (one
    # compare for the wrap into the next execution); "divide" recomputes them from the
    # word's number by a division and a remainder each pass (the first form; an ablation)
    mloop: str = "stride"
    # stride loops, an output of a multiple of 4 words per execution: the M threads store 4
    # words of one execution with one 16-byte store (4 shared loads), a quarter of the
    # global store instructions
    vstore: bool = False
    # W, S and F compiled in as constants (the launch's W and S arguments then only
    # checked): an operator's firing number and every channel address fold to constants
    # with S = 1; False: read from the launch (one compile for any W and S)
    static: bool = True
    # beyond the paper (see docs/stream.md): ``#pragma unroll`` on work-body loops with
    # constant bounds up to this many counted operations unrolled (0: nvcc's own choice)
    unroll: int = 1024
    # an operator reads through a ``const __restrict__`` pointer and writes through another:
    # its input and output buffers never share words (both are live during its firing), so
    # the compiler may keep what it read in registers across its pushes
    restrict: bool = True
    # identity filters (``push(pop())``, a sink's ``println(pop())``) as index maps like
    # the splitters and joiners (``alias`` on): the sink writes no copy of its input
    alias_identity: bool = True
    # channels private to one thread (S = 1, W and S compiled in, operators inlined; not
    # carried) whose readers and writers are all unrolled: a thread-local array the
    # compiler keeps in registers, not shared memory (no stores nobody else reads, a
    # smaller working set); at most REG_WORDS words live at once
    regs: bool = True
    # S > 1, or peeking (W, S compiled in): operators grouped into stages of equal depth in
    # the graph (no operator of a stage reads what another writes), run in stage order with
    # the stage's firings dealt round-robin to the S threads together and barriers only
    # between stages (the paper's single-appearance order deals each operator alone: a
    # filter firing once keeps one of S threads busy, and each operator boundary, or with
    # S = 1 each peeking operator, is a barrier)
    stages: bool = True
    # the outputs written over the inputs' slot (one slot of max(in, out) words per group
    # parity instead of an input and an output slot) where every read of the program input
    # comes before every write of the program output (and the input is not peeked across
    # executions); the M threads then store the last group's outputs before loading the
    # next group's inputs into the same slot, with a barrier of their own between
    inplace: bool = True
    # not code: the resident blocks per SM (``runtime.paper_for``) held at one where the
    # ``__constant__`` tables read at data-dependent indexes (:mod:`.tables`) exceed the
    # device's constant cache working set (``constant_cache_bytes_per_sm``): DES's 32 KB of
    # S-boxes ran 4x slower with three blocks (51 warps) per SM than with one (docs/stream.md)
    const_cap: bool = True

    def without_extensions(self) -> "MapParams":
        """The same W/S/F with the generated code beyond the paper switched off
        (:data:`EXTENSIONS`: what the goals' ``old_codegen`` ablation runs)."""
        return self.twin(**EXTENSIONS)

    def as_json(self) -> dict:
        """The parameters as a dict."""
        return {"W": self.W, "S": self.S, "F": self.F, "sync": self.sync, "inline": self.inline,
                "copy": self.copy, "elide": self.elide, "peek": self.peek,
                "alias": self.alias, "window": self.window, "mloop": self.mloop,
                "vstore": self.vstore, "static": self.static, "unroll": self.unroll,
                "restrict": self.restrict, "alias_identity": self.alias_identity,
                "regs": self.regs, "stages": self.stages, "inplace": self.inplace,
                "const_cap": self.const_cap}

    def twin(self, **changes) -> "MapParams":
        """A copy with some fields changed."""
        d = self.as_json()
        d.update(changes)
        return MapParams(**d)


#: the MapParams fields of the generated code beyond the paper, at their "off" values
EXTENSIONS = {"unroll": 0, "restrict": False, "alias_identity": False, "regs": False,
              "stages": False, "inplace": False}


def _bits(value, t: str) -> str:
    """The int32 word holding constant ``value`` of type ``t``."""
    if t == "float":
        w = int(np.array([value], dtype=np.float32).view(np.int32)[0])
    else:
        w = int(np.array([int(value)], dtype=np.int64).astype(np.int32)[0])
    return str(w) if w != -2**31 else "(-2147483647-1)"


class _MapAccess(Access):
    """Channel operations through ``rref(x)``/``wref(x)``: the word (an lvalue) holding
    item ``x`` of the input / output channel."""

    def __init__(self, t_in, t_out, rref, wref):
        self.t_in, self.t_out, self.rref, self.wref = t_in, t_out, rref, wref

    def pop(self):
        v = self.rref("_ip++")
        return f"__int_as_float({v})" if self.t_in == "float" else v

    def peek(self, index):
        v = self.rref(f"_ip + ({index})")
        return f"__int_as_float({v})" if self.t_in == "float" else v

    def push(self, value):
        v = f"__float_as_int({value})" if self.t_out == "float" else f"({value})"
        return f"({self.wref('_op++')} = {v})"

    def push_const(self, value, t):
        return f"({self.wref('_op++')} = {_bits(value, t)})"


def field_values(printer: FilterPrinter, dumped: dict) -> dict:
    """The C program's dump of a filter's fields, reshaped to their declared sizes."""
    out = {}
    for name, (t, dims, _f) in printer.fields.items():
        flat = dumped.get(name, [])
        if not dims:
            out[name] = flat[0] if flat else 0
        else:
            out[name] = np.array(flat, dtype=np.float64 if t == "float" else np.int64
                                 ).reshape(dims).tolist()
    return out


def carry_depth(g: Graph, carry: dict) -> int:
    """The most carrying (peeking) channels on one path: the warm-up groups a block needs
    before its PK area holds what the previous group would have left there."""
    depth = {n.id: 0 for n in g.nodes}
    for n in g.nodes:  # topological order
        for c in g.out_channels(n):
            depth[c.dst] = max(depth[c.dst], depth[n.id] + (1 if c.id in carry else 0))
    return max(depth.values(), default=0)


def check_stateless(g: Graph) -> None:
    """Refuse filters that change their fields in work: the parallel mappings run many
    executions at once and, as in the paper, support stateless filters only."""
    for n in g.filters:
        m = FilterPrinter(n).mutated_fields()
        if m:
            raise Unsupported(f"filter {n.decl.name} keeps state ({', '.join(sorted(m))} "
                              "changed in work): the GPU mappings support stateless filters "
                              "only (the C and cpu backends run it)", n.decl.work.loc)


def _split_join_body(n: Node, rd_in, wr_out, t: str) -> list:
    """Statements of one splitter/joiner firing (``rd_in(port, x)``/``wr_out(port, x)``)."""
    lines = []
    total = sum(n.weights)
    if n.kind == "split" and n.mode == "duplicate":
        lines.append(f"  int v = {rd_in(0, 'f')};")
        lines += [f"  {wr_out(i, 'f', 'v')};" for i in range(len(n.push))]
    elif n.kind == "split":
        base = 0
        for i, w in enumerate(n.weights):
            lines.append(f"#pragma unroll\n  for (int j = 0; j < {w}; j++) "
                         f"{wr_out(i, f'f * {w} + j', rd_in(0, f'f * {total} + {base} + j'))};")
            base += w
    else:
        base = 0
        for i, w in enumerate(n.weights):
            lines.append(f"#pragma unroll\n  for (int j = 0; j < {w}; j++) "
                         f"{wr_out(0, f'f * {total} + {base} + j', rd_in(i, f'f * {w} + j'))};")
            base += w
    return lines


#: cp.async helpers (PTX, sm_80+): a 4-byte global-to-shared copy that zero-fills when
#: ``n`` is 0 (past the input's end), and the wait for all of a thread's copies
ASYNC_HELPERS = """
__device__ __forceinline__ void cp_async4(int* dst, const int* src, int n)
{
  unsigned d;
  asm volatile("{ .reg .u64 t; cvta.to.shared.u64 t, %1; cvt.u32.u64 %0, t; }" : "=r"(d) : "l"(dst));
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4, %2;" :: "r"(d), "l"(src), "r"(n) : "memory");
}
__device__ __forceinline__ void cp_async_wait() { asm volatile("cp.async.wait_all;" ::: "memory"); }
"""


class PaperMapping:
    """The CUDA C of paper 004's mapping for one graph and one :class:`MapParams`."""

    KERNEL = "stream_paper"

    def __init__(self, g: Graph, s: Schedule, fields: dict, params: MapParams,
                 layout: Layout | None = None, max_threads: int | None = None,
                 min_blocks: int = 1):
        check_stateless(g)
        self.g, self.s, self.p = g, s, params
        if params.sync not in SYNC_MODES:
            raise Unsupported(f"barrier mode {params.sync!r}: one of {', '.join(SYNC_MODES)}")
        if params.copy not in COPY_MODES:
            raise Unsupported(f"copy mode {params.copy!r}: one of {', '.join(COPY_MODES)}")
        if params.mloop not in MLOOP_MODES:
            raise Unsupported(f"M-loop form {params.mloop!r}: one of {', '.join(MLOOP_MODES)}")
        if params.peek not in PEEK_MODES:
            raise Unsupported(f"peek mode {params.peek!r}: one of {', '.join(PEEK_MODES)}")
        self.fields = fields
        self.cin_ch = [c for c in g.channels if g.nodes[c.src].kind == "input"][0]
        self.cout_ch = [c for c in g.channels if g.nodes[c.dst].kind == "output"][0]
        internal = {c.id for c in g.channels if c not in (self.cin_ch, self.cout_ch)}
        self.internal = internal
        self.P = {c.id: s.items_per_steady(g, c) for c in g.channels}
        self.carry = {c.id: s.carry[c.id] for c in g.channels if c.id in internal and s.carry[c.id]}
        # ghost executions need the paper's rule: carried buffers never share words
        persistent = set(self.carry) if params.peek != "pk" else ()
        self.warm = carry_depth(g, self.carry)
        self.c_in = s.carry[self.cin_ch.id]
        self.window = bool(params.window and self.c_in)
        if self.window:  # the input's carried items: a channel like the others (no warm-up:
            self.carry[self.cin_ch.id] = self.c_in  # the prologue loads them from IN)
        self.rmap, self.wmap, self.gone = (aliases(g, s, params.alias_identity) if params.alias
                                           else ({}, {}, set()))
        self.stages, self.pos = self._stages()
        self.unroll = self._unroll_limit()
        self.reg_peak = 0  # the most register-held channel words live at once
        self.reg, self.rlayout = self._registers()
        self.layout = layout or algorithm1([b for b in self.buffers() if b.channel not in self.reg],
                                           self.npos, persistent)
        self.pk, at = {}, 0
        for cid, c0 in self.carry.items():
            self.pk[cid] = at
            at += c0
        self.pks = at
        self.n_in = s.input_per_steady(g)
        self.in_w = self.n_in + (0 if self.window else self.c_in)
        self.out_w = s.output_per_steady(g)
        self.lw = self.layout.size
        self.inplace = self._inplace()
        if self.inplace:  # one slot per parity: inputs first, then the outputs over them
            self.in_slot = self.out_slot = max(self.in_w, self.out_w)
            self.out_base = self.lw
            self.lam = odd_lambda(self.lw + 2 * self.in_slot)
        else:
            self.in_slot, self.out_slot = self.in_w, self.out_w
            self.out_base = self.lw + 2 * self.in_w
            self.lam = odd_lambda(self.lw + 2 * self.in_w + 2 * self.out_w)
        self.depth = max((-(-c0 // self.P[cid]) for cid, c0 in self.carry.items()), default=0)
        self.ghost = self._ghost(params.peek)
        if self.ghost:  # the PK area is ``depth`` ghost executions before execution 0
            self.pks = self.depth * self.lam
        for cid, c0 in self.carry.items():
            if params.W * self.P[cid] < c0:
                raise Unsupported(f"W={params.W} executions hold fewer items than the peeking "
                                  f"window of channel {cid} needs ({c0}); raise W")
        self.nc = -(-params.W * params.S // 32) * 32
        # the block's size rounded up to 64 threads by default: ptxas may then give each
        # thread the registers the block leaves (a fixed 1024 capped every kernel at 64)
        self.max_threads = max_threads or min(1024, -(-self.threads // 64) * 64)
        self.min_blocks = max(1, min_blocks)  # resident blocks per SM ptxas keeps registers for

    def _unroll_limit(self) -> int:
        """The loop size up to which the kernel's loops are unrolled: ``MapParams.unroll``,
        halved until the operators' code as printed (:meth:`code_size`) is at most
        :data:`CODE_BUDGET` operations (0: nothing unrolled). Unrolling every 32-tap FIR of
        ChannelVocoder's 48 filters doubled its PTX and made ptxas five times slower."""
        lim = self.p.unroll
        while lim >= 16 and self.code_size(lim) > CODE_BUDGET:
            lim //= 2
        return lim if lim >= 16 else 0

    def code_size(self, limit: int) -> int:
        """Operations the running operators' code counts with loops up to ``limit``
        unrolled (firing loops too, :meth:`unroll_firings`)."""
        total = 0
        for n in (self.g.nodes[i] for st in self.stages for i in st):
            if n.kind == "filter":
                size = FilterPrinter(n, "cuda", unroll=limit).code_size()
            else:
                size = 2 * sum(n.weights)
            total += size * (self.s.rep[n.id] if self.unroll_firings(n, limit) else 1)
        return total

    def _inplace(self) -> bool:
        """Whether the outputs may overwrite the inputs' slot (``MapParams.inplace``): the
        input is not peeked across executions, and every operator reading the program
        input (through removed splitters too) runs at an earlier position (schedule
        position, or stage) than every operator writing the program output. With S = 1 both
        are one thread's, in program order; with S > 1 a barrier separates stages."""
        if not self.p.inplace or self.window or self.c_in:
            return False
        g, cin, cout = self.g, self.cin_ch.id, self.cout_ch.id
        reads, writes = [], []
        for nid, at in self.pos.items():
            n = g.nodes[nid]
            if n.kind not in ("filter", "split", "join") or nid in self.gone:
                continue
            if any(follow(self.rmap, c.id, "")[0] == cin for c in g.in_channels(n)):
                reads.append(at)
            if any(follow(self.wmap, c.id, "")[0] == cout for c in g.out_channels(n)):
                writes.append(at)
        return bool(reads and writes) and max(reads) < min(writes)

    @property
    def npos(self) -> int:
        """Positions of the liveness scan: schedule positions, or stages."""
        return max(self.pos.values(), default=0) + 1

    def _stages(self) -> tuple:
        """(stages: lists of the running operators' ids in run order, pos: node id ->
        liveness position). Without :attr:`MapParams.stages` (or with S = 1 and no peeking,
        where no barrier separates operators), or where the stages' working set would be
        more than a quarter (or :data:`STAGE_SLACK` words) larger, every operator is a
        stage of its own in schedule order and positions are schedule positions (the
        goals' mid-session run: BeamFormer's stages at S = 8 ran no faster than its
        operators one by one at the same W, and their working set halved W). With stages,
        an operator's stage is its depth (the longest path from the input through the
        graph's channels, removed splitters and joiners included, so a reader is always
        deeper than its writer); a stage's buffers are all live through it, since its
        firings run at once."""
        g, s = self.g, self.s
        running = [i for i in s.order if g.nodes[i].kind in ("filter", "split", "join")
                   and i not in self.gone]
        p = self.p
        if not (p.stages and (p.S > 1 or self.carry) and p.static):
            return [[i] for i in running], {nid: i for i, nid in enumerate(s.order)}
        depth: dict = {}
        for n in g.nodes:  # topological order
            depth[n.id] = max((depth[c.src] + 1 for c in g.in_channels(n)), default=0)
        levels = sorted({depth[i] for i in running})
        stages = [[i for i in running if depth[i] == d] for d in levels]
        rank = {d: r for r, d in enumerate(levels)}
        pos = {i: rank[depth[i]] for i in running}
        single = {nid: i for i, nid in enumerate(s.order)}
        persistent = set(self.carry) if p.peek != "pk" else ()
        grown = [algorithm1(self.buffers(at), n, persistent).size
                 for at, n in ((pos, len(stages)), (single, len(s.order)))]
        self.stage_sizes = grown
        if grown[0] > grown[1] + max(STAGE_SLACK, grown[1] // 4):
            return [[i] for i in running], single  # stages would cost working set (W)
        return stages, pos

    def _registers(self) -> tuple:
        """The channels kept in a thread-local array (``MapParams.regs``) and their layout
        in it: with S = 1 (W, S compiled in, operators inlined) an execution's channels are
        read and written by its one thread only; a channel qualifies when it is not carried
        and every operator writing or reading it is unrolled (constant firing numbers and
        item indices, so the array's words become registers); smallest first while at most
        :data:`REG_WORDS` words are live at once."""
        p = self.p
        if not (p.regs and p.S == 1 and p.static and p.inline is not False):
            return set(), None
        users: dict = {}
        for c in self.g.channels:
            if c.id not in self.internal:
                continue
            for cid, at in ((follow(self.wmap, c.id, "")[0], c.src),
                            (follow(self.rmap, c.id, "")[0], c.dst)):
                if at not in self.gone:
                    users.setdefault(cid, set()).add(at)
        ok = {cid for cid, ns in users.items() if cid in self.internal and cid not in self.carry
              and all(self.unrolled(self.g.nodes[n]) for n in ns)}
        chosen: list = []
        for b in sorted((b for b in self.buffers() if b.channel in ok), key=lambda b: b.size):
            trial = chosen + [b]
            peak = max(sum(x.size for x in trial if x.start <= i <= x.end)
                       for i in range(self.npos))
            if peak <= REG_WORDS:
                chosen = trial
        if not chosen:
            return set(), None
        self.reg_peak = max(sum(x.size for x in chosen if x.start <= i <= x.end)
                            for i in range(self.npos))
        return {b.channel for b in chosen}, algorithm1(chosen, self.npos)

    def unrolled(self, n: Node) -> bool:
        """Whether operator ``n``'s generated code is fully unrolled: its firing loop (one
        firing, or :meth:`unroll_firings`) and every loop of its work body (constant bounds,
        at most ``unroll`` counted operations: :meth:`.codegen.FilterPrinter.unroll_pragma`);
        splitters' and joiners' loops always are."""
        if self.s.rep[n.id] > 1 and not self.unroll_firings(n):
            return False
        if n.kind != "filter":
            return True
        pr = FilterPrinter(n, "cuda", unroll=self.unroll)
        return pr.all_unrolled()

    def _ghost(self, mode: str) -> bool:
        """Whether carried items live in ghost executions -depth..-1 (same stride and
        offsets as the real ones, so a peek is ``E + (x - c0) / P * Lambda + ...`` with no
        branch: the paper's PK area at the buffers' own offsets) rather than a packed PK
        area (``pk``: smaller, but a branch and a division per peek). Needs the carried
        channels' slots disjoint (the layout keeps them so unless ``pk``); ``auto`` is
        ``ghost`` where a given layout allows it."""
        if not self.carry or mode == "pk":
            return False
        spans = sorted((self.layout.offsets[c], self.layout.offsets[c] + self.P[c])
                       for c in self.carry if c in self.internal)
        if any(b[0] < a[1] for a, b in zip(spans, spans[1:])):
            if mode == "ghost":
                raise Unsupported("carried channels share layout slots: ghost executions "
                                  "cannot hold their items (use peek='pk')")
            return False
        return True

    def offset(self, cid: int, cur: str = "cur") -> str:
        """A carried channel's offset in an execution: the input's is its slot of the group
        whose parity is ``cur``."""
        if cid == self.cin_ch.id:
            return f"{self.lw} + ({cur}) * {self.in_slot}"
        return str(self.layout.offsets[cid])

    def ghost_address(self, cid: int, x: int) -> int:
        """Word of carried item ``x`` (0 <= x < c0, the items before execution 0's) in the
        ghost executions."""
        P, c0 = self.P[cid], self.carry[cid]
        h = x + self.depth * P - c0
        return (h // P) * self.lam + self.layout.offsets[cid] + h % P

    # ------------------------------------------------------------------ sizes
    @property
    def shared_words(self) -> int:
        """Shared-memory words the block uses."""
        return self.pks + self.p.W * self.lam

    @property
    def threads(self) -> int:
        """Threads per block (C threads padded to whole warps, then the M threads)."""
        return self.nc + self.p.F

    def carry_words(self) -> int:
        """Length of the PK initial-value array the kernel takes."""
        return max(self.pks, 1)

    # ------------------------------------------------------------------ addresses
    def buffers(self, pos: dict | None = None) -> list:
        """The internal buffers the block holds: a channel read through aliased splitters or
        written through aliased joiners lives in the channel it maps to, which stays live
        from its first writer to its last reader (positions ``pos``: :attr:`pos`)."""
        pos = self.pos if pos is None else pos
        span: dict = {}
        for c in self.g.channels:
            if c.id not in self.internal:
                continue
            for cid, at in ((follow(self.wmap, c.id, "")[0], c.src),
                            (follow(self.rmap, c.id, "")[0], c.dst)):
                if at in self.gone or cid not in self.internal:
                    continue
                a, b = span.get(cid, (pos[at], pos[at]))
                span[cid] = (min(a, pos[at]), max(b, pos[at]))
        return [Buffer(cid, self.P[cid], a, b) for cid, (a, b) in sorted(span.items())]

    def rref(self, cid: int, x: str, mem: str = "sm") -> str:
        """The word (an lvalue) item ``x`` of channel ``cid`` is read from: ``mem[address]``
        in shared memory, or the thread's register array ``rg``."""
        to, y = follow(self.rmap, cid, x)
        if to in self.reg:
            return f"rg[{self.rlayout.offsets[to]} + ({y})]"
        return f"{mem}[{self.rd(cid, x)}]"

    def wref(self, cid: int, x: str, mem: str = "sm") -> str:
        """The word (an lvalue) item ``x`` of channel ``cid`` is written to."""
        to, y = follow(self.wmap, cid, x)
        if to in self.reg:
            return f"rg[{self.rlayout.offsets[to]} + ({y})]"
        return f"{mem}[{self.wr(cid, x)}]"

    def rd(self, cid: int, x: str) -> str:
        """Address of item ``x`` a consumer of channel ``cid`` reads in execution ``k``."""
        cid, x = follow(self.rmap, cid, x)
        if cid == self.cin_ch.id and self.window:
            return f"rd_c{cid}(k, {x}, cur)"
        if cid == self.cin_ch.id:
            return f"E + {self.lw} + cur * {self.in_slot} + ({x})"
        off = self.layout.offsets[cid]
        if cid in self.carry:
            return f"rd_c{cid}(k, {x}, cur)"
        return f"E + {off} + ({x})"

    def wr(self, cid: int, x: str) -> str:
        """Address of item ``x`` a producer writes into channel ``cid``."""
        cid, x = follow(self.wmap, cid, x)
        if cid == self.cout_ch.id:
            return f"E + {self.out_base} + cur * {self.out_slot} + ({x})"
        return f"E + {self.layout.offsets[cid]} + ({x})"

    def carry_functions(self) -> str:
        out = ""
        for cid, c0 in self.carry.items():
            P, off = self.P[cid], self.offset(cid)
            if self.ghost:  # x + depth * P - c0 >= 0: unsigned division, no branch
                h = f"(unsigned)(x + {self.depth * P - c0})"
                out += (f"__device__ __forceinline__ int rd_c{cid}(int k, int x, int cur)\n{{\n"
                        f"  return {self.pks} + k * {self.lam} + ((int)({h} / {P}u) - "
                        f"{self.depth}) * {self.lam} + {off} + (int)({h} % {P}u);\n}}\n")
                continue
            out += (f"__device__ __forceinline__ int rd_c{cid}(int k, int x, int cur)\n{{\n"
                    f"  int g = k * {P} + x - {c0};\n"
                    f"  return g >= 0 ? {self.pks} + (g / {P}) * {self.lam} + {off} + g % {P}"
                    f" : {self.pk[cid]} + {c0} + g;\n}}\n")
        return out

    # ------------------------------------------------------------------ code
    def op_function(self, n: Node) -> str:
        g = self.g
        ins = [c.id for c in g.in_channels(n)]
        outs = [c.id for c in g.out_channels(n)]
        # restrict: reads through ``smr`` and writes through ``smw`` (both ``sm``): an
        # operator's input and output buffers are live together, so they never share words
        rm, wm = ("smr", "smw") if self.p.restrict else ("sm", "sm")
        ptrs = ("const int* __restrict__ smr, int* __restrict__ smw" if self.p.restrict
                else "int* __restrict__ sm") + (", int* __restrict__ rg" if self.reg else "")
        head = (f"__device__ INLINE_OP void op_{n.name}({ptrs}, const int k, "
                f"const int f, const int cur)\n{{\n  const int E = {self.pks} + k * {self.lam};\n"
                "")
        if n.kind == "filter":
            pr = FilterPrinter(n, "cuda", unroll=self.unroll)
            acc = _MapAccess(n.in_type, n.out_type, lambda x: self.rref(ins[0], x, rm),
                             lambda x: self.wref(outs[0], x, wm))
            body = pr.work_body(acc)
            return (head + f"  int _ip = f * {n.pop[0] if n.pop else 0}; "
                    f"int _op = f * {n.push[0] if n.push else 0};\n"
                    + body + "}\n")
        t = n.in_type
        lines = _split_join_body(
            n, lambda port, x: self.rref(ins[port], x, rm),
            lambda port, x, v="": f"{self.wref(outs[port], x, wm)} = {v}", t)
        return head + "\n".join(lines) + "\n}\n"

    def divergent_constant_bytes(self) -> int:
        """Bytes of the ``__constant__`` tables :meth:`filter_globals` declares that the
        operators read at data-dependent indexes (:mod:`.tables`): what ``runtime.paper_for``
        weighs against the device's constant cache."""
        total = 0
        for n in self.g.filters:
            pr = FilterPrinter(n, "cuda")
            if pr.fields and pr.decl.work is not None:
                total += divergent_table_bytes(pr.decl, pr.fields)
        return total

    def filter_globals(self) -> str:
        out = ""
        for n in self.g.filters:
            pr = FilterPrinter(n, "cuda")
            out += pr.field_decls("__constant__ ", field_values(pr, self.fields.get(n.name, {})))
            out += pr.helper_defs("__device__ ")
        return out

    def sync_c(self, level: str) -> str:
        """The C threads' barrier at ``level``: ``exec`` (only an execution's S threads
        exchange data) or ``block`` (executions read each other's buffers)."""
        mode = self.p.sync
        if mode == "syncthreads":
            return "__syncthreads();"
        if mode == "warp" and level == "exec" and 32 % self.p.S == 0:
            return "__syncwarp();"
        return 'asm volatile("bar.sync 1, %0;" :: "r"(NC_) : "memory");'

    def barrier_level(self, peeking: bool, after_copy: bool) -> str | None:
        """Which barrier the boundary before an operator needs: ``block`` around peeking
        (reads across executions) and after the PK copy; ``exec`` when an execution's
        firings are dealt to S > 1 threads; none when S = 1 (each execution's firings run in
        program order on one thread) and ``elide`` is on."""
        if peeking or after_copy:
            return "block"
        if self.p.S > 1 or not self.p.elide:
            return "exec"
        return None

    def window_prologue(self) -> str:
        """The input's carried items before group ``gs`` (read from IN, so no warm-up)."""
        if not self.window:
            return ""
        cid, c0 = self.cin_ch.id, self.c_in
        dst = f"rd_c{cid}(0, x, 0)" if self.ghost else f"{self.pk[cid]} + x"
        return (f"  __syncthreads();\n  for (int x = tid; x < {c0}; x += blockDim.x) "
                f"sm[{dst}] = IN[{self.s.init[0] - c0}L + (long)gs * W_ * {self.n_in} + x];\n")

    def compute_phase(self) -> tuple[str, int]:
        """The C threads' code for one group, and the number of barriers it passes."""
        g, s = self.g, self.s
        lines, nsync = [], 0
        st = self.p.sync == "syncthreads"
        guard = "if (isC && act) " if st else "if (act) "
        after_copy = False  # the PK copy read other warps' buffers: a full C barrier next
        S = self.p.S
        for i, stage in enumerate(self.stages):
            ops = [g.nodes[nid] for nid in stage]
            peeking = any(c.id in self.carry for n in ops for c in g.in_channels(n))
            level = self.barrier_level(peeking, after_copy) if i else None
            if level:
                lines.append("    " + self.sync_c(level))
                nsync += 1
            after_copy = False
            a = 0  # the stage's firings dealt round-robin: firing f of an operator whose
            for n in ops:  # firings start at a is number a + f of the stage
                r = (S - a % S) % S
                f0 = f"(sidx + {r}) % S_" if r else "sidx"
                loop = (f"for (int f = {f0}; f < {s.rep[n.id]}; f += S_) "
                        f"op_{n.name}({'sm, sm' if self.p.restrict else 'sm'}"
                        f"{', rg' if self.reg else ''}, k, f, cur);")
                if self.unroll_firings(n):
                    loop = f"{{\n#pragma unroll\n      {loop}\n    }}"
                lines.append(f"    {guard}{loop}")
                a += s.rep[n.id]
            carried = [c for n in ops for c in g.in_channels(n) if c.id in self.carry]
            if carried:
                lines.append("    " + self.sync_c("block"))
                nsync += 1
            for c in carried:
                c0, P = self.carry[c.id], self.P[c.id]
                src = (f"{self.pks} + (gg / {P}) * {self.lam} + {self.offset(c.id)}"
                       f" + gg % {P}")
                # ghost: the input's items go to the next group's slot (the parity flips)
                dst = f"rd_c{c.id}(0, x, cur ^ 1)" if self.ghost else f"{self.pk[c.id]} + x"
                lines.append(f"    {'if (isC) ' if st else ''}for (int x = tid; x < {c0}; "
                             f"x += NC_) {{ int gg = W_ * {P} - {c0} + x; "
                             f"sm[{dst}] = sm[{src}]; }}")
                after_copy = True
        return "\n".join(lines), nsync

    def registers_wanted(self) -> int:
        """Registers per thread the register-held channels want (their live words and
        :data:`REG_SPARE` for addresses and temporaries; 0 without them): the launch
        bounds leave at least this many (``runtime.paper_for``), since a kernel whose
        channels spill to local memory loses what keeping them in registers saves."""
        return min(self.reg_peak, REG_LIVE) + REG_SPARE if self.reg else 0

    def reg_decl(self) -> str:
        """The C thread's register array for the channels in :attr:`reg`."""
        return f"    int rg[{self.rlayout.size}];\n" if self.reg else ""

    def unroll_firings(self, n: Node, limit: int | None = None) -> bool:
        """``#pragma unroll`` before an operator's firing loop when its trip count is a
        constant (W, S compiled in, S = 1) and its firings count at most ``unroll``
        operations: each firing's item numbers fold to constants, so what one operator
        stores and the next loads may stay in registers."""
        p = self.p
        lim = self.unroll if limit is None else limit
        if not (lim and p.static and p.S == 1) or self.s.rep[n.id] == 1:
            return False
        if n.kind == "filter":
            ops = count(n.decl.work.body, Scope(None, dict(n.params)))
        else:
            ops = 2 * sum(n.weights)
        return self.s.rep[n.id] * ops <= lim

    def _wsf(self) -> str:
        """W_ and S_: the launch's arguments, or (``static``) constants, with a guard that
        returns when the launch passed others (the grid then writes nothing: the caller's
        output check fails instead of the kernel reading out of its layout)."""
        p = self.p
        if not p.static:
            return "  const int W_ = W_arg, S_ = S_arg;\n"
        return (f"  const int W_ = {p.W}, S_ = {p.S};\n"
                f"  if (W_arg != W_ || S_arg != S_ || blockDim.x != {self.threads}) return;\n")

    def _stride_loops(self, put: str, wait: str, in_base: int) -> tuple:
        """The M threads' load and store loops with addresses stepped by F each pass: word
        ``x`` of a group is item ``j = x % IW`` of execution ``kk = x / IW``; one pass adds
        ``F / IW`` executions and ``F % IW`` items, and a wrap past the last item moves to
        the next execution (global: ``n_in - IW`` more words, shared: ``Lambda' - IW``). The
        output is linear in ``x`` in global memory. ``put`` reads ``idx`` and writes
        ``sm[dst]`` (``dst`` as in :meth:`source`, here the stepped ``sd``)."""
        iw, ow, lam = self.in_w, self.out_w, self.lam
        isl, osl, ob = self.in_slot, self.out_slot, self.out_base
        put = put.replace(f"sm[{self.pks} + kk * {lam} + {self.lw} + (SLOT) * {isl} + j]", "sm[sd]")
        assert "sm[sd]" in put, put
        load = (f"{{ const int dq = F_ / {iw}, dr = F_ % {iw}; int j = m % {iw}; "
                f"long idx = {in_base}L + ((long)(G) * W_ + m / {iw}) * {self.n_in} + j; "
                f"int sd = {self.pks} + (m / {iw}) * {lam} + {self.lw} + (SLOT) * {isl} + j; "
                f"const long dg = (long)dq * {self.n_in} + dr; const int ds = dq * {lam} + dr; "
                f"for (int x = m; x < W_ * {iw}; x += F_) {{ {put} "
                f"j += dr; idx += dg; sd += ds; "
                f"if (j >= {iw}) {{ j -= {iw}; idx += {self.n_in - iw}; sd += {lam - iw}; }} }}"
                f"{wait} }}")
        if self.p.vstore and ow % 4 == 0:  # quads: x = 4 m + 4 F i, never across executions
            store = (f"{{ const int dq = 4 * F_ / {ow}, dr = 4 * F_ % {ow}; int j = 4 * m % {ow}; "
                     f"int ss = {self.pks} + (4 * m / {ow}) * {lam} + {ob} + "
                     f"(SLOT) * {osl} + j; const int ds = dq * {lam} + dr; "
                     f"const long o0 = (long)(G) * W_ * {ow}; const long lim = n_steady * {ow} - o0; "
                     f"int4* O4 = reinterpret_cast<int4*>(OUT + o0); "
                     f"\n#pragma unroll 2\n      for (int x = 4 * m; x < W_ * {ow}; x += 4 * F_) {{ "
                     f"if (x < lim) O4[x >> 2] = make_int4(sm[ss], sm[ss + 1], sm[ss + 2], sm[ss + 3]); "
                     f"j += dr; ss += ds; if (j >= {ow}) {{ j -= {ow}; ss += {lam - ow}; }} }} }}")
            return load, store
        store = (f"{{ const int dq = F_ / {ow}, dr = F_ % {ow}; int j = m % {ow}; "
                 f"int ss = {self.pks} + (m / {ow}) * {lam} + {ob} + (SLOT) * {osl} + j; "
                 f"const int ds = dq * {lam} + dr; const long o0 = (long)(G) * W_ * {ow}; "
                 f"const long lim = n_steady * {ow} - o0; "
                 f"\n#pragma unroll 4\n      for (int x = m; x < W_ * {ow}; x += F_) {{ "
                 f"if (x < lim) OUT[o0 + x] = sm[ss]; "
                 f"j += dr; ss += ds; if (j >= {ow}) {{ j -= {ow}; ss += {lam - ow}; }} }} }}")
        return load, store

    def source(self) -> str:
        """The kernel's CUDA C: ``stream_paper(IN, OUT, CARRY, n_in, n_steady, groups_per_block)``."""
        p, W = self.p, self.p.W
        compute, nsync = self.compute_phase()
        ops = "".join(self.op_function(self.g.nodes[i]) for i in self.s.order
                      if self.g.nodes[i].kind in ("filter", "split", "join")
                      and i not in self.gone)
        st = p.sync == "syncthreads"
        in_base = self.s.init[0] - (0 if self.window else self.c_in)
        dst = f"{self.pks} + kk * {self.lam} + {self.lw} + (SLOT) * {self.in_slot} + j"
        if p.copy == "async" and not st:  # cp.async: no registers held, every load in flight
            put = (f"cp_async4(&sm[{dst}], IN + (idx < n_in ? idx : 0), idx < n_in ? 4 : 0);")
            wait = " cp_async_wait();"
        else:
            put, wait = f"sm[{dst}] = idx < n_in ? IN[idx] : 0;", ""
        if p.mloop == "stride":
            mem_load, mem_store = self._stride_loops(put, wait, in_base)
        else:
            mem_load = (f"for (int x = m; x < W_ * {self.in_w}; x += F_) {{ "
                        f"int kk = x / {self.in_w}, j = x % {self.in_w}; "
                        f"long idx = {in_base}L + ((long)(G) * W_ + kk) * {self.n_in} + j; "
                        f"{put} }}{wait}")
            mem_store = (f"\n#pragma unroll 4\n      for (int x = m; x < W_ * {self.out_w}; "
                         f"x += F_) {{ int kk = x / {self.out_w}, j = x % {self.out_w}; "
                         f"long K = (long)(G) * W_ + kk; "
                         f"if (K < n_steady) OUT[K * {self.out_w} + j] = "
                         f"sm[{self.pks} + kk * {self.lam} + {self.out_base} + (SLOT) * "
                         f"{self.out_slot} + j]; }}")

        def load(gexpr, slot):
            return mem_load.replace("(G)", f"({gexpr})").replace("(SLOT)", f"({slot})")

        def store(gexpr, slot):
            return mem_store.replace("(G)", f"({gexpr})").replace("(SLOT)", f"({slot})")

        # the next group's loads first (with cp.async in flight while the last group's
        # stores run; the slots are disjoint, which the simulator's race checker sees in the
        # plain twin), then the wait for them before the phase's barrier
        nxt = load("g + 1", "cur ^ 1")
        nxt = nxt.replace(wait, "") if wait else nxt
        m_phase = (f"      if (g + 1 < g1) {{ {nxt} }}\n"
                   f"      if (g - 1 >= g0) {{ {store('g - 1', 'cur ^ 1')} }}\n"
                   + (f"     {wait}\n" if wait else ""))
        if self.inplace:  # one slot: the last group's outputs leave before the next inputs come
            m_store = f"      if (g - 1 >= g0) {{ {store('g - 1', 'cur ^ 1')} }}\n"
            m_load = f"      if (g + 1 < g1) {{ {nxt} }}\n" + (f"     {wait}\n" if wait else "")
            m_phase = (m_store + '      asm volatile("bar.sync 2, %0;" :: "r"(F_) : "memory");\n'
                       + m_load)
        if st and self.inplace:
            body = (f"    if (!isC) {{\n{m_store}    }}\n    __syncthreads();\n"
                    f"    if (!isC) {{\n{m_load}    }}\n    {{\n{self.reg_decl()}{compute}\n    }}\n"
                    f"    __syncthreads();\n")
        elif st:
            body = (f"    if (!isC) {{\n{m_phase}    }}\n    {{\n{self.reg_decl()}{compute}\n    }}\n"
                    f"    __syncthreads();\n")
        else:
            body = (f"    if (isC) {{\n{self.reg_decl()}{compute}\n    }} else {{\n{m_phase}    }}\n"
                    f"    __syncthreads();\n")
        inline = "__forceinline__" if p.inline else "__noinline__"
        ops = ops.replace("INLINE_OP", inline)
        return f"""// generated by warpsmith.stream.mapping (paper 004) from {self.g.path}
// W={p.W} S={p.S} F={p.F} static={p.static}; sync={p.sync} Lambda={self.lam} L_W={self.lw} PK={self.pks}
{self.filter_globals()}
{self.carry_functions()}{ASYNC_HELPERS if p.copy == "async" and not st else ""}{RRMAP if self.gone else ""}
{ops}
extern "C" __global__ void __launch_bounds__({self.max_threads}, {self.min_blocks}) {self.KERNEL}(const int* __restrict__ IN, int* __restrict__ OUT,
    const int* __restrict__ CARRY, long n_in, long n_steady, int groups_per_block, int n_groups,
    int W_arg, int S_arg)
{{
  extern __shared__ int sm[];
  const int tid = threadIdx.x;
{self._wsf()}  const int NC_ = (W_ * S_ + 31) / 32 * 32;
  const int F_ = {p.F if p.static else "blockDim.x - NC_"};
  const bool isC = tid < NC_;
  const int m = tid - NC_;
  const int k = tid / S_, sidx = tid % S_;
  const bool act = isC && k < W_;
  const int g0 = blockIdx.x * groups_per_block;
  const int g1 = min(n_groups, g0 + groups_per_block);
  if (g0 >= g1) return;
  const int gs = max(0, g0 - {self.warm});
  for (int x = tid; x < {self.pks}; x += blockDim.x) sm[x] = gs == 0 ? CARRY[x] : 0;
{self.window_prologue()}  if (!isC) {{ int cur = 1; int g = gs - 1; {load('g + 1', 'cur ^ 1')} }}
  __syncthreads();
  for (int g = gs; g < g1; g++) {{
    const int cur = (g - gs) & 1;
{body}  }}
  if (!isC) {{ int g = g1; int cur = (g1 - gs) & 1; {store('g - 1', 'cur ^ 1')} }}
}}
"""


class NaiveMapping:
    """One kernel per operator over global buffers, one thread per firing (the baseline)."""

    def __init__(self, g: Graph, s: Schedule, fields: dict, steady: int):
        check_stateless(g)
        self.g, self.s, self.fields, self.n = g, s, fields, steady
        self.cin_ch = [c for c in g.channels if g.nodes[c.src].kind == "input"][0]
        self.cout_ch = [c for c in g.channels if g.nodes[c.dst].kind == "output"][0]
        self.off, at = {}, 0
        for c in g.channels:
            if c in (self.cin_ch, self.cout_ch):
                continue
            self.off[c.id] = at
            at += s.carry[c.id] + steady * s.items_per_steady(g, c)
        self.words = max(at, 1)
        self.in_base = s.init[0] - s.carry[self.cin_ch.id]

    def rd(self, cid, x):
        if cid == self.cin_ch.id:
            return f"IN[{self.in_base}L + ({x})]"
        return f"G[{self.off[cid]}L + ({x})]"

    def wr(self, cid, x):
        if cid == self.cout_ch.id:
            return f"OUT[(long)({x})]"
        return f"G[{self.off[cid] + self.s.carry[cid]}L + ({x})]"

    def ops(self) -> list:
        """The operator nodes in schedule order (one kernel each)."""
        return [self.g.nodes[i] for i in self.s.order
                if self.g.nodes[i].kind in ("filter", "split", "join")]

    def kernel(self, n: Node) -> str:
        g = self.g
        ins = [c.id for c in g.in_channels(n)]
        outs = [c.id for c in g.out_channels(n)]
        head = (f"extern \"C\" __global__ void naive_{n.name}(const int* __restrict__ IN, "
                f"int* __restrict__ OUT, int* __restrict__ G, long nf)\n{{\n"
                f"  long f = blockIdx.x * (long)blockDim.x + threadIdx.x;\n  if (f >= nf) return;\n")
        if n.kind == "filter":
            pr = FilterPrinter(n, "cuda")

            acc = _NaiveAccess(n.in_type, n.out_type, lambda x: self.rd(ins[0], x),
                               lambda x: self.wr(outs[0], x))
            body = pr.work_body(acc)
            return (head + f"  long _ip = f * {n.pop[0] if n.pop else 0}; "
                    f"long _op = f * {n.push[0] if n.push else 0};\n"
                    + body + "}\n")
        lines = _split_join_body(n, lambda port, x: self.rd(ins[port], x),
                                 lambda port, x, v="": f"{self.wr(outs[port], x)} = {v}",
                                 n.in_type)
        return head + "\n".join(lines) + "\n}\n"

    def source(self) -> str:
        """All kernels' CUDA C."""
        out = f"// generated by warpsmith.stream.mapping (naive) from {self.g.path}\n"
        for n in self.g.filters:
            pr = FilterPrinter(n, "cuda")
            out += pr.field_decls("__constant__ ", field_values(pr, self.fields.get(n.name, {})))
            out += pr.helper_defs("__device__ ")
        return out + "".join(self.kernel(n) for n in self.ops())

    def carry_image(self, carries: dict) -> list:
        """(word offset, int32 words) pairs to preload: the carries after initialization."""
        return [(self.off[cid], _words(v)) for cid, v in carries.items() if cid in self.off]


class _NaiveAccess(Access):
    def __init__(self, t_in, t_out, rd, wr):
        self.t_in, self.t_out, self.rd, self.wr = t_in, t_out, rd, wr

    def pop(self):
        a = self.rd("_ip++")
        return f"__int_as_float({a})" if self.t_in == "float" else a

    def peek(self, index):
        a = self.rd(f"_ip + ({index})")
        return f"__int_as_float({a})" if self.t_in == "float" else a

    def push(self, value):
        a = self.wr("_op++")
        return f"({a} = __float_as_int({value}))" if self.t_out == "float" else f"({a} = ({value}))"

    def push_const(self, value, t):
        return f"({self.wr('_op++')} = {_bits(value, t)})"


def _words(v: np.ndarray) -> np.ndarray:
    v = np.ascontiguousarray(v)
    return v.view(np.int32) if v.dtype == np.float32 else v.astype(np.int32)


def carry_array(m: PaperMapping, carries: dict) -> np.ndarray:
    """The PK area's initial words (the carries the initialization schedule left)."""
    out = np.zeros(m.carry_words(), dtype=np.int32)
    for cid, off in m.pk.items():
        if cid == m.cin_ch.id:  # the input's: the kernel reads them from IN
            continue
        w = _words(carries[cid])
        if m.ghost:
            out[[m.ghost_address(cid, x) for x in range(len(w))]] = w
        else:
            out[off:off + len(w)] = w
    return out
