"""Lambdas, GNU statement expressions and barriers inside expressions in device code,
lowered to functions (see ``docs/cxx-classes.md``); mixed into :class:`.semantic.Semantic`
beside :class:`.cxx.CxxMixin`.

* a lambda is a closure struct (each captured variable by value, or a pointer to it for a
  ``&`` capture; the object's address for ``this``) and a device function
  ``<fn>_lambda<k>(closure, params...)``, made per argument-type list;
* ``({ ...; e; })`` is a lambda capturing everything by reference, called once;
* ``__syncthreads()`` inside an expression calls a generated function holding the barrier.
"""

from __future__ import annotations

from dataclasses import field

from ..ir.record import record
from ..ir import nodes as N
from ..ir.errors import SemanticError, Unsupported
from ..ir.types import AddressSpace, ArrayType, PointerType, ScalarType, StructType, VOID
from .cxx import SELF, ClassInfo, _loc
from .parser import ParamSyn, Syn

@record(frozen=False)
class LambdaInfo:
    """A lambda expression read in one function: its syntax and its captures."""

    syn: Syn
    struct: StructType
    captures: list  # (name, field name | None, "value" | "ref" | "const", VarInfo)
    tbind: dict
    tparam_types: dict
    owner: ClassInfo | None = None  # the class whose `this` the lambda captured
    #: the class of the member function the lambda is written in, when it captures no
    #: `this`: its static members are in scope in the body (C++ [expr.prim.lambda.closure]:
    #: the body is looked up in the enclosing function's scope)
    scope_class: ClassInfo | None = None
    #: captured ``constexpr`` local objects of class type: name -> their value (each is a
    #: local copy holding that value in the lambda's function, a constant there too)
    const_objects: dict = field(default_factory=dict)
    instances: dict = field(default_factory=dict)  # argument types -> function name
    mutable: bool = False  # its function takes the closure by pointer
    types: dict = field(default_factory=dict)  # the enclosing scopes' local type names
    # names the lambda uses that the host scope around a launch does not declare
    unknown: tuple = ()



class LambdaMixin:
    """Lambdas, statement expressions, barriers in expressions (mixed into ``Semantic``)."""

    # ------------------------------------------------------------------ lambdas
    def ex_lambda(self, s, ctx):
        """A lambda expression: the closure struct of its captures (by value, or a pointer
        for a by-reference capture); calls go to :meth:`_cxx_call_lambda`."""
        loc = _loc(s.tok)
        inits = getattr(s, "inits", [])
        own = {p.decl.name for p in s.params if p.decl.name}
        inner = own | _declared(s.body) | {nm for nm, _, _, _ in inits}
        names = []
        for nm in _free_ids(s.body):
            if nm not in inner and nm not in names:
                names.append(nm)
        explicit = {nm: byref for nm, byref, _ in s.caps}
        for nm, _, t in s.caps:
            if nm != "this" and self.lookup(nm, ctx) is None:
                raise SemanticError(f"captured '{nm}' is not a local variable", _loc(t))
        caps = []
        fields = []
        values = []
        own = self._cxx_owner_of(ctx)
        owner = None
        if own is not None and any(nm == "this" or (self.lookup(nm, ctx) is None and nm in
                                                    dict(own[0].struct.fields))
                                   for nm in names):
            if s.default is None and "this" not in explicit:
                raise SemanticError("'this' is not captured by the lambda", loc)
            this = self.cxx_member("this", ctx, loc)  # the object, by its address
            fields.append(("this_", this.type))
            values.append(this)
            owner = own[0]
        for nm in names + [n for n in explicit if n not in names and n != "this"]:
            v = self.lookup(nm, ctx)
            if v is None:
                continue
            if nm not in explicit and s.default is None:
                if v.kind in ("var", "alias"):
                    raise SemanticError(f"'{nm}' is not captured by the lambda", loc)
            if v.kind in ("const", "type"):
                caps.append((nm, None, "const", v))
                continue
            if v.kind not in ("var", "alias"):
                raise Unsupported(f"capture of '{nm}' ({v.kind})", loc)
            byref = explicit.get(nm, s.default == "&")
            cur = self.ex(Syn("id", s.tok, name=nm, qual=[], targs=None), ctx)
            fname = f"{nm}_"
            if byref:
                ptr = self.address_for_ref(cur, PointerType(cur.type, self.space_of(cur)),
                                           s.tok) if not isinstance(cur.type, ArrayType) \
                    else self.decay(cur)
                fields.append((fname, ptr.type))
                values.append(ptr)
                caps.append((nm, fname, "ref" if not isinstance(cur.type, ArrayType)
                             else "array", v))
            else:
                fields.append((fname, cur.type))
                values.append(cur)
                caps.append((nm, fname, "value", v))
        for nm, byref, t, e in inits:  # `[n = e]` by value, `[&r = x]` a pointer to x
            cur = self.ex(e, ctx)
            fname = f"{nm}_"
            if byref:
                ptr = self.address_for_ref(cur, PointerType(cur.type, self.space_of(cur)), t)
                fields.append((fname, ptr.type))
                values.append(ptr)
                caps.append((nm, fname, "ref", None))
            else:
                cur = self.decay(cur)
                fields.append((fname, cur.type))
                values.append(cur)
                caps.append((nm, fname, "value", None))
        if not fields:
            fields.append(("unused_", ScalarType("int", 32, True)))
            values.append(N.Const(0, ScalarType("int", 32, True), loc=loc))
        same = self._lambda_seen(s, fields, caps, ctx)
        if same is not None:  # the same lambda read again (host code, once per binding)
            uname = self._cxx_maker(same, len(values), s.tok)
            if uname not in ctx.callees:
                ctx.callees.append(uname)
            return N.Call(uname, tuple(values), same, loc=loc)
        self.cxx_count += 1
        base = f"{ctx.name or 'fn'}_lambda{self.cxx_count}"
        st = StructType(base + "_t", tuple(fields))
        self._lambda_seen(s, fields, caps, ctx, st)
        self.structs[st.name] = st
        self.struct_order.setdefault(st.name, len(self.struct_order))
        # local typedefs and aliases of the enclosing function are in scope in the body
        # (`tile_B::I` with `typedef tile<16, 8, T> tile_B;` before the lambda)
        # (and its constants: `constexpr int kUnitK = ..;` sizes a lambda's parameter
        # `const T (*sa)[kUnitK]`; a constant is used without being captured)
        types = {nm: v for scope in ctx.scopes for nm, v in scope.items()
                 if v.kind in ("type", "const")}
        unknown = tuple(nm for nm in names if ctx.host and self.lookup(nm, ctx) is None)
        self.cxx_lambdas[st.name] = LambdaInfo(s, st, caps, dict(ctx.tbind),
                                              dict(ctx.tparam_types), owner,
                                              mutable=bool(s.mutable), types=types,
                                              unknown=unknown,
                                              scope_class=own[0] if own is not None and
                                              owner is None else None,
                                              const_objects=_const_objects(caps, ctx))
        uname = self._cxx_maker(st, len(values), s.tok)
        if uname not in ctx.callees:
            ctx.callees.append(uname)
        return N.Call(uname, tuple(values), st, loc=loc)

    def _lambda_seen(self, s, fields: list, caps: list, ctx, st: StructType | None = None):
        """The closure type already made for lambda ``s`` with the same captured types,
        constants and enclosing template bindings (host code around a launch is read once
        per binding of its host templates: one lambda must stay one type), or None;
        with ``st``, record ``st`` as that type."""
        if ctx.device:  # device code reads each function instance once
            return None
        consts = tuple((nm, repr(v.expr)) for nm, _, how, v in caps if how == "const")
        # (the body's syntax too: two lambdas of one macro's expansions share a place)
        key = (s.tok.where, repr(s.body), repr(s.params), tuple(fields), consts,
               repr(sorted(ctx.tbind.items(), key=lambda kv: kv[0])))
        seen = self.__dict__.setdefault("_host_lambdas", {})
        if st is not None:
            seen[key] = st
        return seen.get(key)

    def _cxx_call_lambda(self, lam: LambdaInfo, obj: N.Expr, args: list, tok, ctx,
                         arg_syn=()):
        s = lam.syn
        if len(args) < len(s.params) and all(p.default is not None
                                             for p in s.params[len(args):]):
            # `init_slice()` of `[&](bool first_init = false) {..}`: the default arguments,
            # literals only (C++ reads a default where the lambda is written; a name
            # could mean another variable where the call is)
            from .constexpr import syntax_names
            rest = s.params[len(args):]
            if any(syntax_names(p.default) for p in rest):
                raise Unsupported("a lambda's default argument that names a variable or "
                                  "a constant (literals are read)", _loc(tok))
            args = list(args) + [self.ex(p.default, ctx) for p in rest]
        packed = bool(s.params) and s.params[-1].decl.pack  # `[](auto... xs) {..}`
        if len(args) != len(s.params) and not (packed and len(args) >= len(s.params) - 1):
            raise SemanticError(f"the lambda takes {len(s.params)} argument"
                                f"{'s' if len(s.params) != 1 else ''}, got {len(args)}",
                                _loc(tok))
        # by pointer: a non-const reference; `auto&& x` only when given an lvalue (a
        # temporary is taken by value, the object it would bind)
        each = list(s.params) + [s.params[-1]] * (len(args) - len(s.params)) if packed \
            else s.params  # (a pack's parameter, once per element)
        refs = tuple(_by_ref(p) and (not p.decl.rref or isinstance(
            a, (N.Var, N.Index, N.Deref, N.Field))) for p, a in zip(each, args))
        args = [a if r else self.decay(a) for a, r in zip(args, refs)]
        key = (tuple(a.type for a in args), refs)
        uname = lam.instances.get(key)
        if uname is None:
            uname = self._cxx_lambda_function(lam, key[0], tok, refs)
            lam.instances[key] = uname
        fn = self.functions[uname]
        if lam.mutable:  # the closure object itself, so its changes persist
            if not isinstance(obj, (N.Var, N.Index, N.Deref, N.Field)):
                raise Unsupported("a mutable lambda called as a temporary", _loc(tok))
            obj = self.address_for_ref(obj, fn.params[0].type, tok)
        out = [obj]
        for i, (a, p) in enumerate(zip(args, fn.params[1:])):
            if refs[i]:  # a non-const reference: the argument's address
                a = self.address_for_ref(a, p.type, arg_syn[i].tok if i < len(arg_syn)
                                         else tok)
            out.append(self.conv(a, p.type, tok))
        if uname not in ctx.callees:
            ctx.callees.append(uname)
        return N.Call(uname, tuple(out), fn.return_type, loc=_loc(tok))

    def _cxx_lambda_function(self, lam: LambdaInfo, arg_types: tuple, tok,
                             refs: tuple) -> str:
        from .semantic import FuncCtx, VarInfo, _declared_names
        s = lam.syn
        name = lam.struct.name[:-2] + (f"_{len(lam.instances)}" if lam.instances else "")
        loc = _loc(s.tok)
        ctx = FuncCtx(name=name, tbind=dict(lam.tbind), tparam_types=dict(lam.tparam_types))
        # (the names a body declares, once per lambda: a kernel's instances read it again)
        cache = self.__dict__.setdefault("_lambda_declared", {})
        if id(s.body) not in cache:
            cache[id(s.body)] = (s.body, _declared_names(s.body))  # (keeps the id's object)
        ctx.declared = cache[id(s.body)][1] | {p.decl.name for p in s.params}
        ctx.used = set(self.globals)
        ctx.scopes = [{}]
        self.functions[name] = None
        self._vs_stack.append({})
        try:
            if lam.mutable:  # `mutable`: the closure by pointer, its members writable
                pt = PointerType(lam.struct, AddressSpace.GENERIC)
                cname = self.declare("closure", pt, ctx, AddressSpace.PRIVATE)
                cvar = N.Deref(N.Var(cname, pt, loc=loc), lam.struct, loc=loc)
                params = [N.Param(cname, pt, False, loc=loc)]
            else:
                cname = self.declare("closure", lam.struct, ctx, AddressSpace.PRIVATE)
                cvar = N.Var(cname, lam.struct, loc=loc)
                params = [N.Param(cname, lam.struct, True, loc=loc)]
            scope = ctx.scopes[0]
            scope.update(lam.types)
            if lam.owner is not None:  # members through the captured `this`
                ft = lam.struct.field_type("this_")
                scope[SELF] = VarInfo(SELF, ft, AddressSpace.PRIVATE, "alias",
                                      N.Field(cvar, "this_", ft, loc=loc))
                self.cxx_owner[name] = (lam.owner, "pointer")
            elif lam.scope_class is not None:  # the class's static members, no object
                self.cxx_owner[name] = (lam.scope_class, "static")
            for nm, fname, how, v in lam.captures:
                if how == "const":
                    scope[nm] = v
                    continue
                ft = lam.struct.field_type(fname)
                f = N.Field(cvar, fname, ft, loc=loc)
                if how == "ref":
                    scope[nm] = VarInfo(nm, ft.pointee, ft.space, "alias",
                                        N.Deref(f, ft.pointee, loc=loc))
                else:
                    scope[nm] = VarInfo(nm, ft, AddressSpace.PRIVATE, "alias", f)
            copies = [self._cxx_const_copy(nm, value, ctx, loc)
                      for nm, value in lam.const_objects.items()]
            for k, (p, at, by_ref) in enumerate(zip(s.params, arg_types, refs)):
                if p.decl.pack:  # `auto... xs`: one parameter per remaining argument
                    params += self._cxx_lambda_pack(p, arg_types[k:], refs[k:], ctx)
                    break
                if p.spec.base == "auto" and not p.spec.words:
                    t = at
                else:
                    t = self._param_type(p, ctx, False)
                pname = p.decl.name or f"_p{len(params)}"
                ploc = _loc(p.decl.tok)
                if by_ref:
                    # a non-const reference: a pointer to the caller's object, read and
                    # written through (so a write is seen after the call)
                    pt = PointerType(t, AddressSpace.GENERIC)
                    un = self.declare(pname, pt, ctx, AddressSpace.PRIVATE)
                    scope[pname] = VarInfo(un, t, AddressSpace.GENERIC, "alias",
                                           N.Deref(N.Var(un, pt, loc=ploc), t, loc=ploc))
                    params.append(N.Param(un, pt, False, loc=ploc))
                    continue
                un = self.declare(pname, t, ctx, AddressSpace.PRIVATE)
                params.append(N.Param(un, t, False, loc=ploc))
            ctx.return_type = self.type_name(s.ret, ctx) if s.ret is not None else None
            ctx.scopes.append({})
            stmts = self.block_stmts(s.body, ctx)
            stmts = copies + list(ctx.prelude) + list(stmts)
            rt = ctx.return_type if ctx.return_type is not None else \
                VOID
        except SemanticError as e:
            del self.functions[name]
            _host_capture_error(lam, e)
            raise
        except BaseException:
            del self.functions[name]
            raise
        finally:
            self._vs_stack.pop()
        self.functions[name] = N.Function(name, tuple(params), rt, N.Block(tuple(stmts),
                                          loc=loc), loc=loc)
        self.fn_callees[name] = list(ctx.callees)
        # a lambda's call operator is constexpr when it can be (C++17): a constant
        # expression evaluates its locals and assignments too (const_call)
        self.__dict__.setdefault("constexpr_fns", set()).add(name)
        return name

    def _cxx_lambda_pack(self, p, types: tuple, refs: tuple, ctx) -> list:
        """The parameters of a generic lambda's pack ``auto... xs`` for the argument
        types ``types``: a hidden parameter per element, ``xs`` the pack of them (expanded
        as a function template's pack is: ``f(xs...)``, ``S(xs...)``, ``sizeof...(xs)``)."""
        from .semantic import VarInfo
        from .templates import _PACK_PREFIX

        if p.spec.base != "auto" or p.spec.words or any(refs):
            raise Unsupported("a lambda's parameter pack other than 'auto... name'",
                              _loc(p.decl.tok))
        name = p.decl.name or "_pack"
        out, elems = [], []
        for i, t in enumerate(types):
            un = self.declare(f"{name}_{i}", t, ctx, AddressSpace.PRIVATE)
            hidden = f"{_PACK_PREFIX}{name}{i}"
            ctx.scopes[-1][hidden] = ctx.scopes[-1].pop(f"{name}_{i}")
            out.append(N.Param(un, t, False, loc=_loc(p.decl.tok)))
            elems.append(hidden)
        ctx.scopes[-1][name] = VarInfo(name, None, AddressSpace.PRIVATE, "pack", tuple(elems))
        return out

    def _cxx_const_copy(self, nm: str, value, ctx, loc) -> N.Decl:
        """In a lambda's function, the captured constexpr object ``nm``: a local holding
        its members, whose value constant expressions use (``w_type.size_bits()`` in an
        `if constexpr` of the lambda); an object that never changes, so a copy is it."""
        t, v = value
        un = self.declare(nm, t, ctx, AddressSpace.PRIVATE)
        ctx.consts[un] = v
        items = tuple(N.Const(x, ft, loc=loc) for (_, x), (_, ft) in zip(v.fields, t.fields))
        return N.Decl(un, t, N.InitList(items, t, loc=loc), AddressSpace.PRIVATE, True,
                      loc=loc)

    def ex_stmtexpr(self, s, ctx):
        """``({ stmts; e; })``: a lambda capturing by reference, called at once; its value
        is the last expression statement's."""
        stmts = list(s.body.stmts)
        for x in _walk(s.body):
            if x.kind == "return":
                raise Unsupported("'return' inside a statement expression", _loc(x.tok))
        if stmts and stmts[-1].kind == "expr":
            last = stmts[-1]
            stmts[-1] = Syn("return", last.tok, value=last.e)
        lam = Syn("lambda", s.tok, default="&", caps=[], params=[], ret=None,
                  body=Syn("block", s.body.tok, stmts=stmts), mutable=False)
        obj = self.ex_lambda(lam, ctx)
        return self._cxx_call_lambda(self.cxx_lambdas[obj.type.name], obj, [], s.tok, ctx)

    # ------------------------------------------------------------------ barriers
    def cxx_barrier_call(self, tok, ctx) -> N.Expr:
        """``__syncthreads()`` inside an expression: a call of a generated function whose
        body is the barrier."""
        name = "syncthreads_in_expr"
        loc = _loc(tok)
        if name not in self.functions:
            self.functions[name] = N.Function(name, (), VOID, N.Block((
                N.Barrier(("local", "global"), loc=loc),), loc=loc), loc=loc)
            self.fn_callees[name] = []
        if name not in ctx.callees:
            ctx.callees.append(name)
        return N.Call(name, (), VOID, loc=loc)


def _const_objects(caps: list, ctx) -> dict:
    """The captured locals that are constexpr objects of class type (their value in
    ``ctx.consts``, frontend/constobj.py): name -> (type, value)."""
    from .constexpr import StructValue

    out = {}
    for nm, fname, how, v in caps:
        if fname is not None and how in ("ref", "value") and v is not None and \
                isinstance(ctx.consts.get(v.name), StructValue):
            out[nm] = (v.type, ctx.consts[v.name])
    return out


def _host_capture_error(lam: LambdaInfo, e: SemanticError) -> None:
    """Raise the reason when ``e`` is the use of a name a lambda written in host code
    captures but the host scope around the launch does not declare (its type is a host
    class's, or a host function's result: xgboost's `LaunchN(n, [=] __device__ (..) {..})`
    capturing `auto evaluator = ..GetEvaluator<..>()`)."""
    for nm in lam.unknown:
        if e.message == f"use of undeclared identifier '{nm}'":
            raise Unsupported(f"the lambda uses '{nm}', which the host code around the "
                              "launch does not declare as far as it is read (a variable of a "
                              "host class, or a host function's result, has no type there): "
                              "the kernel is not instantiated for this lambda", e.loc) from None


def _by_ref(p: ParamSyn) -> bool:
    """Whether a lambda parameter is a non-const reference (``float& x``, ``auto& x``)."""
    return bool(p.decl.ref) and not p.decl.arrays and not (p.spec.const and
                                                            not p.decl.ptrs)


def _walk(syn):
    stack = [syn]
    while stack:
        x = stack.pop()
        if isinstance(x, Syn):
            yield x
            if x.kind == "lambda":
                continue
            stack.extend(v for k, v in x.__dict__.items() if k not in ("tok", "kind"))
        elif isinstance(x, (list, tuple)):
            stack.extend(x)
        elif isinstance(x, ParamSyn):
            stack.append(x.default)


def _free_ids(body) -> list:
    out = []
    for x in _walk(body):
        if x.kind == "id" and not x.qual and x.name not in out:
            out.append(x.name)
        if x.kind == "lambda":
            out.extend(n for n in _free_ids(x.body) if n not in out)
            for _, _, _, e in getattr(x, "inits", []):
                out.extend(n for n in _free_ids(e) if n not in out)
    return out


def _declared(body) -> set:
    from .semantic import _declared_names
    return _declared_names(body)
