"""A large modern CUDA C++ collection, read as a new user would (issue 18).

    python benchmarks/modern_corpus.py --fetch [--cache DIR]
    python benchmarks/modern_corpus.py --measure [--cache DIR] [--label L] [--timeout S]
                                       [--jobs N] [--project NAME ...] [--limit N]

The collection is the CUDA sources shipped in the PyPI source distributions pinned in
``benchmarks/modern_corpus/packages.txt`` (``NAME==VERSION sha256=... file=...``); third-party
code is never committed, only this list. ``--fetch`` downloads each sdist into the cache
(default ``$WARPSMITH_CORPUS`` or ``/work/corpus-modern``) from the address PyPI's simple
index gives, checks its sha256 against the
pinned one and unpacks its C/C++/CUDA sources and build files into ``CACHE/src/NAME-VERSION``.
(``pip download --no-binary :all:`` cannot be used: it prepares the package's metadata, i.e.
runs its ``setup.py``, which imports torch; the script reads the simple index and checks the
digest itself, as pip would.)

``--measure`` reads every *kernel-bearing* file (a ``.cu``/``.cuh`` file whose text, comments
removed, holds ``__global__``), except vendored copies of other libraries (a path component
in :data:`VENDORED`: CUTLASS, CUB, Thrust, ... are used as include directories, not counted
as files of the project) and except exact duplicates of a file already counted (``mmcv`` and
``mmcv-full`` share their ops). See :func:`include_dirs` for the ``-I`` rule and
:func:`measure_file` for the pass criterion; :func:`classify` is the cause classifier.

Writes ``results.json`` and ``summary.md`` into
``benchmarks/results/modern-corpus-DATE-LABEL/``. Exits 2 when the corpus is not fetched.
"""

from __future__ import annotations

import argparse
import collections
import datetime
import hashlib
import json
import os
import re
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "src"))

import warpsmith as ws  # noqa: E402
from warpsmith.corpus import public  # noqa: E402

PACKAGES = os.path.join(HERE, "modern_corpus", "packages.txt")
RESULTS = os.path.join(HERE, "results")

#: files unpacked from an sdist: sources, headers and the build files the -I rule reads
#: (``.hu``: LightGBM's CUDA header ``include/LightGBM/cuda/cuda_utils.hu``)
KEEP_SUFFIXES = (".cu", ".cuh", ".h", ".hpp", ".hxx", ".hh", ".hu", ".inl", ".inc", ".cuinl",
                 ".ipp", ".tcc", ".def", ".cpp", ".cc", ".cxx", ".c", ".cmake")
KEEP_NAMES = ("setup.py", "CMakeLists.txt")

#: a path component naming a vendored copy of another library: its files are not counted
VENDORED = frozenset({"third_party", "third-party", "thirdparty", "3rdparty", "external",
                      "cutlass", "cute", "cub", "thrust", "cccl", "libcudacxx", "eigen",
                      "Eigen", "pybind11", "googletest", "gtest", "json", "spdlog",
                      "composable_kernel", "rocm", "hip"})

#: directory names a build file typically puts on the include path
INCLUDE_NAMES = frozenset({"include", "includes", "csrc", "common", "src", "inc"})


def cache_dir(arg: str | None) -> str:
    """The corpus cache: ``--cache``, else ``$WARPSMITH_CORPUS``, else /work/corpus-modern."""
    return arg or os.environ.get("WARPSMITH_CORPUS") or "/work/corpus-modern"


def read_packages(path: str = PACKAGES) -> list[dict]:
    """The pinned packages: name, version, sha256 and sdist file name per line."""
    return public.read_pins(path)


def _keep(member: str) -> bool:
    base = os.path.basename(member)
    return base in KEEP_NAMES or base.endswith(KEEP_SUFFIXES)


def fetch(cache: str, packages: list[dict]) -> int:
    """Download, check and unpack every pinned sdist (skipping what is there); the number
    of packages that failed."""
    return public.fetch(cache, packages, _keep, archives="sdist")


# ----------------------------------------------------------------------------- collect

_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)


def kernel_bearing(text: str) -> bool:
    """Whether a file defines kernels: ``__global__`` outside comments (no preprocessing)."""
    return "__global__" in text and "__global__" in _COMMENT.sub(" ", text)


_QUOTED_INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)
#: first path components of quoted includes that name a library (not the package's file)
LIBRARY_PREFIXES = ("ATen", "c10", "torch", "THC", "caffe2", "pybind11", "cutlass", "cute",
                    "cub", "thrust", "cuda", "hip", "rocm", "nvtx3", "cublas", "cuda_",
                    "curand", "mma", "Eigen", "nv", "nccl", "cudnn", "tvm", "dlpack")


def missing_local_header(text: str, names: set[str]) -> str | None:
    """The first quoted include of the package's own kind (no library prefix, not a
    system header) whose file the sdist does not ship (``names``: every file name in the
    package), or None. Such a file cannot be compiled from the sdist by anyone (auto-gptq
    0.7.1 leaves out its exllama headers; vllm's ``kernel_selector.h`` is generated at
    build time), so it is left out of the collection, listed as excluded."""
    for inc in _QUOTED_INCLUDE.findall(text):
        base = os.path.basename(inc)
        first = inc.lstrip("./").split("/")[0]
        if base in names or first.startswith(LIBRARY_PREFIXES) or base.startswith(
                LIBRARY_PREFIXES) or base in _SYSTEM_NAMES:
            continue
        return inc
    return None


_SYSTEM_NAMES = frozenset("""cooperative_groups.h cuda_fp16.h cuda_bf16.h cuda_fp8.h
    cuda_runtime.h cuda.h math.h stdio.h stdint.h assert.h float.h limits.h stdlib.h
    string.h math_constants.h vector_types.h mma.h""".split())


def collect(cache: str, packages: list[dict], only=None, cap: int = 0,
            excluded: list | None = None) -> list[dict]:
    """The kernel-bearing ``.cu``/``.cuh`` files of every unpacked package: project, root,
    path; vendored copies, exact duplicates and files whose own headers the sdist lacks
    (:func:`missing_local_header`, appended to ``excluded``) left out. ``cap``: at most
    this many files per package (so that flashinfer's 2,500 generated instantiation files
    do not make the collection one project), chosen by the sha1 of the path inside the
    package: the same files on every run and machine."""
    seen: set[str] = set()
    files = []
    for pkg_files in _package_files(cache, packages, only, seen, excluded):
        files.extend(public.cap_by_path_hash(pkg_files, cap))
    return files


def _package_files(cache: str, packages: list[dict], only, seen: set, excluded):
    for pkg in packages:
        if only and pkg["name"] not in only:
            continue
        root = os.path.join(cache, "src", f"{pkg['name']}-{pkg['version']}")
        files = []
        every = {n for _, _, ns in os.walk(root) for n in ns}
        for dirpath, dirs, names in os.walk(root):
            dirs[:] = sorted(d for d in dirs if d not in VENDORED)
            for fn in sorted(names):
                if not fn.endswith((".cu", ".cuh")):
                    continue
                path = os.path.join(dirpath, fn)
                with open(path, encoding="utf-8", errors="replace") as f:
                    text = f.read()
                if not kernel_bearing(text):
                    continue
                digest = hashlib.sha1(text.encode()).hexdigest()
                if digest in seen:
                    continue
                seen.add(digest)
                missing = missing_local_header(text, every)
                if missing:
                    if excluded is not None:
                        excluded.append({"project": pkg["name"],
                                         "path": os.path.relpath(path, os.path.dirname(root)),
                                         "reason": f'the sdist lacks "{missing}"'})
                    continue
                files.append({"project": pkg["name"], "root": root, "path": path})
        yield files


# ----------------------------------------------------------------------------- -I rule

_STRING = re.compile(r"""["']([^"'\n]+)["']""")
_CMAKE_INC = re.compile(r"include_directories\s*\(([^)]*)\)", re.I | re.S)
_CMAKE_VAR = re.compile(r"\$\{(CMAKE_CURRENT_SOURCE_DIR|CMAKE_SOURCE_DIR|PROJECT_SOURCE_DIR|"
                        r"CMAKE_CURRENT_LIST_DIR)\}/?")


def build_file_dirs(root: str) -> list[str]:
    """Directories named by the package's build files: in ``setup.py``, the string literals
    on lines mentioning ``include`` (each alone, and all of a line joined as one path, the
    ``os.path.join(here, "csrc", "x")`` form); in ``CMakeLists.txt``, the words of
    ``include_directories(...)`` and ``target_include_directories(...)`` with
    ``${CMAKE_CURRENT_SOURCE_DIR}``-like prefixes taken as the file's directory. Relative
    to the build file's directory; only existing directories are kept."""
    out: list[str] = []
    for dirpath, dirs, names in os.walk(root):
        dirs.sort()
        base = dirpath
        if "setup.py" in names:
            with open(os.path.join(dirpath, "setup.py"), errors="replace") as f:
                for line in f:
                    if "include" not in line.lower():
                        continue
                    parts = [s for s in _STRING.findall(line) if " " not in s]
                    for cand in [*parts, os.path.join(*parts) if parts else ""]:
                        _add_dir(out, base, cand)
        if "CMakeLists.txt" in names:
            with open(os.path.join(dirpath, "CMakeLists.txt"), errors="replace") as f:
                text = f.read()
            for m in _CMAKE_INC.finditer(text):
                for word in m.group(1).replace('"', " ").split():
                    _add_dir(out, base, _CMAKE_VAR.sub("", word))
    return out


_DASH_D = re.compile(r"""-D\s*([A-Za-z_]\w*)(?:=([^\s"')]*))?""")
_MACRO_TUPLE = re.compile(r"""\(\s*["']([A-Za-z_]\w*)["']\s*,\s*(None|["'][^"']*["'])\s*\)""")
_CMAKE_DEFS = re.compile(r"(?:add_compile_definitions|target_compile_definitions)\s*\(([^)]*)\)",
                         re.I | re.S)
#: a -D name that switches a package's CUDA build on (USE_CUDA, WITH_CUDA, GGML_USE_CUDA)
CUDA_SWITCH = re.compile(r"^(?:[A-Z0-9]+_)*(?:USE|WITH|ENABLE|BUILD)_CUDA(?:_EXT)?$")


def build_file_defines(root: str) -> dict[str, str]:
    """The switches that turn the package's CUDA build on (:data:`CUDA_SWITCH`: ``USE_CUDA``,
    ``WITH_CUDA``, ``GGML_USE_CUDA``, ``MMCV_WITH_CUDA``, ``BUILD_CUDA_EXT``), as 1, when the
    build files name them: ``-DNAME`` in ``setup.py`` or ``CMakeLists.txt``, a
    ``define_macros`` tuple, ``add_compile_definitions``/``target_compile_definitions``
    words. Comment lines are skipped. Only these: build files hold every configuration's
    flags (ROCm, Metal, debug, ``..._DISABLE_...``), and without evaluating them no other
    flag can be told to belong to the CUDA release build (LightGBM's kernels sit inside
    ``#ifdef USE_CUDA``)."""
    out: dict[str, str] = {}
    for dirpath, dirs, names in os.walk(root):
        dirs.sort()
        for fn in ("setup.py", "CMakeLists.txt"):
            if fn not in names:
                continue
            with open(os.path.join(dirpath, fn), errors="replace") as f:
                text = "\n".join(x for x in f.read().split("\n")
                                 if not x.lstrip().startswith("#"))
            found = [(m.group(1), m.group(2) or "1") for m in _DASH_D.finditer(text)]
            found += [(n, "1" if v == "None" else v.strip("\"'") or "1")
                      for n, v in _MACRO_TUPLE.findall(text)]
            for m in _CMAKE_DEFS.finditer(text):
                for word in m.group(1).split():
                    name, _, value = word.lstrip("-D").partition("=")
                    if re.fullmatch(r"[A-Za-z_]\w*", name) and name not in (
                            "PUBLIC", "PRIVATE", "INTERFACE"):
                        found.append((name, value or "1"))
            for name, _ in found:
                if CUDA_SWITCH.match(name):
                    out[name] = "1"
    return out


def _add_dir(out: list[str], base: str, cand: str) -> None:
    if not cand or cand.startswith(("$", "-")) or os.path.isabs(cand):
        return
    d = os.path.normpath(os.path.join(base, cand))
    if os.path.isdir(d) and d not in out:
        out.append(d)


def named_dirs(root: str) -> list[str]:
    """Every directory of the package named like an include root (:data:`INCLUDE_NAMES`),
    vendored libraries' own ``include`` directories too (``third_party/cutlass/include``)."""
    out = []
    for dirpath, dirs, _ in os.walk(root):
        dirs.sort()
        out.extend(os.path.join(dirpath, d) for d in dirs if d in INCLUDE_NAMES)
    return out


def header_dirs(root: str) -> list[str]:
    """Every directory of the package that holds a header (``.h``, ``.cuh``, ``.hpp``, ...):
    the last resort of the ``-I`` rule, for build files this script does not parse (DeepSpeed
    names its include paths in ``op_builder/*.py``)."""
    out = []
    for dirpath, dirs, names in os.walk(root):
        dirs.sort()
        if any(n.endswith((".h", ".cuh", ".hpp", ".hxx", ".hh", ".hu", ".inl", ".inc"))
               for n in names):
            out.append(dirpath)
    return out


def include_dirs(path: str, root: str, project_dirs: list[str],
                 all_header_dirs: list[str] = ()) -> list[str]:
    """The ``-I`` directories for one file, as a build file would name them: the file's own
    directory and each directory above it up to the package root (projects include
    ``"ops/x.cuh"`` from their source root), then ``project_dirs`` (:func:`build_file_dirs`
    and :func:`named_dirs`, computed once per package), then the package's other header
    directories (:func:`header_dirs`), nearest to the file first (fewest path components
    apart), so that a header name two directories share resolves to the closer one."""
    out = []
    d = os.path.dirname(path)
    while True:
        out.append(d)
        if os.path.samefile(d, root) or os.path.dirname(d) == d:
            break
        d = os.path.dirname(d)
    out += [p for p in project_dirs if p not in out]
    here = os.path.dirname(path).split(os.sep)

    def distance(d: str) -> tuple:
        parts = d.split(os.sep)
        common = len(os.path.commonprefix([here, parts]))
        return (len(here) + len(parts) - 2 * common, d)

    return out + sorted((d for d in all_header_dirs if d not in out), key=distance)


# ----------------------------------------------------------------------------- classifier

#: the causes a failing file is put under, in the order the classifier tries them; each is
#: (cause, pattern). A library warpsmith does not model is named by its headers or
#: namespaces; a construct by its keyword. The first rule matching the error message wins;
#: when none does, the rules are tried on the source line the error points at, then on
#: the text of the file near it is not used (a file mentions everything).
CAUSES: list[tuple[str, str]] = [
    ("template not instantiated",
     r"not instantiated|was not read; the translation|launched in the file but read only|"
     r"no instance|instantiate it"),
    ("PyTorch/ATen/c10 headers",
     r"\b(torch|ATen|c10|THC|caffe2|pybind11)\b|\bat::|\bAT_\w+|\bTORCH_\w+|\bC10_\w+|"
     r"PackedTensorAccessor|getCurrentCUDAStream|\bTHC\w+|scalar_t\b"),
    ("CUTLASS/CuTe", r"\bcutlass\b|\bcute\b|CUTLASS|CUTE_"),
    ("CUB", r"\bcub\b|\bcub::|BlockReduce|BlockScan|WarpReduce|WarpScan|BlockRadixSort|"
            r"BlockLoad|BlockStore|DeviceReduce|DeviceScan|DeviceRadixSort"),
    ("Thrust", r"\bthrust\b"),
    ("half/bf16/fp8",
     r"__half|\bhalf2?\b|__nv_bfloat|nv_bfloat|bfloat16|__nv_fp8|fp8|e4m3|e5m2|cuda_fp16|"
     r"cuda_bf16|cuda_fp8|__float2half|__half2float|__float2bfloat|__bfloat162float|"
     r"\b__h(add|sub|mul|div|fma|max|min|neg|abs|eq|ne|lt|gt|le|ge)2?\b|__low2|__high2|"
     r"__floats2half|__float22half|__half22float|__hisnan|\bh2\w+\b|__ldg.*half|"
     r"__\w*(half|bfloat|bf16|fp8)\w*"),
    ("cooperative groups",
     r"cooperative_groups|\bcg::|thread_block|tiled_partition|coalesced_threads|"
     r"grid_group|this_grid|this_thread_block|thread_block_tile"),
    ("warp match/vote",
     r"__match_(any|all)_sync|__activemask|__syncthreads_(and|or|count)|__(all|any|uni)_sync|"
     r"__reduce_\w+_sync|__syncwarp"),
    ("other libraries",
     r"\bcublas|\bcusparse|\bcurand|\bcufft|\bcusolver|\bnccl|\bcudnn|\bEigen\b|"
     r"\bcuda::|<cuda/|\bnvcuda::|wmma|\bmma\b|\bspdlog\b|\bfmt::|\bdmlc\b|"
     r"\bgsl::|\bglm::|\"(dlpack|tvm|nvshmem|mscclpp|json|"
     r"spdlog|fmt|glog|gflags|boost|mpi|nlohmann|deep_ep|triton|NvInfer\w*)\b|\bCUtensorMap\b"),
    ("enum class/variadic/enable_if",
     r"enum class|enable_if|\btypename\s*\.\.\.|\bclass\s*\.\.\.|\.\.\.\s*\w+\)|variadic|"
     r"parameter pack|is_same|if constexpr|\bdecltype\b|sizeof\.\.\."),
    ("refused by design (asm, function pointers, goto)",
     r"inline asm|\basm\b|function pointer|\bgoto\b"),
    ("C math/libc",
     r"\bsignbit\b|UINT\d+_C|INT\d+_C|SIZE_MAX|U?INT\d+_(MAX|MIN)|\bstd::numeric_limits|"
     r"\bmemcpy\b|\bmemset\b|\bassert\b|\bprintf\b|\bstd::(min|max|abs|sqrt|exp|log|pow|"
     r"swap|isnan|isinf|fabs|floor|ceil|fmin|fmax)\b|\b(llabs|labs|llrint|lrint|nearbyint|"
     r"trunc|copysign|hypot|cbrt|erfc?|lgamma|tgamma|expm1|log1p|ldexp|scalbn|ilogb|fdim|"
     r"remainder|fmod|rsqrt|rcbrt|norm\d?d?f?|sincos\w*|__\w+_r[nduz])\b|\bstd::"),
    ("lambda", r"lambda|\[&\]|\[=\]|\[\]\s*\(|\[this\]"),
    ("class with methods",
     r"classes with methods|member function|\bmethods?\b|\bthis\b|\bclass\b|operator\s*\S+\s*\(|"
     r"\bvirtual\b|\bpublic\s*:|\bprivate\s*:|\b[A-Z]\w*::[a-z_]\w*\s*\("),
    ("overloading", r"recursion|overload|redefin|redeclar|already (defined|declared)|"
                    r"conflicting"),
    ("constructor/braced init",
     r"constructor|braced|initializer list|compound literal|designated|\bdim3\s+\w+\s*\(|"
     r"^\s*(const\s+)?(?!return\b|else\b|case\b|delete\b|throw\b|goto\b)[A-Za-z_]\w*"
     r"(<[^;]*>)?\s+\w+\s*\([^;]*\)\s*;"),
    ("template struct/alias/traits",
     r"\btemplate\b|\btypename\b|\busing\s+\w+\s*=|\btraits?\b|::type\b|::value\b|"
     r"\bconstexpr\b|template argument|dependent|\w+<\w+(,\s*\w+)*>\s*\(|\b[A-Z]\w*::k\w+"),
    ("preprocessor",
     r"#\s*(include|if|ifdef|ifndef|elif|define|pragma|error)|\binclude\b|macro|directive|"
     r"__has_include|_Pragma|__VA_ARGS__|cannot open|no such file|not found"),
]
_COMPILED = [(c, re.compile(p)) for c, p in CAUSES]
#: causes that name a library warpsmith does not model (issue 18 counts them as failed)
LIBRARY_CAUSES = frozenset({"PyTorch/ATen/c10 headers", "CUTLASS/CuTe", "Thrust",
                            "other libraries"})


def classify(message: str, line_text: str = "", context: str = "") -> str:
    """The cause of a failure from its first error: the first of :data:`CAUSES` whose
    pattern matches the message, else the first matching the source line the error points
    at, else the first matching the lines just before it (``context``: a template header
    or an attribute line above a signature), else ``other``."""
    for text in (message, line_text, context):
        for cause, rx in _COMPILED:
            if text and rx.search(text):
                return cause
    return "other"


def error_line(error: dict) -> str:
    """The source line a located error points at; for an error located at the file only
    (``no kernel named 'k'``), the template header and signature of the kernel it names;
    '' when there is neither."""
    path, line = error.get("file"), error.get("line")
    if not path or not os.path.isfile(path):
        return ""
    if not line:
        return _kernel_header(path, error.get("message") or "")
    with open(path, errors="replace") as f:
        for i, text in enumerate(f, 1):
            if i == line:
                return text.strip()
    return ""


def error_context(error: dict, before: int = 3) -> str:
    """The ``before`` lines above the one a located error points at, joined."""
    path, line = error.get("file"), error.get("line")
    if not path or not line or not os.path.isfile(path):
        return ""
    with open(path, errors="replace") as f:
        lines = f.read().split("\n")
    return " ".join(x.strip() for x in lines[max(0, line - 1 - before):line - 1])


def _kernel_header(path: str, message: str) -> str:
    m = re.search(r"kernel (?:named )?'(\w+)", message)
    if not m:
        return ""
    with open(path, errors="replace") as f:
        text = f.read()
    d = re.search(r"(template\s*<[^;{]*?>\s*)?[^;{}]*__global__[^;{}]*?\b" + m.group(1) +
                  r"\s*\(", text)
    return " ".join(d.group(0).split())[:300] if d else ""


_ABS_PATH = re.compile(r"(?<![\w<\"'/])/[^\s:'\"]+")


def cause_of(error: dict) -> str:
    """:func:`classify` on a located error (absolute paths blanked from the message, so
    that a project directory named ``torch-scatter`` does not read as PyTorch)."""
    message = _ABS_PATH.sub("PATH", error.get("message") or "")
    line = error_line(error)
    cause = classify(message, line, error_context(error))
    if "no kernel named" in message and cause != "enum class/variadic/enable_if":
        return "template not instantiated"  # a template kernel read as no instance
    return cause


# ----------------------------------------------------------------------------- measure


FileFailure = public.FileFailure
_error = public.error_dict
_stage = public.stage


def _reread(text: str, path: str, expect: int) -> None:
    """The printed text reads again as CUDA, holds ``expect`` kernels and prints again."""
    again = _stage("reread", path, ws.read, text, dialect="cuda")
    if len(again.kernels) != expect:
        raise FileFailure("reread", {"file": path, "line": None, "col": None,
                                     "category": "error", "error": "",
                                     "message": f"the printed text holds {len(again.kernels)}"
                                                f" kernels, not {expect}"})
    _stage("reread", path, ws.translate, again, "cuda")


def measure_file(path: str, dirs: list[str], defines: dict | None = None) -> dict:
    """One file: passes when the whole file reads (``ws.read``, which stops at the first
    kernel that does not read), prints (``ws.translate(program, "cuda")``, which refuses a
    program that leaves out a kernel the signature scan lists) and the printed text reads
    again as CUDA with as many kernels and prints again. When the translation refuses
    because a template kernel has no instance, the kernels are listed as ``warpsmith
    kernels`` lists them (``ws.list_kernels``: every kernel read and printed back, a
    template kernel the file never instantiates read with guessed arguments): a template
    kernel the file *launches* must not need guessed arguments (the silent skip of issue
    18); each kernel and each guessed instance is then printed and read again alone."""
    program = _stage("read", path, ws.read, path, includes=dirs, defines=defines)
    try:
        text = ws.translate(program, "cuda").text
    except Exception as e:  # noqa: BLE001 - a kernel left out, or a print failure
        failure = FileFailure("print", _error(e, path))
        return _measure_listed(path, dirs, defines, program, failure)
    if not program.kernels:
        raise FileFailure("scan", _no_kernel(path))
    _reread(text, path, len(program.kernels))
    return {"kernels": len(program.kernels), "guessed": 0}


def _no_kernel(path: str) -> dict:
    return {"file": path, "line": None, "col": None, "category": "error", "error": "",
            "message": NO_CUDA_KERNEL + " (__global__ only inside a disabled #if?)"}


def _measure_listed(path: str, dirs: list[str], defines, program,
                    failure: FileFailure) -> dict:
    listing = _stage("scan", path, ws.list_kernels, path, includes=dirs,
                     defines=defines).as_json()
    kernels = listing["kernels"]
    if not kernels:
        raise FileFailure("scan", _no_kernel(path))
    failed = [k for k in kernels if not k.get("read")]
    if failed:
        raise FileFailure("read", failed[0]["error"])
    guessed = [k for k in kernels if k.get("instance")]
    if not guessed:
        raise failure
    # a launch inside a host template the file never instantiates makes no instance in
    # C++ either (`dormant_launches`): such a kernel counts as not launched
    launched = {launch["kernel"] for launch in listing.get("launches", [])} - \
        {k["name"] for k in kernels if k.get("dormant_launches")}
    for k in guessed:
        if k["name"] in launched:
            raise FileFailure("read", {"file": path, "line": k["line"], "col": None,
                                       "category": "template", "error": "",
                                       "message": f"template kernel '{k['name']}' is "
                                       "launched in the file but read only with guessed "
                                       f"arguments ({k['instance']}): not instantiated"})
    for k in program.kernels:
        _reread(_stage("print", path, ws.translate, k, "cuda").text, path, 1)
    for k in guessed:
        one = _stage("read", path, ws.read, path, includes=dirs, defines=defines,
                     kernel=k["instance"])
        for kk in one.kernels:
            _reread(_stage("print", path, ws.translate, kk, "cuda").text, path, 1)
    return {"kernels": len(kernels), "guessed": len(guessed)}


def _worker(f: dict) -> dict:
    """One file's facts: alone, else (a header with an includer) as its includer reads it;
    when both fail, the file's own first error."""
    try:
        return measure_file(f["path"], f["dirs"], f["defines"])
    except FileFailure as alone:
        if not f.get("includer"):
            raise
        try:
            return measure_in_includer(f["path"], f["includer"], f["includer_dirs"],
                                       f["defines"])
        except FileFailure:
            raise alone from None


# ------------------------------------------------------------ headers read as included

#: the file endings of a header (a file a translation unit includes, never compiled alone)
HEADER_SUFFIXES = (".cuh", ".h", ".hpp", ".hxx", ".hh", ".hu", ".inl", ".inc")
_INCLUDE_LINE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*"([^"\n]+)"')


def includers(root: str) -> dict:
    """Each header of the package that a ``.cu`` file of it includes with a quoted
    ``#include`` naming it relative to the ``.cu`` file's directory: its real path ->
    (that ``.cu`` file, the include's line number), the first such file in the walk's
    sorted order (vendored directories left out, as :func:`collect` leaves them out)."""
    found: dict = {}
    for dirpath, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in VENDORED)
        for fn in sorted(n for n in names if n.endswith(".cu")):
            path = os.path.join(dirpath, fn)
            with open(path, encoding="utf-8", errors="replace") as f:
                for number, line in enumerate(f, 1):
                    m = _INCLUDE_LINE.match(line)
                    target = m and os.path.realpath(os.path.join(dirpath, m.group(1)))
                    if target and target not in found and os.path.isfile(target):
                        found[target] = (path, number)
    return found


def _add_includer(f: dict, project_dirs: list[str], all_header_dirs: list[str],
                  included: dict) -> None:
    """``f["includer"]`` and its ``-I`` directories ``f["includer_dirs"]`` for a header
    some ``.cu`` file of its package includes (``included``: :func:`includers` of each
    package, computed once)."""
    if f["root"] not in included:
        included[f["root"]] = includers(f["root"])
    found = included[f["root"]].get(os.path.realpath(f["path"]))
    if found:
        f["includer"] = found
        f["includer_dirs"] = include_dirs(found[0], f["root"], project_dirs, all_header_dirs)


def measure_in_includer(path: str, includer: tuple, dirs: list[str],
                        defines: dict | None = None) -> dict:
    """A header that does not read on its own (GPTQModel's exllamav2 ``q_gemm_kernel.cuh``
    uses ``MatrixView_half`` from ``matrix_view.cuh``, which only the ``.cu`` file that
    includes it includes first) read as the compiler reads it: the text of its includer
    (``includer``: path, line of the ``#include``) before that ``#include``, then the
    header, as one translation unit measured by :func:`measure_file` with the includer's
    ``-I`` directories (``dirs``; the includer's own directory first, for its quoted
    includes). Every kernel the header's own signature scan lists must be in that unit (a
    macro of the includer could leave one out: the header would not be read whole).
    Passing says where: ``read_in``, the includer's path."""
    source, line = includer
    with open(source, encoding="utf-8", errors="replace") as f:
        before = f.readlines()[:line - 1]
    dirs = [os.path.dirname(source), *dirs]
    own = _kernel_names(path, dirs, defines)
    with tempfile.TemporaryDirectory(prefix="ws-modern-tu-") as tmp:
        unit = os.path.join(tmp, os.path.basename(source))
        with open(unit, "w", encoding="utf-8") as f:
            f.writelines(before)
            f.write(f'\n#include "{os.path.abspath(path)}"\n')
        left_out = own - _kernel_names(unit, dirs, defines)
        if left_out:
            raise FileFailure("scan", {"file": path, "line": None, "col": None,
                                       "category": "error", "error": "",
                                       "message": f"read in {source}, the header's kernels "
                                       f"{', '.join(sorted(left_out))} are left out"})
        out = measure_file(unit, dirs, defines)
    return {**out, "read_in": source}


def _kernel_names(path: str, dirs: list[str], defines: dict | None) -> set:
    """The names of the kernels the signature scan of ``path`` lists (``kernels --fast``,
    included files' kernels too)."""
    listing = _stage("scan", path, ws.list_kernels, path, includes=dirs, defines=defines,
                     fast=True).as_json()
    return {k["name"] for k in listing["kernels"]}


def _warm() -> None:
    ws.translate(ws.read("__global__ void warm(int *p) { p[0] = 1; }\n", dialect="cuda"),
                 "cuda")  # import the frontend and printer once, before forking


def run_files(files: list[dict], jobs: int, timeout: float, progress=None,
              clock: str = "cpu") -> list[dict]:
    """Measure ``files`` in worker processes (forked, ``jobs`` at a time), each killed
    after ``timeout`` seconds (``clock``: of CPU time, or wall-clock; a file that takes
    longer fails with cause ``timeout``)."""
    return public.run_files(files, jobs, timeout, _worker, _row, progress, warm=_warm,
                            clock=clock)


def _row(f: dict, out: dict, seconds: float) -> dict:
    row = {"project": f["project"], "path": os.path.relpath(f["path"], f["cache"]),
           "pass": out["pass"], "seconds": round(seconds, 3)}
    if out["pass"]:
        row.update(kernels=out["kernels"], guessed=out["guessed"], cause=None, stage=None,
                   error=None)
        if out.get("read_in"):
            row["read_in"] = os.path.relpath(out["read_in"], f["cache"])
        return row
    err = out["error"]
    if out["stage"] == "timeout":
        cause = "timeout"
    elif out["stage"] == "internal" or err.get("category") == "internal error":
        cause = "internal error"
    else:
        cause = cause_of(err)
    text = err.get("error") or err.get("message") or ""
    row.update(cause=cause, stage=out["stage"],
               error=text.replace(f["cache"] + os.sep, "").split("\n")[0][:400],
               message=_ABS_PATH.sub("PATH", err.get("message") or "")[:400],
               line_text=error_line(err)[:200], context=error_context(err)[:400])
    return row


_LOCATED = re.compile(r"^(\S+?):(\d+):(\d+):")


def reclassify(folder: str, cache: str) -> None:
    """Classify the failures of an earlier ``results.json`` again (after the classifier
    changed) and rewrite its summary; the measurement itself is kept. The source line and
    the lines above it are read again from the corpus at the error's place."""
    path = os.path.join(folder, "results.json")
    with open(path) as f:
        data = json.load(f)
    for r in data["files"]:
        m = _LOCATED.match(r.get("error") or "")
        if m and not r["pass"]:
            file = os.path.join(cache, "src", m.group(1))
            err = {"file": file, "line": int(m.group(2))}
            r["line_text"], r["context"] = error_line(err)[:200], error_context(err)[:400]
        if not r["pass"] and r["cause"] not in ("timeout", "internal error"):
            r["cause"] = classify(r.get("message", ""), r.get("line_text", ""),
                                  r.get("context", ""))
    data["summary"] = {**summarize(data["files"]),
                       "excluded": data["summary"].get("excluded", [])}
    with open(path, "w") as f:
        json.dump(data, f, indent=1)
    with open(os.path.join(folder, "summary.md"), "w") as f:
        f.write(summary_md(data["summary"], data["files"], data["meta"]))


# ----------------------------------------------------------------------------- report


#: the first message of a file whose kernels all sit under another platform's #if
NO_CUDA_KERNEL = public.NO_CUDA_KERNEL


def summarize(rows: list[dict]) -> dict:
    """Pass rate overall, per project and per cause; the rate when files failing only for
    a library warpsmith does not model are left out (not the issue's headline). A file in
    which the CUDA build has no kernel (``__global__`` only under ``#ifdef USE_ROCM``, vLLM's
    RDNA3 file) is not kernel-bearing for CUDA: it is listed in ``no_cuda_kernel``, outside
    the rate."""
    no_kernel = [r["path"] for r in rows
                 if not r["pass"] and (r.get("message") or "").startswith(NO_CUDA_KERNEL)]
    rows = [r for r in rows if r["path"] not in no_kernel]
    n = len(rows)
    passed = sum(r["pass"] for r in rows)
    causes = collections.Counter(r["cause"] for r in rows if not r["pass"])
    projects: dict = {}
    for r in rows:
        p = projects.setdefault(r["project"], {"files": 0, "passed": 0})
        p["files"] += 1
        p["passed"] += r["pass"]
    lib = sum(c for k, c in causes.items() if k in LIBRARY_CAUSES)
    return {"files": n, "passed": passed, "rate": round(passed / n, 4) if n else 0.0,
            "rate_without_library_failures": round(passed / (n - lib), 4) if n > lib else 0.0,
            "library_failures": lib, "projects": projects, "no_cuda_kernel": no_kernel,
            "causes": dict(causes.most_common()),
            "seconds": round(sum(r["seconds"] for r in rows), 1)}


def summary_md(s: dict, rows: list[dict], meta: dict) -> str:
    """The summary page: headline, per-project and per-cause tables, one example each."""
    out = [f"# Modern CUDA C++ collection: {meta['label']}", "",
           f"- commit `{meta['commit']}`"
           + (f" (HEAD was `{meta['commit_at_end']}` when it finished)"
              if meta.get("commit_at_end") else "") + f", {meta['date']}",
           f"- command: `{meta['command']}`",
           f"- packages: {meta['packages']} pinned sdists (`benchmarks/modern_corpus/"
           "packages.txt`), {projects} with kernel-bearing files".format(
               projects=len(s["projects"])), "",
           f"**{s['passed']} of {s['files']} kernel-bearing files read and print back "
           f"({s['rate']:.1%})** — issue 18's definition: a file failing only because of a "
           "library warpsmith does not model counts as failed.", "",
           f"Leaving out the {s['library_failures']} files whose first error is a library "
           f"warpsmith does not model: {s['rate_without_library_failures']:.1%}.", "",
           "## By cause (first error of each failing file)", "",
           "| cause | files | share of failures | example |", "|---|---:|---:|---|"]
    failed = s["files"] - s["passed"]
    for cause, count in s["causes"].items():
        ex = next(r for r in rows if r["cause"] == cause and r["path"] not in
                  s.get("no_cuda_kernel", ()))
        msg = (ex["error"] or "").replace("|", "\\|")[:160]
        out.append(f"| {cause} | {count} | {count / failed:.0%} | `{ex['path']}`: {msg} |")
    if s.get("no_cuda_kernel"):
        out += ["", "Not counted: no kernel in the CUDA build (every `__global__` under another "
                "platform's `#if`):", ""] + [f"- `{p}`" for p in s["no_cuda_kernel"]]
    if s.get("excluded"):
        out += ["", f"Left out of the collection ({len(s['excluded'])} files: the sdist lacks "
                "a header of the file's own, so no compiler can build it from the sdist):", ""]
        out += [f"- `{e['path']}`: {e['reason']}" for e in s["excluded"]]
    out += ["", "## By project", "", "| project | files | pass | rate |", "|---|---:|---:|---:|"]
    for name, p in sorted(s["projects"].items()):
        out.append(f"| {name} | {p['files']} | {p['passed']} | {p['passed'] / p['files']:.0%} |")
    limit = "of CPU time" if meta.get("clock") == "cpu" else "wall-clock"
    out += ["", f"Worker time in all: {s['seconds']} s (per-file timeout {meta['timeout']} s "
                f"{limit}).", ""]
    return "\n".join(out)


def _commit() -> str:
    return public.git_commit(HERE)


def _rerun_subset(files: list[dict], cache: str, results: str, cause: str | None):
    """The files of an earlier ``results.json`` that failed (with first-error ``cause``,
    when given): measuring again only those shows what a change did to them."""
    with open(results) as f:
        rows = json.load(f)["files"]
    keep = {r["path"] for r in rows if not r["pass"] and (cause is None or r["cause"] == cause)}
    src = os.path.join(cache, "src")
    return [f for f in files if os.path.relpath(f["path"], src) in keep]


def measure(cache: str, packages: list[dict], args) -> int:
    """Measure the fetched corpus and write results.json and summary.md."""
    excluded: list = []
    files = collect(cache, packages, args.project, args.cap, excluded)
    if args.rerun:
        files = _rerun_subset(files, cache, args.rerun, args.cause)
    if args.limit:
        files = files[:args.limit]
    per_root: dict = {}
    included: dict = {}
    for f in files:
        if f["root"] not in per_root:
            per_root[f["root"]] = (build_file_dirs(f["root"]) + named_dirs(f["root"]),
                                   header_dirs(f["root"]), build_file_defines(f["root"]))
        project_dirs, all_header_dirs, f["defines"] = per_root[f["root"]]
        f["dirs"] = include_dirs(f["path"], f["root"], project_dirs, all_header_dirs)
        if f["path"].endswith(HEADER_SUFFIXES):
            _add_includer(f, project_dirs, all_header_dirs, included)
        f["cache"] = os.path.join(cache, "src")
    print(f"{len(files)} kernel-bearing files in {len(per_root)} packages", flush=True)
    done = [0]

    def progress(row):
        done[0] += 1
        mark = "ok " if row["pass"] else "FAIL"
        print(f"[{done[0]}/{len(files)}] {mark} {row['seconds']:6.1f}s {row['path']}"
              + ("" if row["pass"] else f"  [{row['cause']}]"), flush=True)

    commit = _commit()  # the code that runs: HEAD when the run starts
    rows = run_files(files, args.jobs, args.timeout, progress, args.clock)
    date = datetime.datetime.now(datetime.timezone.utc)
    meta = {"label": args.label, "commit": commit, **public.commit_moved(HERE, commit), "date": date.strftime("%Y-%m-%d %H:%M UTC"),
            "command": " ".join(["python", "benchmarks/modern_corpus.py", *sys.argv[1:]]),
            "packages": len(packages), "timeout": args.timeout, "clock": args.clock,
            "cap": args.cap}
    s = summarize(rows)
    s["excluded"] = excluded
    out = args.out or os.path.join(RESULTS, f"modern-corpus-{date:%Y-%m-%d}-{args.label}")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "results.json"), "w") as f:
        json.dump({"meta": meta, "summary": s, "files": rows}, f, indent=1)
    with open(os.path.join(out, "summary.md"), "w") as f:
        f.write(summary_md(s, rows, meta))
    print(f"\n{s['passed']}/{s['files']} files pass ({s['rate']:.1%}); written to {out}")
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    public.corpus_arguments(ap, what="sdists", env="WARPSMITH_CORPUS",
                            cache="/work/corpus-modern", prefix="modern-corpus",
                            timeout=120.0, jobs=2, cap=30)
    ap.add_argument("--rerun", metavar="RESULTS_JSON",
                    help="only the files that failed in this earlier results.json")
    ap.add_argument("--cause", help="with --rerun: only those whose first error had this cause")
    ap.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                    help="the per-file limit in CPU seconds of the worker (default: a "
                         "shared machine's load does not fail a file) or wall-clock seconds "
                         "(the runs before 2026-11-27 session 7)")
    args = ap.parse_args(argv)
    if args.reclassify:
        reclassify(args.reclassify, cache_dir(args.cache))
        return 0
    return public.fetch_then_measure(ap, args, cache_dir(args.cache), read_packages(),
                                     fetch, measure, "modern_corpus.py",
                                     "needs network access to PyPI")


if __name__ == "__main__":
    sys.exit(main())
