"""Finding a kernel of a module by the name a user gives.

One lookup for the command line, the backends, the model and the optimizer: the kernel's
unique name (``matrixMul_32``), the name written in the source when one kernel has it
(``matrixMul``), or a template form (``matrixMul<32>``). What only the reader of the source
knows (which name a ``k<...>`` request was read as, template kernels left uninstantiated,
kernels that failed to read) comes from the module's ``frontend_info``, a
:class:`ReadInfo`; without it the lookup still works on the names alone.
"""

from __future__ import annotations

from .errors import SemanticError
from .nodes import Function, Module, SourceLoc


class ReadInfo:
    """What reading a source found besides the module's functions, as far as the kernel
    lookup needs it. The frontend's :class:`~warpsmith.frontend.FrontendInfo` fills it in;
    the defaults know nothing."""

    def kernel_named(self, module: Module, name: str) -> Function | None:
        """The kernel that ``name`` (a requested or template form) was read as, or None."""
        return None

    def explain_missing(self, module: Module, base: str) -> None:
        """Raise the located error that says why kernel ``base`` is not in the module (a
        template without instantiation, a kernel that failed to read); else return."""


def _template_args(name: str) -> list[str]:
    inner = name.split("<", 1)[1].strip()
    if inner.endswith(">"):
        inner = inner[:-1]
    return [a.strip() for a in inner.split(",")]


def find_kernel(module: Module, kernel: str | Function) -> Function:
    """The kernel ``kernel`` names in ``module`` (a Function is returned as it is).

    Accepts the unique name, the source name when one kernel has it, or ``k<args>``.
    Raises a located :class:`SemanticError` (several instantiations, no such kernel) or
    the reader's own explanation (a template kernel that needs template arguments)."""
    if isinstance(kernel, Function):
        return kernel
    name = kernel
    for f in module.functions:
        if f.name == name and f.is_kernel:
            return f
    info: ReadInfo | None = module.frontend_info
    if info is not None:
        found = info.kernel_named(module, name)
        if found is not None:
            return found
    base = name.split("<")[0].strip()
    matches = [f for f in module.functions if f.is_kernel and (f.source_name or f.name) == base]
    if "<" in name:
        args = _template_args(name)
        matches = [f for f in matches if [str(v) for _, v in f.template_args] == args]
        if len(matches) == 1:
            return matches[0]
    elif len(matches) == 1:
        return matches[0]
    elif len(matches) > 1:
        raise SemanticError(f"kernel '{name}' has several instantiations: "
                            + ", ".join(f.name for f in matches), SourceLoc(module.file, 0, 0),
                            hint=f"name one, e.g. --kernel {matches[0].name}")
    if info is not None:
        info.explain_missing(module, base)
    names = [f.name for f in module.kernels]
    raise SemanticError(f"no kernel named '{name}'" + (f" (kernels: {', '.join(names)})"
                                                      if names else " (no kernels found)"),
                        SourceLoc(module.file, 0, 0))


__all__ = ["find_kernel", "ReadInfo"]
