"""Function pointers in device code, read by specialization (issues 17 and 18; mixed into
:class:`.semantic.Semantic`; ``docs/callables.md`` gives every rule).

The IR has no indirect calls (neither does OpenCL C), so a function pointer is read only
where the function it holds is known when reading, and every call through it becomes a
direct call:

* a local or ``__device__`` variable initialized from a function name (``op_t f = add;``,
  ``float (*g)(float) = &sq;``) and a table of them indexed by a constant
  (``op_t ops[] = {add, mul}; ops[1](a, b)``) are compile-time bindings, never storage;
* a device function with function-pointer parameters (``float apply(op_t f, float a)``)
  is cloned per call site's functions (``apply_add``), the parameter bound like a
  function-pointer template parameter (:class:`.semantic.FuncRef`) and dropped from the
  clone's parameters;
* anything chosen at run time (a table indexed by a thread's value, a condition, a
  kernel parameter the host fills with a device address) is refused, located, with the
  reason.
"""

from __future__ import annotations

from ..ir.record import record
from ..ir import nodes as N
from ..ir.errors import SemanticError, Unsupported, WarpsmithError
from ..ir.types import I32, StructType
from .parser import ParamSyn, Syn

RUNTIME = ("warpsmith reads a call through a function pointer only when the function it "
           "holds is known when reading (it becomes a direct call)")


@record
class FnTable:
    """A constant table of function pointers (``op_t ops[] = {add, mul};``): the function
    of each element."""

    names: tuple

    def __str__(self) -> str:
        return "_".join(self.names)


#: the type a template kernel's callable parameter is guessed as (``warpsmith kernels``
#: reads a template kernel the file never instantiates with guessed arguments; a type
#: parameter ``L`` of ``L f`` called as ``f(i)`` cannot be guessed as ``float``)
GUESSED_CALLABLE = "__ws_guessed_callable"


@record
class GuessedCallable(StructType):
    """The guessed callable: a struct whose call, with any arguments, does nothing but
    return its first argument (``__ws_guessed_callable_call<k>(f, i)``; void without
    arguments). Only a guessed instance uses it: it shows that the rest of the kernel
    reads and prints."""


def _loc(tok):
    from .semantic import _loc as loc
    return loc(tok)


class CallablesMixin:
    """Function pointers bound when reading (mixed into ``Semantic``)."""

    # ------------------------------------------------------------------ declarations
    def fnptr_spec(self, spec) -> bool:
        """Whether ``spec`` names a function-pointer type (``typedef float (*op_t)(..)``
        or ``using op_t = float (*)(..)``)."""
        return isinstance(spec.base, str) and spec.base in self.prog.fnptr_types

    def is_fnptr_param(self, p: ParamSyn, bind: dict | None = None) -> bool:
        """Whether parameter ``p`` is a function pointer (``op_t f``, ``float (*f)(float)``,
        or ``F f`` with ``F`` bound to a function)."""
        return bool(p.decl.fnptr) or self.fnptr_spec(p.spec) or (
            bind is not None and isinstance(p.spec.base, str) and not p.decl.ptrs and
            isinstance(bind.get(p.spec.base), _funcref()))

    def fnptr_positions(self, c) -> dict:
        """Function-pointer parameters of function chunk ``c``: position -> ParamSyn."""
        cache = self.__dict__.setdefault("_fnptr_pos", {})
        if id(c) not in cache:
            try:
                _, d, _ = self.func_syntax(c)
            except WarpsmithError:  # reported where it is called
                c.error = None  # a later parse may know more type names (a class's)
                cache[id(c)] = {}
            else:
                cache[id(c)] = {i: p for i, p in enumerate(d.params)
                                if self.is_fnptr_param(p)}
        return cache[id(c)]

    def fn_type_positions(self, c, args: list, ctx) -> dict:
        """Parameters ``F f`` of function template ``c`` (``F`` a type template parameter)
        whose argument in this call is a function (``for_each(n, add)``): position ->
        ParamSyn. ``F`` and ``f`` are bound to the function, as for a function pointer."""
        if not c.template:
            return {}
        types = {tp.name for tp in c.template if tp.is_type and not tp.pack}
        try:
            _, d, _ = self.func_syntax(c)
        except WarpsmithError:  # reported by the usual call path
            c.error = None  # a later parse may know more type names (a class's)
            return {}
        out = {}
        for i, p in enumerate(d.params[:len(args)]):
            plain = not (p.decl.ptrs or p.decl.arrays or p.decl.fnptr)
            if plain and isinstance(p.spec.base, str) and p.spec.base in types and \
                    args[i].kind in ("id", "addr") and \
                    isinstance(self.fn_target(args[i], ctx), _funcref()):
                out[i] = p
        return out

    def fnptr_param(self, p: ParamSyn, c, bind: dict) -> None:
        """Check a function-pointer parameter of the function being read: bound by its
        call site (nothing to declare), or refused with the reason."""
        loc = _loc(p.decl.tok)
        name = p.decl.name or "?"
        if c.kernel:
            raise Unsupported(f"kernel parameter '{name}' of function-pointer type: the host "
                              "passes a device function's address, known only at run time; "
                              + RUNTIME, loc)
        if p.decl.ptrs or p.decl.arrays:
            raise Unsupported(f"parameter '{name}': a pointer to or an array of function "
                              "pointers", loc)
        if not isinstance(bind.get(p.decl.name), _funcref()):
            raise Unsupported(f"function-pointer parameter '{name}' whose function no call "
                              "site gives; " + RUNTIME, loc)

    def fnptr_local(self, d, init, ctx) -> None:
        """A local function pointer or table of them (``op_t f = add;``,
        ``op_t ops[2] = {add, mul};``): bound in the function's compile-time bindings;
        anything whose function is not known when reading is refused."""
        loc = _loc(d.tok)
        if d.ptrs:
            raise Unsupported(f"'{d.name}': a pointer to a function pointer", loc)
        if init is None:
            raise Unsupported(f"function pointer '{d.name}' without an initializer (one "
                              "assigned later is not read); " + RUNTIME, loc)
        ctx.tbind[d.name] = self._fn_value(d, init, ctx)

    def _fn_value(self, d, init, ctx):
        loc = _loc(d.tok)
        if d.arrays:
            if init.kind != "initlist":
                raise Unsupported(f"table of function pointers '{d.name}' not initialized "
                                  "from a list of functions", loc)
            names = []
            for it in init.items:
                it = getattr(it, "value", it)
                ref = self.fn_target(it, ctx)
                if not isinstance(ref, _funcref()):
                    raise Unsupported(f"element of '{d.name}' is not a function known when "
                                      "reading; " + RUNTIME, _loc(it.tok))
                names.append(ref.name)
            return FnTable(tuple(names))
        ref = self.fn_target(init, ctx)
        if not isinstance(ref, _funcref()):
            raise Unsupported(f"function pointer '{d.name}' initialized from an expression "
                              "that is not a function known when reading; " + RUNTIME, loc)
        return ref

    def fn_global(self, name: str):
        """The function (or table) of a program-scope function pointer
        (``__device__ op_t d_add = add;``), read on first use; None if ``name`` is not one."""
        slot = self.__dict__.setdefault("fn_globals", {})
        v = slot.get(name)
        if isinstance(v, tuple):  # (declarator, initializer) not read yet
            d, init = v
            ctx = self._global_ctx()
            if init is None:
                raise Unsupported(f"function pointer '{name}' without an initializer (one "
                                  "the host sets is known only at run time); " + RUNTIME,
                                  _loc(d.tok))
            slot[name] = v = self._fn_value(d, init, ctx)
        return v

    def fn_global_declare(self, d, init) -> None:
        """Record a program-scope function pointer; read when first used."""
        self.__dict__.setdefault("fn_globals", {})[d.name] = (d, init)

    # ------------------------------------------------------------------ values
    def fn_target(self, syn, ctx):
        """The function ``syn`` denotes when it is a function (a name, ``&f``, ``*f``, a
        bound local or parameter, a program-scope function pointer, a table element at a
        constant index): a :class:`FuncRef`, a :class:`FnTable` for a whole table, or None
        when ``syn`` is not function-valued. A function chosen at run time is refused."""
        FuncRef = _funcref()
        if syn is None:
            return None
        k = syn.kind
        if k == "id" and syn.targs and not syn.qual and syn.name in self.funcs:
            return self._fn_instance(syn, ctx)
        if k == "tmember":
            from .templates import trait_function
            return trait_function(self, syn, ctx)
        if k == "call":  # `get_vec_dot<type, D>()`: a constexpr function returning one
            from .constexpr import returned_function
            return returned_function(self, syn, ctx)
        if k == "member" and not syn.arrow and syn.b.kind == "call":
            # `get_funcs<type, J>().load_tiles`: a function-pointer member of the struct a
            # constexpr function returns
            from .constexpr import returned_member_function
            return returned_member_function(self, syn, ctx)
        if k in ("addr", "deref") or (k == "cast" and self.fnptr_spec(syn.type.spec)):
            inner = self.fn_target(syn.e, ctx)  # `&f`, `*f`, `(op_t)f`
            return inner if isinstance(inner, FuncRef) else None
        if k == "id" and not syn.qual and not syn.targs:
            if self.lookup(syn.name, ctx) is not None:
                return None
            v = ctx.tbind.get(syn.name)
            if isinstance(v, (FuncRef, FnTable)):
                return v
            if syn.name in ctx.tbind:
                return None
            g = self.fn_global(syn.name)
            if g is not None:
                return g
            if syn.name in self.funcs or syn.name in self.fspecs:
                return FuncRef(syn.name)
            return None
        if k == "index":
            table = self.fn_target(syn.b, ctx)
            if not isinstance(table, FnTable):
                return None
            return self._table_element(table, syn, ctx)
        if k == "cond":
            a, b = self.fn_target(syn.a, ctx), self.fn_target(syn.b, ctx)
            if a is None and b is None:
                return None
            from .semantic import fold
            c = fold(self.ex(syn.c, ctx), ctx.consts, self.const_call)
            if c is None:
                raise Unsupported("a function pointer chosen by a condition known only at run "
                                  "time; " + RUNTIME, _loc(syn.tok))
            return a if c else b
        return None

    def _fn_instance(self, syn, ctx):
        """``wb<T, 4>`` as a value (a function pointer's initializer, mmq.cuh's
        ``constexpr mmq_write_back_t write_back = mmq_write_back_mma<type, x, y, c>;``):
        the instance of the one function template of that name that takes the explicit
        arguments. Every template parameter must be given or defaulted (nothing is
        deduced from a call that has not happened yet)."""
        from .semantic import FuncRef
        found, err = [], None
        for i, c in enumerate(self.funcs[syn.name]):
            if not c.template or len(syn.targs) > len(c.template):
                continue
            try:
                found.append((i, self.bind_template(c, syn.targs, {}, ctx, syn.tok)))
            except WarpsmithError as e:
                err = e
        if len(found) != 1:
            if not found and err is not None:
                raise err
            raise SemanticError(f"'{syn.name}<..>' names {len(found) or 'no'} function "
                                "template instances (an instance used as a value must "
                                "name one)", _loc(syn.tok))
        i, bind = found[0]
        return FuncRef(syn.name, tuple(bind.items()), i)

    def _table_element(self, table: FnTable, syn, ctx):
        from .semantic import FuncRef, fold
        i = fold(self.ex(syn.i, ctx), ctx.consts, self.const_call)
        if i is None:
            raise Unsupported("a call through a table of function pointers at an index known "
                              "only at run time; " + RUNTIME, _loc(syn.tok))
        if not 0 <= int(i) < len(table.names):
            raise SemanticError(f"index {int(i)} is outside the table of "
                                f"{len(table.names)} function pointers", _loc(syn.tok))
        return FuncRef(table.names[int(i)])

    def fn_callee(self, fn, ctx):
        """The function a call's callee expression names when that is a function pointer
        (``ops[1](..)``, ``(*f)(..)``, ``d_add(..)``), or None."""
        if fn.kind == "id":
            if fn.qual or fn.targs or self.lookup(fn.name, ctx) is not None or \
                    fn.name in ctx.tbind or self.fn_global(fn.name) is None:
                return None
        elif fn.kind not in ("index", "deref", "cond"):
            return None
        ref = self.fn_target(fn, ctx)
        return ref if isinstance(ref, _funcref()) else None

    # ------------------------------------------------------------------ guessed callable
    def guessed_callable(self) -> StructType:
        """The type :data:`GUESSED_CALLABLE` names (registered as a struct on first use)."""
        st = self.structs.get(GUESSED_CALLABLE)
        if st is None:
            st = GuessedCallable(GUESSED_CALLABLE, (("unused_", I32),))
            self.structs[GUESSED_CALLABLE] = st
            self.struct_order.setdefault(GUESSED_CALLABLE, len(self.struct_order))
        return st

    def call_guessed(self, obj: N.Expr, args: list, tok, ctx) -> N.Expr:
        """``f(args)`` on the guessed callable: a call of a function taking the callable
        and the arguments that returns its first argument (void without arguments), so
        that a functor's value is usable (``acc = op(acc, x)``); one function per list of
        argument types."""
        args = [self.decay(a) for a in args]
        types = tuple(a.type for a in args)
        table = self.__dict__.setdefault("_guessed_calls", {})
        name = table.get(types)
        loc = _loc(tok)
        from ..ir.types import VOID
        result = types[0] if types else VOID
        if name is None:
            name = f"{GUESSED_CALLABLE}_call{len(table) or ''}"
            params = (N.Param("self", obj.type, True, loc=loc),) + tuple(
                N.Param(f"a{i}", t, False, loc=loc) for i, t in enumerate(types))
            body = (N.Return(N.Var("a0", types[0], loc=loc), loc=loc),) if types else ()
            self.functions[name] = N.Function(name, params, result, N.Block(body, loc=loc),
                                              loc=loc)
            self.fn_callees[name] = []
            table[types] = name
        if name not in ctx.callees:
            ctx.callees.append(name)
        return N.Call(name, (obj, *args), result, loc=loc)

    # ------------------------------------------------------------------ calls
    def call_with_functions(self, name: str, s: Syn, ctx):
        """A call of a device function with function-pointer parameters: the clone of the
        function for the functions this call passes (``apply(add, x, y)`` calls
        ``apply_add(x, y)``)."""
        from .semantic import FuncRef, struct_instances
        from .templates import deduce_params
        tok = s.fn.tok
        loc = _loc(tok)
        cands = self.funcs[name]
        if len(cands) > 1:
            raise Unsupported(f"overloaded function '{name}' with function-pointer "
                              "parameters", loc)
        chosen = cands[0]
        generic = self.fn_type_positions(chosen, s.args, ctx)
        pos = {**self.fnptr_positions(chosen), **generic}
        _, d, _ = self.func_syntax(chosen)
        if len(s.args) != len(d.params):
            raise SemanticError(f"'{name}' takes {len(d.params)} arguments, got "
                                f"{len(s.args)} (default arguments beside function-pointer "
                                "parameters are not read)", loc)
        fns, rest, args = {}, [], []
        for i, a in enumerate(s.args):
            if i in pos:
                ref = self.fn_target(a, ctx)
                if not isinstance(ref, FuncRef):
                    raise Unsupported(f"argument {i + 1} of '{name}' (function-pointer "
                                      f"parameter '{pos[i].decl.name}') is not a function "
                                      "known when reading; " + RUNTIME, _loc(a.tok))
                fns[pos[i].decl.name] = ref
            else:
                rest.append(a)
                args.append(self.ex(a, ctx))
        bind: dict = {}
        targs = s.fn.targs or []
        if chosen.template:
            params = [p for i, p in enumerate(d.params) if i not in pos]
            deduced, _ = deduce_params(chosen.template, params,
                                       [self.decay(a).type for a in args],
                                       strip=lambda t: t, instances=struct_instances(self))
            for p in generic.values():  # `F` of `F f`: the function (names the clone)
                deduced[p.spec.base] = fns[p.decl.name]
            bind = self.bind_template(chosen, targs, {}, ctx, tok, deduced)
        elif targs:
            raise SemanticError(f"'{name}' is not a template", loc)
        bind.update(fns)
        return self._call_chosen(name, chosen, bind, Syn("call", s.tok, fn=s.fn, args=rest),
                                 args, ctx)


def _funcref():
    from .semantic import FuncRef
    return FuncRef
