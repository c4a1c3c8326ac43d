"""The one check of a launch and its resources against a device description.

Every command that takes a launch (``run``, ``analyze``, ``optimize``, ``coarsen``,
``predict``) calls :func:`check_launch` through the API before doing anything, so that a
launch a GPU would refuse is refused the same way everywhere, with the limit named and the
device and field it comes from (``hw/data/*.toml``). The checks are CUDA's launch rules
(Programming Guide, "Technical Specifications per Compute Capability"): threads per block,
each block and grid dimension, and static plus dynamic shared memory per block (the static
part alone within the default 48 KB, the sum within the opt-in limit where the device has
one). OpenCL ``__local`` pointer arguments count as dynamic shared memory.

:func:`kernel_shared` reads a kernel's static shared bytes and its ``extern __shared__``
arrays from the IR, so that :func:`check_launch` can also say when a kernel needs dynamic
shared memory the launch does not give.
"""

from __future__ import annotations

from ..ir import nodes as N
from ..ir.errors import LaunchError
from ..ir.launch import AXES, Launch
from ..ir.types import AddressSpace
from ..ir.visit import walk
from .descriptions import Device, load_device


def kernel_shared(module: N.Module, fn: N.Function) -> tuple[int, list[str]]:
    """``(static bytes, names of extern shared arrays)`` of kernel ``fn``: the
    ``__shared__`` declarations of its body and of the device functions it calls (at any
    depth), and the file-scope ones they refer to."""
    static, externs, used = 0, [], set()
    by_name = {f.name: f for f in getattr(module, "functions", ())}
    todo, seen = [fn], {fn.name}
    while todo:
        for n in walk(todo.pop().body):
            if isinstance(n, N.Decl) and n.space == AddressSpace.SHARED:
                if n.extern:
                    externs.append(n.name)
                else:
                    static += int(n.type.size or 0)
            elif isinstance(n, N.Var):
                used.add(n.name)
            elif isinstance(n, N.Call) and n.name in by_name and n.name not in seen:
                seen.add(n.name)
                todo.append(by_name[n.name])
    for g in getattr(module, "globals", ()):
        if g.space == AddressSpace.SHARED and g.name in used:
            if g.extern:
                externs.append(g.name)
            else:
                static += int(g.type.size or 0)
    return static, externs


def as_device(device) -> Device:
    """A :class:`Device` from a Device or a description name (``h100``, ``gtx480``); an
    unknown name is a :class:`LaunchError` listing the known ones."""
    if isinstance(device, Device):
        return device
    try:
        return load_device(str(device))
    except KeyError as e:
        raise LaunchError(str(e.args[0]) if e.args else f"no device {device!r}",
                          hint="see `warpsmith devices`") from None


def check_launch(launch: Launch, device, *, kernel: str = "", static_shared: int = 0,
                 extern_shared=(), local_shared: int = 0,
                 need_dynamic_shared: bool = False) -> None:
    """Refuse ``launch`` with a :class:`LaunchError` naming the limit when ``device`` (a
    :class:`Device` or a name) could not run it: threads per block, each block and grid
    dimension, static shared bytes, static + dynamic (+ ``local_shared``, OpenCL local
    pointers) shared bytes per block. With ``need_dynamic_shared``, a kernel with
    ``extern_shared`` arrays and no dynamic shared memory is refused with the hint to give
    ``--dynamic-shared`` (it would read outside a 0-byte array)."""
    dev = as_device(device)
    who = f"kernel '{kernel}': " if kernel else ""
    on = f"on {dev.name} ({dev.key}"
    threads = launch.threads_per_block
    if threads > dev.max_threads_per_block:
        raise LaunchError(f"{who}block {_text(launch.block)} has {threads} threads; the limit "
                          f"{on}, max_threads_per_block) is {dev.max_threads_per_block}",
                          hint="use a smaller --block")
    for what, extents, limits, field in (("block", launch.block, dev.max_block_dim,
                                          "max_block_dim"),
                                         ("grid", launch.grid, dev.max_grid_dim,
                                          "max_grid_dim")):
        if limits is None:
            continue
        for axis, (v, lim) in enumerate(zip(extents, limits)):
            if v > lim:
                raise LaunchError(f"{who}{what}.{AXES[axis]} = {v} exceeds the limit "
                                  f"{on}, {field}) of {lim}",
                                  hint=f"limits per dimension: {_text(limits, full=True)}")
    if static_shared > dev.shared_per_block:
        raise LaunchError(f"{who}{static_shared} bytes of static shared memory exceed the "
                          f"limit {on}, shared_per_block) of {dev.shared_per_block} bytes",
                          hint="declare the array extern __shared__ and give --dynamic-shared "
                               "(the opt-in limit applies to dynamic shared memory)"
                          if dev.shared_per_block_optin else None)
    total = static_shared + launch.shared + local_shared
    limit = dev.shared_per_block_optin or dev.shared_per_block
    field = "shared_per_block_optin" if dev.shared_per_block_optin else "shared_per_block"
    if total > limit:
        parts = f"{static_shared} static + {launch.shared} dynamic" + (
            f" + {local_shared} local-pointer" if local_shared else "")
        raise LaunchError(f"{who}{total} bytes of shared memory per block ({parts}) exceed "
                          f"the limit {on}, {field}) of {limit} bytes",
                          hint="use a smaller --dynamic-shared" if launch.shared else None)
    if need_dynamic_shared and extern_shared and launch.shared == 0:
        names = ", ".join(extern_shared)
        raise LaunchError(f"{who}extern __shared__ array {names} has no memory: the launch "
                          "gives 0 bytes of dynamic shared memory",
                          hint="give its size in bytes with --dynamic-shared BYTES")


def _text(extents, full: bool = False) -> str:
    t = tuple(extents)
    while not full and len(t) > 1 and t[-1] == 1:
        t = t[:-1]
    return ",".join(str(v) for v in t)


__all__ = ["check_launch", "kernel_shared", "as_device"]
