"""Compile CUDA C to a cubin with NVRTC (or nvcc) and read the compiler's resource report.

No GPU is needed. The compiler is NVRTC, loaded with ctypes from (in order) the
``nvidia-cuda-nvrtc`` wheel (``nvidia/cu13/lib`` or ``nvidia/cuda_nvrtc/lib``), ``$CUDA_HOME``
or ``/usr/local/cuda``, or the system's library path; when no libnvrtc is found, the system
``nvcc -cubin -Xptxas -v`` is used. The target is always a real architecture
(``-arch=sm_90``): the result is machine code (a cubin), never PTX left for the driver to JIT.

The report's numbers are the compiler's own: ``ptxas info`` lines (asked for with
``--ptxas-options=-v``) give registers, static shared memory (``smem``), stack frame and spill
bytes; the cubin's ELF ``.nv.info`` attributes give the register count again (``EIATTR_REGCOUNT``,
cross-checked) and the maximum threads per block (``EIATTR_MAX_THREADS``, present when the
kernel has ``__launch_bounds__``; otherwise the device limit, 1024, is reported).
``local_bytes`` is the stack frame (what ``cudaFuncAttributes::localSizeBytes`` reports): it is
non-zero when an array is placed in local memory or registers spill.
"""

from __future__ import annotations

import ctypes
import glob
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
from functools import lru_cache
from pathlib import Path

from ..hw.compiled import CompiledKernel, elf_sections, kernel_text  # noqa: F401 (re-exported)
from ..ir.errors import WarpsmithError
from ..ir.nodes import SourceLoc

DEVICE_MAX_THREADS = 1024


class CompileError(WarpsmithError):
    """NVRTC / nvcc rejected the CUDA source; the message holds the compiler's log."""

    category = "compile error"


#: the compile report is the compiled-kernel facts value of the hardware layer
CompileReport = CompiledKernel


# --------------------------------------------------------------------------- NVRTC via ctypes

def _candidate_dirs() -> list[str]:
    dirs: list[str] = []
    for p in sys.path:
        for sub in ("nvidia/cu13/lib", "nvidia/cuda_nvrtc/lib", "nvidia/cu12/lib"):
            d = os.path.join(p, sub)
            if os.path.isdir(d):
                dirs.append(d)
    for env in ("CUDA_HOME", "CUDA_PATH"):
        if os.environ.get(env):
            dirs.append(os.path.join(os.environ[env], "lib64"))
    dirs += ["/usr/local/cuda/lib64", "/usr/local/cuda/targets/x86_64-linux/lib"]
    return dirs


class _Nvrtc:
    def __init__(self, lib: ctypes.CDLL, path: str):
        self.lib = lib
        self.path = path
        major, minor = ctypes.c_int(), ctypes.c_int()
        lib.nvrtcVersion(ctypes.byref(major), ctypes.byref(minor))
        self.version = (major.value, minor.value)
        lib.nvrtcGetErrorString.restype = ctypes.c_char_p

    def error(self, code: int) -> str:
        return self.lib.nvrtcGetErrorString(code).decode()


@lru_cache(maxsize=1)
def load_nvrtc() -> _Nvrtc | None:
    """libnvrtc through ctypes, or None when none is installed."""
    if os.environ.get("WARPSMITH_NO_NVRTC"):
        return None
    for d in _candidate_dirs():
        libs = sorted(glob.glob(os.path.join(d, "libnvrtc.so*")))
        libs = [x for x in libs if ".alt." not in x]
        if not libs:
            continue
        for b in sorted(glob.glob(os.path.join(d, "libnvrtc-builtins.so*"))):
            if ".alt." in b:
                continue
            try:
                ctypes.CDLL(b, mode=ctypes.RTLD_GLOBAL)
            except OSError:
                pass
        for lib in libs:
            try:
                return _Nvrtc(ctypes.CDLL(lib, mode=ctypes.RTLD_GLOBAL), lib)
            except OSError:
                continue
    for name in ("libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so"):
        try:
            return _Nvrtc(ctypes.CDLL(name, mode=ctypes.RTLD_GLOBAL), name)
        except OSError:
            continue
    return None


def supported_archs() -> list[str] | None:
    """The ``sm_XX`` architectures this machine's NVRTC compiles for (None without NVRTC,
    or when it cannot say)."""
    nv = load_nvrtc()
    if nv is None:
        return None
    try:
        n = ctypes.c_int()
        if nv.lib.nvrtcGetNumSupportedArchs(ctypes.byref(n)) != 0 or n.value <= 0:
            return None
        archs = (ctypes.c_int * n.value)()
        if nv.lib.nvrtcGetSupportedArchs(archs) != 0:
            return None
    except AttributeError:  # an NVRTC older than 11.2
        return None
    return [f"sm_{a}" for a in archs]


def compiler_available() -> str | None:
    """'nvrtc X.Y', 'nvcc' or None."""
    n = load_nvrtc()
    if n is not None:
        return f"nvrtc {n.version[0]}.{n.version[1]}"
    if shutil.which("nvcc"):
        return "nvcc"
    return None


def ptx_of(source: str, arch: str = "compute_90", options=()) -> str:
    """The PTX NVRTC emits for ``source`` (``arch``: a virtual ``compute_XX``), for reading
    the instruction sequence of a library function (``backends/sim_libdevice64.py``).
    Raises :class:`CompileError` without NVRTC or on a compile error."""
    nv = load_nvrtc()
    if nv is None:
        raise CompileError("reading PTX needs NVRTC (pip install nvidia-cuda-nvrtc)")
    lib, prog = nv.lib, ctypes.c_void_p()
    rc = lib.nvrtcCreateProgram(ctypes.byref(prog), source.encode(), b"ptx.cu", 0, None, None)
    if rc != 0:
        raise CompileError(f"nvrtcCreateProgram: {nv.error(rc)}")
    try:
        opts = [o.encode() for o in (f"-arch={arch}", "-default-device", *options)]
        rc = lib.nvrtcCompileProgram(prog, len(opts), (ctypes.c_char_p * len(opts))(*opts))
        n = ctypes.c_size_t()
        if rc != 0:
            lib.nvrtcGetProgramLogSize(prog, ctypes.byref(n))
            buf = ctypes.create_string_buffer(n.value)
            lib.nvrtcGetProgramLog(prog, buf)
            raise CompileError(f"compile error: {buf.value.decode(errors='replace')}")
        lib.nvrtcGetPTXSize(prog, ctypes.byref(n))
        buf = ctypes.create_string_buffer(n.value)
        lib.nvrtcGetPTX(prog, buf)
        return buf.value.decode()
    finally:
        lib.nvrtcDestroyProgram(ctypes.byref(prog))


def _nvrtc_compile(nv: _Nvrtc, source: str, name_expr: str, filename: str,
                   options: list[str]) -> tuple[int, bytes, str, str]:
    lib = nv.lib
    prog = ctypes.c_void_p()
    rc = lib.nvrtcCreateProgram(ctypes.byref(prog), source.encode(), filename.encode(), 0, None, None)
    if rc != 0:
        raise RuntimeError(f"nvrtcCreateProgram: {nv.error(rc)}")
    try:
        lib.nvrtcAddNameExpression(prog, name_expr.encode())
        opts = [o.encode() for o in options]
        arr = (ctypes.c_char_p * len(opts))(*opts)
        rc = lib.nvrtcCompileProgram(prog, len(opts), arr)
        n = ctypes.c_size_t()
        lib.nvrtcGetProgramLogSize(prog, ctypes.byref(n))
        buf = ctypes.create_string_buffer(n.value)
        lib.nvrtcGetProgramLog(prog, buf)
        log = buf.value.decode(errors="replace")
        if rc != 0:
            return rc, b"", log, ""
        lowered = ctypes.c_char_p()
        lrc = lib.nvrtcGetLoweredName(prog, name_expr.encode(), ctypes.byref(lowered))
        lname = lowered.value.decode() if lrc == 0 and lowered.value else name_expr
        lib.nvrtcGetCUBINSize(prog, ctypes.byref(n))
        cub = ctypes.create_string_buffer(n.value)
        rc2 = lib.nvrtcGetCUBIN(prog, cub)
        if rc2 != 0 or n.value == 0:
            raise RuntimeError(f"nvrtcGetCUBIN: {nv.error(rc2)} (was -arch a real sm_XX?)")
        return 0, cub.raw, log, lname
    finally:
        lib.nvrtcDestroyProgram(ctypes.byref(prog))


def _nvcc_compile(source: str, kernel: str, filename: str, arch: str,
                  options: list[str]) -> tuple[int, bytes, str, str]:
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        raise CompileError("no CUDA compiler: install NVRTC (pip install 'warpsmith[cuda]' or "
                           "nvidia-cuda-nvrtc) or put nvcc on PATH")
    with tempfile.TemporaryDirectory() as td:
        src = Path(td) / (Path(filename).stem + ".cu")
        src.write_text(source)
        out = Path(td) / "k.cubin"
        cmd = [nvcc, "-cubin", f"-arch={arch}", "-Xptxas", "-v", "-o", str(out), str(src)]
        cmd += [o for o in options if not o.startswith(("-arch", "--gpu-architecture",
                                                          "--ptxas-options", "-Xptxas"))]
        p = subprocess.run(cmd, capture_output=True, text=True)
        log = (p.stdout + p.stderr).replace(str(src), filename)
        if p.returncode != 0:
            return p.returncode, b"", log, ""
        cubin = out.read_bytes()
    lname = _find_entry(cubin, kernel) or kernel
    return 0, cubin, log, lname


# --------------------------------------------------------------------------- reports

_RE_ENTRY = re.compile(r"Compiling entry function '([^']+)' for '(sm_\w+)'")
_RE_USED = re.compile(r"Used (\d+) registers")
_RE_SMEM = re.compile(r"(\d+) bytes smem")
_RE_CMEM = re.compile(r"(\d+) bytes cmem\[(\d+)\]")
_RE_FRAME = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads")
_RE_LMEM = re.compile(r"(\d+) bytes lmem")


def parse_ptxas_info(log: str) -> dict[str, dict]:
    """``ptxas info`` lines, per entry (mangled) name: registers, smem, frame, spills, cmem."""
    out: dict[str, dict] = {}
    cur: dict | None = None
    for line in log.splitlines():
        m = _RE_ENTRY.search(line)
        if m:
            cur = out.setdefault(m.group(1), {"registers": 0, "smem": 0, "frame": 0,
                                              "spill_stores": 0, "spill_loads": 0, "cmem": {},
                                              "lmem": 0})
            continue
        m = re.search(r"Function properties for (\S+)", line)
        if m:
            cur = out.setdefault(m.group(1), {"registers": 0, "smem": 0, "frame": 0,
                                              "spill_stores": 0, "spill_loads": 0, "cmem": {},
                                              "lmem": 0})
            continue
        if cur is None:
            continue
        m = _RE_FRAME.search(line)
        if m:
            cur["frame"], cur["spill_stores"], cur["spill_loads"] = map(int, m.groups())
        m = _RE_USED.search(line)
        if m:
            cur["registers"] = int(m.group(1))
            s = _RE_SMEM.search(line)
            cur["smem"] = int(s.group(1)) if s else 0
            for c in _RE_CMEM.finditer(line):
                cur["cmem"][int(c.group(2))] = int(c.group(1))
            lm = _RE_LMEM.search(line)
            if lm:
                cur["lmem"] = int(lm.group(1))
    return out


EIATTR_MAX_THREADS = 0x05
EIATTR_FRAME_SIZE = 0x11
EIATTR_REGCOUNT = 0x2F


def nv_info_attributes(data: bytes) -> list[tuple[int, int, bytes | int]]:
    """(format, attribute, value) records of a ``.nv.info`` section."""
    out = []
    p = 0
    while p + 4 <= len(data):
        fmt, attr = data[p], data[p + 1]
        if fmt == 4:  # EIFMT_SVAL: u16 size, then the value
            size = struct.unpack_from("<H", data, p + 2)[0]
            out.append((fmt, attr, data[p + 4:p + 4 + size]))
            p += 4 + size
        else:  # EIFMT_NVAL / BVAL / HVAL: the u16 is the value
            out.append((fmt, attr, struct.unpack_from("<H", data, p + 2)[0]))
            p += 4
    return out


def _find_entry(cubin: bytes, kernel: str) -> str | None:
    names = [n[len(".text."):] for n, _t, _d in elf_sections(cubin) if n.startswith(".text.")]
    if kernel in names:
        return kernel
    for n in names:  # C++-mangled: _Z<len><name>...
        if re.match(rf"_Z{len(kernel)}{re.escape(kernel)}", n):
            return n
    return names[0] if len(names) == 1 else None


def cubin_attributes(cubin: bytes, lowered_name: str) -> dict:
    """Registers, frame size, max threads and section sizes of one kernel from its cubin."""
    secs = elf_sections(cubin)
    res: dict = {"max_threads": None, "registers": None, "frame": None, "const_user": 0}
    for name, _typ, data in secs:
        if name == f".nv.info.{lowered_name}":
            for fmt, attr, val in nv_info_attributes(data):
                if attr == EIATTR_MAX_THREADS and fmt == 4 and len(val) >= 12:
                    x, y, z = struct.unpack_from("<III", val)
                    res["max_threads"] = x * y * z
        elif name == ".nv.info":
            for fmt, attr, val in nv_info_attributes(data):
                if fmt == 4 and len(val) >= 8 and attr in (EIATTR_REGCOUNT, EIATTR_FRAME_SIZE):
                    _sym, v = struct.unpack_from("<II", val)
                    key = "registers" if attr == EIATTR_REGCOUNT else "frame"
                    # one record per function; with one kernel per program the last is ours
                    res.setdefault(key + "_all", []).append(v)
                    res[key] = v
        elif name.startswith(".nv.constant") and not name.startswith(".nv.constant0") and (
                name.count(".") == 2 or name.endswith(f".{lowered_name}")):
            # the module's banks, and this kernel's own (a cubin of several kernels has one
            # .nv.constantN.<kernel> per kernel)
            res["const_user"] += data if isinstance(data, int) else len(data)
    return res


def entry_from_cubin(cubin: bytes, lowered: str, arch: str) -> dict:
    """A ptxas-info-shaped record of ``lowered`` read from the cubin's sections.

    On sm_80 and later the kernel's ``.nv.shared`` section also holds the 1 KiB the system
    reserves per block (seen: 9216 bytes for a kernel ptxas reports as 8192), so it is taken
    off to give the user's static shared memory."""
    attrs = cubin_attributes(cubin, lowered)
    smem = 0
    for name, _typ, data in elf_sections(cubin):
        if name == f".nv.shared.{lowered}":
            smem = data if isinstance(data, int) else len(data)
    if smem and int(re.sub(r"\D", "", arch) or 0) >= 80:
        smem = max(0, smem - 1024)
    return {"registers": attrs.get("registers") or 0, "smem": smem, "frame": attrs.get("frame") or 0,
            "lmem": 0, "cmem": {}, "spill_stores": 0, "spill_loads": 0}


def _map_log(log: str, filename: str, line_map: dict | None) -> tuple[str, SourceLoc | None]:
    """Rewrite ``file(LINE): error`` positions through ``line_map`` (printed line -> SourceLoc)."""
    first: SourceLoc | None = None
    pat = re.compile(re.escape(filename) + r"\((\d+)\)")

    def repl(m: re.Match) -> str:
        nonlocal first
        ln = int(m.group(1))
        loc = line_map.get(ln) if line_map else None
        if loc is None:
            loc = SourceLoc(filename, ln, 0)
        if first is None:
            first = loc
        return f"{loc.file}:{loc.line}" + (f":{loc.col}" if loc.col else "")

    return pat.sub(repl, log), first


def _cuda_include_roots() -> list[str]:
    """Directories that may hold CUDA toolkit or CUDA pip-package headers."""
    import site

    roots = [os.path.join(os.environ[v], "include") for v in ("CUDA_PATH", "CUDA_HOME")
             if os.environ.get(v)]
    roots += ["/usr/local/cuda/include",
              *sorted(glob.glob("/usr/local/cuda-*/include"), reverse=True)]
    sites = list(site.getsitepackages()) + [site.getusersitepackages()] + sys.path
    for sp in dict.fromkeys(sites):
        roots += sorted(glob.glob(os.path.join(sp, "nvidia", "*", "include")))
    return [r for r in dict.fromkeys(roots) if os.path.isdir(r)]


def library_include_dirs(header: str) -> list[str]:
    """The ``-I`` directories a CUDA library header (``curand_kernel.h``) needs under NVRTC:
    the one that holds it, the toolkit's include directory (``nv/target``) and its CCCL
    (``cuda/std``). Raises :class:`CompileError` naming what to install when it is not
    found (CUDA toolkit, or pip ``nvidia-curand``)."""
    roots = _cuda_include_roots()
    home = [r for r in roots if os.path.isfile(os.path.join(r, header))]
    if not home:
        raise CompileError(f"compiling code that includes <{header}> needs its headers: install "
                           "the CUDA toolkit (set CUDA_PATH) or pip install nvidia-curand")
    out = [home[0]]
    for r in roots:
        for d in (r, os.path.join(r, "cccl")):
            if os.path.isdir(os.path.join(d, "nv")) or os.path.isdir(os.path.join(d, "cuda", "std")):
                out.append(d)
    return list(dict.fromkeys(out))


def cuda_header_dirs() -> list[str]:
    """Directories holding the CUDA toolkit's ``cuda_fp16.h`` (which the printed CUDA of a
    half/bfloat16/fp8 kernel includes; NVRTC has no built-in copy), among the include
    roots :func:`library_include_dirs` searches too."""
    return [d for d in _cuda_include_roots() if os.path.isfile(os.path.join(d, "cuda_fp16.h"))]


def compile_cuda(source: str, kernel_name: str, arch: str = "sm_90", options=(), *,
                 filename: str = "kernel.cu", line_map: dict[int, SourceLoc] | None = None,
                 compiler: str | None = None) -> CompileReport:
    """Compile ``source`` for ``arch`` (a real ``sm_XX``) and report ``kernel_name``'s resources.

    ``kernel_name`` may be an expression NVRTC understands (``k``, ``k<32>``); C++ mangling is
    resolved with ``nvrtcGetLoweredName``. ``line_map`` maps lines of ``source`` to places in the
    user's file, used to rewrite the compiler's error positions. ``compiler``: ``"nvrtc"`` or
    ``"nvcc"`` to force one (default: NVRTC when installed, else nvcc).
    Raises :class:`CompileError` (a ``WarpsmithError``) on a compile error.
    """
    if not re.fullmatch(r"sm_\d+[a-z]?", arch):
        raise CompileError(f"arch must be a real architecture such as sm_90, not {arch!r}")
    opts = [f"-arch={arch}", "--ptxas-options=-v", "-default-device", "--std=c++17"]
    opts += [o for o in options if not o.startswith(("-arch", "--gpu-architecture"))]
    if "#include <curand_kernel.h>" in source:
        opts += [f"-I{d}" for d in library_include_dirs("curand_kernel.h")]
    if re.search(r"#include <cuda_(fp16|bf16|fp8)\.h>", source) and not any(
            o.startswith("-I") for o in opts):
        opts += [f"-I{d}" for d in cuda_header_dirs()[:1]]
    nv = load_nvrtc() if compiler in (None, "nvrtc") else None
    if compiler == "nvrtc" and nv is None:
        raise CompileError("NVRTC is not installed (pip install nvidia-cuda-nvrtc)")
    if nv is not None:
        rc, cubin, log, lowered = _nvrtc_compile(nv, source, kernel_name, filename, opts)
        used = f"nvrtc {nv.version[0]}.{nv.version[1]}"
    else:
        nvcc_opts = [o for o in opts if o not in ("-default-device",)]
        rc, cubin, log, lowered = _nvcc_compile(source, kernel_name, filename, arch, nvcc_opts)
        used = "nvcc"
    if rc != 0:
        mapped, loc = _map_log(log, filename, line_map)
        errs = [ln for ln in mapped.splitlines() if "error" in ln]
        if errs:
            head = errs[0].strip()
        else:  # NVRTC fails some ptxas checks (too much shared memory) without an error line
            why = nv.error(rc) if nv is not None and isinstance(rc, int) else "compilation failed"
            used_line = [ln.strip() for ln in mapped.splitlines() if "Used " in ln]
            head = why + (f" after: {used_line[-1]}" if used_line else "")
        raise CompileError(f"{used} failed for {arch}: {head}\n{mapped.strip()}", loc)
    return _report(cubin, log, kernel_name, lowered, arch, used)


def _report(cubin: bytes, log: str, kernel_name: str, lowered: str, arch: str,
            used: str) -> CompileReport:
    """The report of kernel ``kernel_name`` (lowered ``lowered``) of a compiled program
    (its cubin and compiler log)."""
    info = parse_ptxas_info(log)
    entry = info.get(lowered)
    if entry is None:
        lname = _find_entry(cubin, kernel_name.split("<")[0])
        entry = info.get(lname or "", None)
        lowered = lname or lowered
    if entry is None and lowered and any(n == f".text.{lowered}" for n, _t, _d in elf_sections(cubin)):
        # no ptxas report in the log (seen when the compiler runs under a profiler such as
        # ncu): the cubin itself carries the same facts
        entry = entry_from_cubin(cubin, lowered, arch)
    if entry is None:
        raise CompileError(f"kernel {kernel_name!r} not found in the compiled module "
                           f"(entries: {', '.join(info) or 'none'})")
    attrs = cubin_attributes(cubin, lowered)
    regs = entry["registers"]
    if attrs.get("registers") is not None and len(attrs.get("registers_all", [])) == 1:
        # the cubin is the ground truth; ptxas info reports the same number
        regs = attrs["registers"]
    max_threads = attrs["max_threads"] or DEVICE_MAX_THREADS
    const_bytes = sum(v for k, v in entry["cmem"].items() if k != 0) or attrs["const_user"]
    return CompileReport(
        registers=regs, shared_static_bytes=entry["smem"], local_bytes=entry["frame"] or entry["lmem"],
        max_threads_per_block=max_threads, const_bytes=const_bytes, cubin=cubin, log=log,
        kernel=kernel_name, lowered_name=lowered, arch=arch,
        spill_store_bytes=entry["spill_stores"], spill_load_bytes=entry["spill_loads"],
        compiler=used, launch_bounds=attrs["max_threads"] is not None)


def batchable(source: str, kernel_name: str) -> bool:
    """Whether CUDA C ``source`` is one ``extern "C"`` kernel ``kernel_name`` and nothing
    else at file level (no include, type, helper or variable that a second copy would
    redefine or that another kernel's code could see): what :func:`compile_batch` can
    compile next to others without changing any of them."""
    head = f'extern "C" __global__ void {kernel_name}('
    if not source.startswith(head) or not re.fullmatch(r"\w+", kernel_name):
        return False
    lines = source.splitlines()
    return all(not ln or ln[0] in " \t}" or ln.startswith("#line ") for ln in lines[1:])


def compile_batch(sources: list[tuple[str, str]], arch: str = "sm_90", options=(), *,
                  filename: str = "kernel.cu") -> list[CompileReport | None]:
    """The reports of several kernels, ``(source, kernel name)`` each, compiled by one
    NVRTC program: each ``source`` as :func:`compile_cuda` would compile it alone (same
    options, same file name and line numbers: a ``#line 1`` before each), its kernel
    renamed ``NAME__wsbI`` so that the names differ. ptxas compiles each entry function on
    its own, so the machine code, the resources and the line table of each kernel are
    those of its own compile (``tests/test_rank_fast.py`` compares them); one program
    pays NVRTC's fixed cost (start, built-in headers) once. A report's ``cubin`` holds all
    the kernels, its ``lowered_name`` names its own. None in place of a source that is
    not :func:`batchable`, and for every source when the program does not compile (the
    caller compiles those alone, which reports their own errors). Without NVRTC (nvcc
    only), all None."""
    nv = load_nvrtc()
    out: list = [None] * len(sources)
    idx = [i for i, (text, name) in enumerate(sources) if batchable(text, name)]
    if nv is None or len(idx) < 2 or not re.fullmatch(r"sm_\d+[a-z]?", arch):
        return out
    parts, lowered = [], {}
    for i in idx:
        text, name = sources[i]
        lowered[i] = f"{name}__wsb{i}"
        parts.append(f'#line 1 "{filename}"\n' + text.replace(
            f"void {name}(", f"void {lowered[i]}(", 1))
    opts = [f"-arch={arch}", "--ptxas-options=-v", "-default-device", "--std=c++17"]
    opts += [o for o in options if not o.startswith(("-arch", "--gpu-architecture"))]
    rc, cubin, log, _low = _nvrtc_compile(nv, "\n".join(parts) + "\n", lowered[idx[0]],
                                          filename, opts)
    if rc != 0:
        return out
    used = f"nvrtc {nv.version[0]}.{nv.version[1]}"
    for i in idx:
        try:
            out[i] = _report(cubin, log, sources[i][1], lowered[i], arch, used)
        except CompileError:
            out[i] = None
    return out


# --------------------------------------------------------------------------- facts for the model


@lru_cache(maxsize=256)
def compile_source(source: str, name: str, arch: str, lineinfo: bool = False) -> CompiledKernel:
    """Kernel ``name`` of CUDA C ``source`` compiled for ``arch``, cached on the text.
    With ``lineinfo`` the cubin carries a line table (``-lineinfo``; the machine code and
    the resources are those of a compile without it). Raises :class:`CompileError`."""
    if lineinfo:
        return compile_cuda(source, name, arch, ["-lineinfo"], filename="warpsmith-kernel.cu")
    return compile_cuda(source, name, arch, filename="sass_cost.cu")


def compile_facts(module, kernel, arch: str, lineinfo: bool = True) -> CompiledKernel:
    """The compiled-kernel facts of IR kernel ``kernel`` (a Function or its name) of
    ``module``: the CUDA C the CUDA backend prints, compiled for ``arch`` (cached), what the
    model reads (resources, if-conversion map, code shape) from one compile."""
    from .cuda import cuda_source

    fn = module.function(kernel) if isinstance(kernel, str) else kernel
    return compile_source(cuda_source(module, fn), fn.name, arch, lineinfo)


class LocalCompiler:
    """The :class:`~warpsmith.hw.compiled.KernelCompiler` of this machine (NVRTC or nvcc):
    what the model and the transformations are given to compile kernels."""

    def __init__(self, name: str):
        self.name = name

    def kernel(self, module, fn, arch: str) -> CompiledKernel:
        """IR kernel ``fn`` compiled for ``arch`` with line information (:func:`compile_facts`)."""
        return compile_facts(module, fn, arch)

    def source(self, text: str, name: str, arch: str) -> CompiledKernel:
        """Kernel ``name`` of CUDA C ``text`` compiled for ``arch`` (:func:`compile_source`)."""
        return compile_source(text, name, arch)

    def __repr__(self) -> str:
        return f"LocalCompiler({self.name!r})"


_LOCAL: dict = {}


def local_compiler() -> LocalCompiler | None:
    """This machine's CUDA compiler as a :class:`LocalCompiler`, or None when none is
    installed (then the model estimates registers and counts builtins as one instruction)."""
    name = compiler_available()
    if name is None:
        return None
    if name not in _LOCAL:
        _LOCAL[name] = LocalCompiler(name)
    return _LOCAL[name]
