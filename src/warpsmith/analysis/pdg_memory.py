"""Memory operations of the PDG counter (:mod:`warpsmith.analysis.pdg_count`): loads,
stores and read-modify-writes of memory lvalues, their address arithmetic (rule 4 of
:mod:`warpsmith.analysis.pdg`) and where an affine form is computed (rules 2 and 3)."""

from __future__ import annotations

from ..ir import nodes as N
from ..ir.types import AddressSpace, ArrayType
from .access import _space_of
from .pdg import Op
from .pdg_rules import (_address_parts, _lanes, _levels, _opt_count, _pure, _raw_count,
                        _register_array, _vars, _without)


class MemoryOps:
    """Mixed into :class:`~warpsmith.analysis.pdg_count.Counter` (which provides ``c``,
    ``op``, ``ex``, ``consume``, ``use`` and the tables)."""

    def place(self, p, key, cost: float) -> float | None:
        """Charge an affine form ``p`` computed with ``cost`` instructions where an
        optimizing compiler computes it: once before the loops it does not vary in (terms
        of unrolled loops' counters are immediate offsets), plus one add per iteration of
        the innermost rolled loop whose counter it uses (a strength-reduced induction
        variable). Returns the depth here, or None when ``p`` uses the variable of a loop
        that is not linear (compute it in place)."""
        syms = p.symbols()
        frames = self.frames
        loop_syms = {f.loop.symbol for f in frames if f.loop.symbol}
        if any(x.startswith(("loop:", "iter:")) and x not in loop_syms for x in syms):
            return None
        rolled = [i for i, f in enumerate(frames) if f.loop.symbol in syms and not f.unrolled]
        drop = {f.loop.symbol for f in frames if f.unrolled}
        k = (key, _without(p, drop))
        if not rolled:
            if k in self.addr:
                return 0.0
            self.addr.add(k)
            if frames:
                frames[0].preheader.ops.append(Op("C", cost))
            else:
                self.c(cost, 0)
                return self.alu
            return 0.0
        i = rolled[-1]
        if frames[i].loop.kind != "linear":
            return None
        if k in self.addr:
            return 0.0
        self.addr.add(k)
        frames[i].preheader.ops.append(Op("C", cost))
        if i == len(frames) - 1:
            self.c(1, 0)
        else:
            frames[i + 1].preheader.ops.append(Op("C", 1))
        return self.alu

    # memory --------------------------------------------------------------------
    def _is_memory(self, e) -> bool:
        if id(e) in self.by_node:
            return True
        if isinstance(e.type, ArrayType) if hasattr(e, "type") else True:
            return False
        if isinstance(e, (N.Index, N.Deref)):
            return True
        if isinstance(e, N.Field):
            return self._is_memory(e.base) or isinstance(e.base, (N.Index, N.Deref))
        return False

    def _access(self, e, kind):
        for a in self.by_node.get(id(e), ()):
            if a.kind == kind or (kind == "load" and a.kind == "atomic"):
                return a
        return None

    def memory(self, e, mode: str, extra: int = 0, value=None, op=None) -> float:
        """A load (``mode`` load), store (store, with ``value``) or read-modify-write (rmw,
        ``extra`` instructions between, with ``value``) of memory lvalue ``e``."""
        mark = len(self.fresh)
        load_acc = self._access(e, "load")
        store_acc = self._access(e, "store")
        d = self.address(e, load_acc or store_acc)
        if mode == "rmw":
            self.c(0, _levels(e))  # the simulator computes the address twice
        if mode in ("load", "rmw"):
            d = self._mem_op(e, load_acc, "load", d)
        if mode == "load":
            return d
        if value is not None:
            d = max(d, self._fma(value, op) if mode == "rmw" else self.ex(value))
        self.consume(mark)
        if extra:
            self.c(extra * _lanes(e.type), extra)
            d += self.alu
        self._mem_op(e, store_acc, "store", d)
        return d

    def _mem_op(self, e, acc, kind, depth) -> float:
        if acc is None:  # private, constant, or through a device function's pointer
            in_registers = self.opt and _register_array(e, self)
            if kind == "load" and not in_registers and e.loc is not None \
                    and _space_of(e, self.env) == AddressSpace.CONSTANT:
                site = (e.loc.line, e.loc.col)
                self.pdg.constant_sites.add(site)
                self.cur.raw += 1
                self.cur.ops.append(Op("C", 1, guards=self.guards, site=site))
            else:
                self.c(0 if in_registers else 1, 1)
            return depth + self.alu
        self.cur.raw += 1
        if acc.space == "global":
            if acc.kind == "atomic":
                self.op("A", acc, depth=depth)
                return depth
            if kind == "load":
                self.nloads += 1
                self.op("M", acc, load=self.nloads, depth=depth)
                self.fresh.append(self.nloads)
                return 0.0
            self.op("Mbar", acc, depth=depth)
            return depth
        if acc.kind == "atomic":
            self.op("A", acc, depth=depth)
            return depth + self.sh
        self.op("S" if kind == "load" else "Sbar", acc, depth=depth)
        return depth + (self.sh if kind == "load" else 0.0)

    def address(self, e, acc) -> float:
        """Count the address arithmetic of lvalue ``e`` (see rule 4 of the module doc)."""
        levels = _levels(e)
        parts = _address_parts(e)
        clean = all(_pure(p, self, need_op=False) for p in parts)
        if self.opt and acc is None and clean and _register_array(e, self):
            self.c(0, levels + sum(_raw_count(x, self) for x in parts))
            return 0.0
        if self.opt and acc is not None and acc.offset is not None and acc.offset.is_affine \
                and clean:
            raw = levels + sum(_raw_count(x, self) for x in parts)
            cost = levels + sum(_opt_count(x, self) for x in parts)
            for x in parts:
                for v in _vars(x):
                    self.use(v)
            d = self.place(acc.offset, (acc.array, acc.space), cost)
            if d is not None:
                self.c(0, raw)
                return d
        d = 0.0
        mark = len(self.fresh)
        for x in parts:
            d = max(d, self.ex(x))
        self.consume(mark)
        if levels:
            self.c(levels)
            d += self.alu
        return d



__all__ = ["MemoryOps"]
