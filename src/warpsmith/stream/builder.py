"""A Python builder for stream graphs: ``Filter``, ``Pipeline``, ``SplitJoin``.

The builder writes StreamIt text (:meth:`Program.source`) that the parser reads like any
``.str`` file, so a graph built in Python goes through exactly the same checks, schedules
and backends as one written by hand::

    fir = ws.stream.Filter("Fir", "float s = 0; for (int i = 0; i < 4; i++) s += peek(i); "
                           "push(s); pop();", pop=1, push=1, peek=4)
    prog = ws.stream.Pipeline(fir, ws.stream.SplitJoin(Scale(2), Scale(3), split=[1, 1]))
    f = ws.stream.compile(prog)          # a callable on NumPy arrays
"""

from __future__ import annotations

import itertools

_IDS = itertools.count()


class Stream:
    """Base of the builder's streams."""

    in_type = "float"
    out_type = "float"

    def declarations(self) -> list:
        """StreamIt declarations of this stream and everything it contains."""
        raise NotImplementedError


class Filter(Stream):
    """A filter: ``work`` is StreamIt statements; ``fields`` and ``init`` optional text."""

    def __init__(self, name: str, work: str, *, pop: int = 0, push: int = 0,
                 peek: int | None = None, in_type: str = "float", out_type: str = "float",
                 fields: str = "", init: str = "", helpers: str = ""):
        self.name = f"{name}_b{next(_IDS)}"
        self.work, self.pop, self.push, self.peek = work, pop, push, peek
        self.in_type, self.out_type = in_type, out_type
        self.fields, self.init, self.helpers = fields, init, helpers

    def declarations(self) -> list:
        rates = (f"pop {self.pop} " if self.pop else "") + (f"push {self.push} " if self.push else "")
        if self.peek is not None and self.peek > self.pop:
            rates += f"peek {self.peek} "
        init = f"  init {{ {self.init} }}\n" if self.init else ""
        return [f"{self.in_type}->{self.out_type} filter {self.name} {{\n  {self.fields}\n"
                f"{init}  {self.helpers}\n  work {rates}{{ {self.work} }}\n}}\n"]


class Pipeline(Stream):
    """Children one after the other."""

    def __init__(self, *children: Stream):
        self.children = list(children)
        self.name = f"Pipeline_b{next(_IDS)}"
        self.in_type = children[0].in_type
        self.out_type = children[-1].out_type

    def declarations(self) -> list:
        out = []
        for c in self.children:
            out += c.declarations()
        adds = "".join(f"  add {c.name}();\n" for c in self.children)
        out.append(f"{self.in_type}->{self.out_type} pipeline {self.name} {{\n{adds}}}\n")
        return out


class SplitJoin(Stream):
    """Children side by side: ``split`` is ``"duplicate"`` or roundrobin weights, ``join``
    roundrobin weights (default one item from each)."""

    def __init__(self, *children: Stream, split="duplicate", join=None):
        self.children = list(children)
        self.split, self.join = split, join
        self.name = f"SplitJoin_b{next(_IDS)}"
        self.in_type = children[0].in_type
        self.out_type = children[0].out_type

    def declarations(self) -> list:
        out = []
        for c in self.children:
            out += c.declarations()
        split = "split duplicate;" if self.split == "duplicate" else \
            f"split roundrobin({', '.join(str(w) for w in self.split)});"
        join = "join roundrobin;" if self.join is None else \
            f"join roundrobin({', '.join(str(w) for w in self.join)});"
        adds = "".join(f"  add {c.name}();\n" for c in self.children)
        out.append(f"{self.in_type}->{self.out_type} splitjoin {self.name} {{\n  {split}\n{adds}"
                   f"  {join}\n}}\n")
        return out


def program_text(top: Stream) -> str:
    """StreamIt text of a program whose top-level stream is ``top`` (input and output are
    the program's streams)."""
    return "\n".join(top.declarations()) + \
        f"{top.in_type}->{top.out_type} pipeline Main {{\n  add {top.name}();\n}}\n"
