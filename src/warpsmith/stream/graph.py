"""Flattening a StreamIt program into a graph of operators joined by channels.

Every filter instance becomes an :class:`Node` with its parameter values bound (so its body
can be specialised), splitters and joiners become nodes of their own, and two virtual nodes
stand for the program's input (``input``: pushes one item per firing) and output
(``output``: pops one). A ``void->T`` source filter at the head of the top-level pipeline is
kept apart (:attr:`Graph.source`): it is stateful in every StreamIt benchmark, so it runs on
the host to make the input stream. A ``T->void`` sink stays in the graph; each ``println``
pushes one item onto the output stream. Nodes are created in topological order.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ir.errors import SemanticError, Unsupported
from . import ast as A
from .evaluate import Scope, coerce, evaluate
from .parser import parse

_IDENTITY = "{t}->{t} filter Identity {{ work pop 1 push 1 {{ push(pop()); }} }}"


@dataclass
class Node:
    """One operator: ``kind`` filter | split | join | input | output."""

    id: int
    name: str
    kind: str
    pop: list  # per input port
    peek: list
    push: list  # per output port
    in_type: str = "float"
    out_type: str = "float"
    decl: A.Filter | None = None
    params: dict = field(default_factory=dict)  # filter parameter values
    mode: str = ""  # split: duplicate | roundrobin
    weights: list = field(default_factory=list)
    loc: object = None
    sink: bool = False

    def as_json(self) -> dict:
        """The node as the CLI's ``graph`` entries print it."""
        return {"id": self.id, "name": self.name, "kind": self.kind, "pop": self.pop,
                "peek": self.peek, "push": self.push, "type": [self.in_type, self.out_type],
                **({"mode": self.mode, "weights": self.weights} if self.kind in ("split", "join")
                   else {})}


@dataclass
class Channel:
    """An edge: ``src`` node's output port ``src_port`` feeds ``dst``'s input ``dst_port``."""

    id: int
    src: int
    src_port: int
    dst: int
    dst_port: int
    type: str


@dataclass
class Graph:
    """The flattened program: nodes in topological order and channels."""

    nodes: list
    channels: list
    source: Node | None = None
    path: str = "<string>"

    def in_channels(self, n: Node) -> list:
        """The channels into ``n``, by port."""
        return sorted((c for c in self.channels if c.dst == n.id), key=lambda c: c.dst_port)

    def out_channels(self, n: Node) -> list:
        """The channels out of ``n``, by port."""
        return sorted((c for c in self.channels if c.src == n.id), key=lambda c: c.src_port)

    @property
    def filters(self) -> list:
        """The filter nodes."""
        return [n for n in self.nodes if n.kind == "filter"]

    @property
    def input_type(self) -> str:
        """Item type of the program's input stream."""
        return self.nodes[0].out_type

    @property
    def output_type(self) -> str:
        """Item type of the program's output stream."""
        return self.nodes[-1].in_type

    def as_json(self) -> dict:
        """Nodes and channels, as plain values."""
        return {"nodes": [n.as_json() for n in self.nodes],
                "channels": [[c.src, c.src_port, c.dst, c.dst_port] for c in self.channels],
                "source": self.source.name if self.source else None}


class _Builder:
    def __init__(self, program: A.Program):
        self.program = program
        self.nodes: list[Node] = []
        self.channels: list[Channel] = []
        self.counts: dict[str, int] = {}
        self.depth = 0

    def node(self, name, kind, pop, peek, push, **kw) -> Node:
        k = self.counts.get(name, 0)
        self.counts[name] = k + 1
        n = Node(len(self.nodes), f"{name}_{k}" if kind == "filter" else f"{name}{len(self.nodes)}",
                 kind, pop, peek, push, **kw)
        self.nodes.append(n)
        return n

    def connect(self, src: tuple, dst: tuple, loc):
        """Join ``src`` (node, port) to ``dst`` (node, port), checking the item types."""
        (a, ap), (b, bp) = src, dst
        if a.out_type != b.in_type and "any" not in (a.out_type, b.in_type):
            raise SemanticError(f"{a.name} produces {a.out_type} but {b.name} consumes "
                                f"{b.in_type}", loc)
        t = a.out_type if a.out_type != "any" else b.in_type
        if b.in_type == "any":
            b.in_type = t
            if b.kind in ("split", "join"):
                b.out_type = t
        self.channels.append(Channel(len(self.channels), a.id, ap, b.id, bp, t))

    # ---------------------------------------------------------------- streams
    def instantiate(self, ref: A.StreamRef, scope: Scope):
        """Build the stream ``ref`` names; returns (entry, exit) as (node, port) or None."""
        self.depth += 1
        if self.depth > 64:
            raise Unsupported("streams nested more than 64 deep (unbounded recursion?)", ref.loc)
        try:
            if ref.anon is not None and isinstance(ref.anon, A.Composite):
                return self.composite(ref.anon, Scope(scope), ref.loc)
            decl = self.program.decls.get(ref.name)
            if decl is None and ref.name == "Identity":
                t = ref.anon.base if isinstance(ref.anon, A.TypeRef) else "float"
                decl = parse(_IDENTITY.format(t=t), "<builtin Identity>").decls["Identity"]
            if decl is None:
                raise SemanticError(f"no stream named '{ref.name}'", ref.loc)
            args = [evaluate(a, scope) for a in ref.args]
            if len(args) != len(decl.params):
                raise SemanticError(f"'{ref.name}' takes {len(decl.params)} arguments, "
                                    f"{len(args)} given", ref.loc)
            values = {p.name: coerce(v, p.type, ref.loc) for p, v in zip(decl.params, args)}
            if isinstance(decl, A.Filter):
                return self.filter(decl, values, ref.loc)
            return self.composite(decl, Scope(None, values), ref.loc)
        finally:
            self.depth -= 1

    def filter(self, decl: A.Filter, values: dict, loc):
        if decl.work is None:
            raise SemanticError(f"filter '{decl.name}' has no work function", decl.loc)
        sc = Scope(None, values)
        w = decl.work
        pop = int(evaluate(w.pop, sc)) if w.pop is not None else 0
        push = int(evaluate(w.push, sc)) if w.push is not None else 0
        peek = int(evaluate(w.peek, sc)) if w.peek is not None else pop
        if min(pop, push, peek) < 0 or peek < pop:
            raise SemanticError(f"filter '{decl.name}': rates must be >= 0 and peek >= pop",
                                w.loc)
        ins, outs = decl.in_type.base, decl.out_type.base
        sink = outs == "void" and ins != "void"
        if sink:
            push = count_prints(w.body, sc)
        n = self.node(decl.name, "filter", [pop] if ins != "void" else [],
                      [peek] if ins != "void" else [], [push] if outs != "void" or sink else [],
                      in_type=_item(ins), out_type=_item(ins if sink else outs), decl=decl,
                      params=values, loc=loc or decl.loc, sink=sink)
        return ((n, 0) if ins != "void" else None), ((n, 0) if n.push else None)

    def composite(self, decl: A.Composite, scope: Scope, loc):
        if decl.kind == "feedbackloop":
            raise Unsupported("feedbackloop is not supported by warpsmith's stream compiler yet",
                              decl.loc)
        children, split, join = [], None, None

        def run(stmt, sc: Scope):
            nonlocal split, join
            if isinstance(stmt, A.Block):
                inner = Scope(sc)
                for s in stmt.stmts:
                    run(s, inner)
            elif isinstance(stmt, A.Add):
                if stmt.role != "add":
                    raise Unsupported("'body'/'loop' belong to feedbackloops", stmt.loc)
                children.append((self.instantiate(stmt.stream, sc), stmt.loc))
            elif isinstance(stmt, A.SplitJoin):
                ws = [int(evaluate(x, sc)) for x in stmt.weights]
                if stmt.which == "split":
                    split = (stmt, ws)
                else:
                    join = (stmt, ws)
            elif isinstance(stmt, A.Decl):
                from .evaluate import make_array
                dims = [int(evaluate(d, sc)) for d in stmt.type.dims]
                v = evaluate(stmt.init, sc) if stmt.init is not None else make_array(dims, stmt.type.base)
                sc.values[stmt.name] = v if dims else coerce(v, stmt.type, stmt.loc)
            elif isinstance(stmt, A.ExprStmt):
                evaluate(stmt.expr, sc)
            elif isinstance(stmt, A.If):
                if evaluate(stmt.cond, sc):
                    run(stmt.then, Scope(sc))
                elif stmt.other is not None:
                    run(stmt.other, Scope(sc))
            elif isinstance(stmt, A.For):
                inner = Scope(sc)
                for s in (stmt.init if isinstance(stmt.init, list) else [stmt.init]):
                    if s is not None:
                        run(s, inner)
                guard = 0
                while stmt.cond is None or evaluate(stmt.cond, inner):
                    run(stmt.body, Scope(inner))
                    for e in (stmt.step or []):
                        evaluate(e, inner)
                    guard += 1
                    if guard > 100000:
                        raise Unsupported("loop runs more than 100000 times", stmt.loc)
            elif isinstance(stmt, A.While):
                while evaluate(stmt.cond, sc):
                    run(stmt.body, Scope(sc))
            elif isinstance(stmt, A.Enqueue):
                raise Unsupported("'enqueue' belongs to feedbackloops", stmt.loc)
            else:
                raise Unsupported(f"{type(stmt).__name__} in a {decl.kind}",
                                  getattr(stmt, "loc", loc))

        run(decl.body, scope)
        if decl.kind == "pipeline":
            if split or join:
                raise SemanticError("split/join inside a pipeline", decl.loc)
            return self.chain(children, decl)
        return self.splitjoin(children, split, join, decl)

    def chain(self, children, decl):
        if not children:
            raise SemanticError(f"pipeline '{decl.name or '(anonymous)'}' adds no stream", decl.loc)
        first, last = children[0][0][0], children[0][0][1]
        for (ent, ext), loc in children[1:]:
            if last is None or ent is None:
                raise SemanticError("a stream with void output is followed by another stream",
                                    loc)
            self.connect(last, ent, loc)
            last = ext
        return first, last

    def splitjoin(self, children, split, join, decl):
        if not split or not join:
            raise SemanticError(f"splitjoin '{decl.name or '(anonymous)'}' needs a split and a join",
                                decl.loc)
        if not children:
            raise SemanticError("splitjoin adds no stream", decl.loc)
        n = len(children)
        (sst, sws), (jst, jws) = split, join
        if jst.kind != "roundrobin":
            raise SemanticError("a joiner must be roundrobin", jst.loc)
        jws = _weights(jws, n, jst)
        if sst.kind == "duplicate":
            s = self.node("split", "split", [1], [1], [1] * n, in_type="any", out_type="any",
                          mode="duplicate", weights=[1] * n, loc=sst.loc)
        else:
            sws = _weights(sws, n, sst)
            s = self.node("split", "split", [sum(sws)], [sum(sws)], sws, in_type="any",
                          out_type="any", mode="roundrobin", weights=sws, loc=sst.loc)
        ends = []
        for i, ((ent, ext), loc) in enumerate(children):
            if ent is None or ext is None:
                raise Unsupported("a splitjoin branch with void input or output", loc)
            if s.weights[i] == 0 or jws[i] == 0:
                raise Unsupported("zero split/join weights are not supported", loc)
            self.connect((s, i), ent, loc)
            ends.append(ext)
        j = self.node("join", "join", jws, jws, [sum(jws)], in_type="any", out_type="any",
                      mode="roundrobin", weights=jws, loc=jst.loc)
        for i, ext in enumerate(ends):
            self.connect(ext, (j, i), decl.loc)
        s.in_type = s.out_type = self.channels[-1].type if s.in_type == "any" else s.in_type
        # the splitter's type is the type its branches consume
        s_out = [c for c in self.channels if c.src == s.id]
        if s_out:
            s.in_type = s.out_type = s_out[0].type
        return (s, 0), (j, 0)


def _item(base: str) -> str:
    if base in ("boolean", "bit"):
        return "int"
    return base


def _weights(ws: list, n: int, st) -> list:
    if not ws:
        return [1] * n
    if len(ws) == 1:
        return ws * n
    if len(ws) != n:
        raise SemanticError(f"{len(ws)} weights for {n} branches", st.loc)
    return ws


def count_prints(body, scope: Scope) -> int:
    """How many ``println``/``print`` calls one firing of a sink executes, counted through
    loops with constant bounds; a located :class:`Unsupported` when it is not static."""
    def count(s, sc: Scope) -> int:
        if s is None:
            return 0
        if isinstance(s, A.Block):
            return sum(count(x, sc) for x in s.stmts)
        if isinstance(s, A.ExprStmt):
            return calls(s.expr)
        if isinstance(s, A.Decl):
            return calls(s.init) if s.init is not None else 0
        if isinstance(s, A.For):
            inner = Scope(sc)
            body = count(s.body, inner)
            if body == 0:
                return 0
            trips = 0
            try:
                for d in (s.init if isinstance(s.init, list) else [s.init]):
                    if isinstance(d, A.Decl):
                        inner.values[d.name] = evaluate(d.init, inner)
                    elif isinstance(d, A.ExprStmt):
                        evaluate(d.expr, inner)
                while evaluate(s.cond, inner):
                    trips += 1
                    for e in s.step or []:
                        evaluate(e, inner)
                    if trips > 1 << 20:
                        break
            except Exception:  # noqa: BLE001 - any non-constant bound: refuse below
                trips = -1
            if trips < 0:
                raise Unsupported("println inside a loop without constant bounds: the "
                                  "output rate must be static", s.loc)
            return trips * body
        if isinstance(s, (A.If, A.While)):
            if count(s.then if isinstance(s, A.If) else s.body, sc) or \
                    (isinstance(s, A.If) and count(s.other, sc)):
                raise Unsupported("println under a condition: the output rate must be static",
                                  s.loc)
            return 0
        return 0

    def calls(e) -> int:
        if isinstance(e, A.Call):
            return int(e.name in ("println", "print")) + sum(calls(a) for a in e.args)
        if isinstance(e, (A.Bin,)):
            return calls(e.left) + calls(e.right)
        return 0

    return count(body, scope)


def build_graph(program: A.Program, top: str | None = None) -> Graph:
    """Flatten ``program`` (its ``top`` stream, default the last ``void->void`` one) into a
    :class:`Graph` with the program input and output as virtual nodes."""
    decl = program.decls.get(top) if top else program.top()
    if decl is None:
        decl = list(program.decls.values())[-1] if program.decls else None
    if decl is None:
        raise SemanticError("the program declares no stream", program.loc)
    if decl.params:
        raise SemanticError(f"the top-level stream '{decl.name}' takes parameters", decl.loc)
    b = _Builder(program)
    inp = b.node("input", "input", [], [], [1], in_type="void", out_type="any")
    ref = A.StreamRef(decl.name, [], None, decl.loc)
    ent, ext = b.instantiate(ref, Scope())
    source = None
    if ent is None:  # a void->T source at the head of the top pipeline
        first = b.nodes[1]
        if first.kind != "filter" or first.pop:
            raise Unsupported("only a source filter at the head of the top-level pipeline "
                              "may have void input", first.loc)
        source = first
        outs = [c for c in b.channels if c.src == first.id]
        if len(outs) != 1:
            raise Unsupported("the source must feed one stream", first.loc)
        c = outs[0]
        b.channels.remove(c)
        ent = (b.nodes[c.dst], c.dst_port)
    inp.out_type = ent[0].in_type
    b.connect((inp, 0), ent, decl.loc)
    if ext is None:
        raise Unsupported("the program has no output: end the top-level pipeline with a sink "
                          "that prints", decl.loc)
    out = b.node("output", "output", [1], [1], [], in_type=ext[0].out_type, out_type="void")
    b.connect(ext, (out, 0), decl.loc)
    nodes = _topological([n for n in b.nodes if n is not source], b.channels)
    remap = {n.id: i for i, n in enumerate(nodes)}
    for n in nodes:
        n.id = remap[n.id]
    for i, c in enumerate(b.channels):
        c.id, c.src, c.dst = i, remap[c.src], remap[c.dst]
    if source is not None:
        source.id = -1
    return Graph(nodes, b.channels, source, program.path)


def _topological(nodes: list, channels: list) -> list:
    """``nodes`` in a topological order (Kahn's algorithm, ties by creation order)."""
    import heapq

    ids = {n.id for n in nodes}
    indeg = {n.id: 0 for n in nodes}
    succ: dict = {n.id: [] for n in nodes}
    for c in channels:
        if c.src in ids and c.dst in ids:
            indeg[c.dst] += 1
            succ[c.src].append(c.dst)
    by_id = {n.id: n for n in nodes}
    ready = [i for i, d in indeg.items() if d == 0]
    heapq.heapify(ready)
    out = []
    while ready:
        i = heapq.heappop(ready)
        out.append(by_id[i])
        for j in succ[i]:
            indeg[j] -= 1
            if indeg[j] == 0:
                heapq.heappush(ready, j)
    return out
