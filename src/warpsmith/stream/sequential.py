"""The sequential program of a stream graph, as C (the CPU backend) or as one CUDA kernel
(what :mod:`.lower` reads into warpsmith's IR for the simulator).

StreamIt's uniprocessor semantics: every filter's ``init`` runs once, then the
initialization schedule, then ``n`` steady states, each firing the nodes in topological
order ``rep`` times. Channels are arrays with a head and a tail; at the end of a steady state
the items a channel carries are moved to its front (the copy-shift of Sermulins et al.,
paper 004's reference [16]). The program input is channel ``IN_`` and the output ``OUT_``.
"""

from __future__ import annotations

from .codegen import C_TYPE, Access, FilterPrinter
from .graph import Graph, Node
from .schedule import Schedule


class SeqAccess(Access):
    """Channel operations on head/tail-indexed arrays."""

    def __init__(self, inp: str | None, out: str | None):
        self.inp, self.out = inp, out

    def pop(self) -> str:
        return f"{self.inp}[{self.inp}_h++]" if not self.inp.endswith("_") else \
            f"IN_[{self.inp}h++]"

    def peek(self, index: str) -> str:
        return f"{self.inp}[{self.inp}_h + ({index})]" if not self.inp.endswith("_") else \
            f"IN_[{self.inp}h + ({index})]"

    def push(self, value: str) -> str:
        return f"({self.out}[{self.out}_t++] = {value})" if not self.out.endswith("_") else \
            f"(OUT_[{self.out}t++] = {value})"


def channel_name(g: Graph, cid: int) -> str:
    """Array name of channel ``cid`` (the program input/output are the IN_/OUT_ pointers,
    whose indices are ``chK_h``/``chK_t``)."""
    c = g.channels[cid]
    if g.nodes[c.src].kind == "input" or g.nodes[c.dst].kind == "output":
        return f"ch{cid}_"
    return f"ch{cid}"


def capacities(g: Graph, s: Schedule) -> dict:
    """Items each internal channel must hold (initialization or carry + one steady state)."""
    caps = {}
    for c in g.channels:
        a = g.nodes[c.src]
        steady = s.rep[a.id] * a.push[c.src_port]
        caps[c.id] = max(s.init[a.id] * a.push[c.src_port], s.carry[c.id] + steady) + 1
    return caps


def node_work(g: Graph, n: Node, dialect: str, printer: FilterPrinter | None) -> str:
    """The work function of node ``n`` (filters, splitters, joiners)."""
    ins = [channel_name(g, c.id) for c in g.in_channels(n)]
    outs = [channel_name(g, c.id) for c in g.out_channels(n)]
    fq = "static void" if dialect == "c" else "__device__ void"
    sig = f"{fq} {n.name}_work(const {C_TYPE[g.input_type]}* IN_, {C_TYPE[g.output_type]}* OUT_)"
    acc = [SeqAccess(i, None) for i in ins] + [SeqAccess(None, o) for o in outs]
    if n.kind == "filter":
        body = printer.work_body(SeqAccess(ins[0] if ins else None, outs[0] if outs else None))
        return f"{sig}\n{{\n  (void)IN_; (void)OUT_;\n{body}}}\n"
    lines = ["  (void)IN_; (void)OUT_;"]
    t = C_TYPE[n.in_type]
    if n.kind == "split" and n.mode == "duplicate":
        lines.append(f"  {t} v = {acc[0].pop()};")
        lines += [f"  {SeqAccess(None, o).push('v')};" for o in outs]
    elif n.kind == "split":
        for o, w in zip(outs, n.weights):
            lines += [f"  {SeqAccess(None, o).push(SeqAccess(ins[0], None).pop())};"] * w
    else:
        for i, w in zip(ins, n.weights):
            lines += [f"  {SeqAccess(None, outs[0]).push(SeqAccess(i, None).pop())};"] * w
    return f"{sig}\n{{\n" + "\n".join(lines) + "\n}\n"


def printers(g: Graph, dialect: str) -> dict:
    """One :class:`FilterPrinter` per filter node (and the source)."""
    out = {n.id: FilterPrinter(n, dialect) for n in g.filters}
    if g.source is not None:
        out[-1] = FilterPrinter(g.source, dialect)
    return out


def program_parts(g: Graph, s: Schedule, dialect: str) -> dict:
    """Declarations, functions and the init / steady / shift code of the sequential program."""
    glob = "static " if dialect == "c" else "__device__ "
    fq = "static void" if dialect == "c" else "__device__ void"
    caps = capacities(g, s)
    prs = printers(g, dialect)
    decls = []
    for c in g.channels:
        name = channel_name(g, c.id)
        if name.endswith("_"):
            decls.append(f"{glob}long {name}h, {name}t;")
        else:
            decls.append(f"{glob}{C_TYPE[c.type]} {name}[{caps[c.id]}];")
            decls.append(f"{glob}long {name}_h, {name}_t;")
    funcs = []
    for nid, p in prs.items():
        funcs.append(p.field_decls(glob))
        funcs.append(p.helper_defs("static " if dialect == "c" else "__device__ "))
        funcs.append(f"{fq} {p.node.name}_init(void)\n{{\n{p.init_body()}}}\n")
    for n in g.nodes:
        if n.kind in ("filter", "split", "join"):
            funcs.append(node_work(g, n, dialect, prs.get(n.id)))
    inits = "".join(f"  {p.node.name}_init();\n" for nid, p in prs.items() if nid >= 0)
    init_sched = "".join(
        f"  for (int r = 0; r < {s.init[i]}; r++) {g.nodes[i].name}_work(IN_, OUT_);\n"
        for i in s.order if s.init[i] and g.nodes[i].kind in ("filter", "split", "join"))
    steady = "".join(
        f"    for (int r = 0; r < {s.rep[i]}; r++) {g.nodes[i].name}_work(IN_, OUT_);\n"
        for i in s.order if g.nodes[i].kind in ("filter", "split", "join"))
    shift = ""
    for c in g.channels:
        name = channel_name(g, c.id)
        if name.endswith("_"):
            continue
        if s.carry[c.id]:
            shift += (f"    for (long q = 0; q < {name}_t - {name}_h; q++) "
                      f"{name}[q] = {name}[{name}_h + q];\n"
                      f"    {name}_t -= {name}_h; {name}_h = 0;\n")
        else:
            shift += f"    {name}_h = {name}_t = 0;\n"
    return {"decls": "\n".join(decls) + "\n", "funcs": "\n".join(funcs), "inits": inits,
            "init_sched": init_sched, "steady": steady, "shift": shift, "printers": prs}
