"""What each project's host program gives a kernel file of issue 17's C-style collection
when it builds it (docs/realcode.md, "Host-supplied definitions").

A *recipe* is data: the files a host concatenates before the kernel file, the text it
generates, the ``-D`` switches it passes, the include directory ``pyopencl.Program.build``
adds. :func:`unit` turns a recipe into one translation unit (the parts in the host's order,
each read as the host reads it) and its switches. Where the host's definitions depend on
run-time arguments, one fixed, typical binding is used (the constants below); the
generating functions mirror the host's logic (written here, not copied). A file no host
program builds gets no recipe (None).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

# ----------------------------------------------------------------------------- the unit


@dataclass
class Unit:
    """A translation unit as a host assembles it: ``parts`` (label, text) in order and
    the ``-D`` switches it is built with."""

    parts: list = field(default_factory=list)
    defines: dict = field(default_factory=dict)

    def text(self) -> str:
        """The parts joined as the hosts join them (a newline between parts), each
        introduced by a comment naming where it comes from."""
        return "\n".join(f"// ---- {label}\n{body}" for label, body in self.parts)


def read_text(path: str) -> str:
    """A source file's text (undecodable bytes replaced, as the collection reads files)."""
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


def drop_includes(text: str) -> str:
    """A file as silx's ``read_cl_file`` reads it (``silx/opencl/utils.py``): every line
    starting ``#include `` left out."""
    return "".join(line for line in text.splitlines(keepends=True)
                   if not line.startswith("#include "))


def find_dir(root: str, tail: str) -> str | None:
    """The directory under ``root`` whose path ends with ``tail`` (first in sorted order)."""
    for dirpath, dirs, _ in os.walk(root):
        dirs.sort()
        if dirpath.replace(os.sep, "/").endswith("/" + tail):
            return dirpath
    return None


# ----------------------------------------------------------------------------- pyopencl

def pyopencl_include(roots: dict) -> list[str]:
    """pyopencl's own ``cl`` directory (``pyopencl/__init__.py``,
    ``_find_pyopencl_include_path``: ``Program.build`` adds it), from the pinned sdist."""
    root = roots.get("pyopencl")
    found = root and find_dir(root, "pyopencl/cl")
    return [found] if found else []


# ----------------------------------------------------------------------------- pyclesperanto

#: pyclesperanto's numpy dtype -> (pixel type, type id) for buffers
#: (``_tier0/_opencl_execute.py``, ``execute``); the binding uses float32
CLE_BUFFER_TYPES = {"uint8": ("uchar", "uc"), "uint16": ("ushort", "us"),
                    "uint32": ("uint", "ui"), "uint64": ("ulong", "ul"),
                    "int8": ("char", "c"), "int16": ("short", "s"), "int32": ("int", "i"),
                    "int64": ("long", "l"), "float32": ("float", "f")}
CLE_DTYPE = "float32"


def cle_image_keys(text: str) -> list[str]:
    """The image parameters of a pyclesperanto kernel file: each parameter declared
    ``IMAGE_key_TYPE key`` (the host's ``parameters`` keys), in order."""
    keys: list[str] = []
    for m in re.finditer(r"\bIMAGE_(\w+)_TYPE\s+(\w+)\b", text):
        if m.group(1) == m.group(2) and m.group(1) not in keys:
            keys.append(m.group(1))
    return keys


def cle_ndim(path: str) -> int:
    """The binding's default image dimensions: 2 for a ``*_2d_x.cl`` file (the host's
    ``KERNEL_FILE_PATTERN``), else 3."""
    return 2 if path.endswith("_2d_x.cl") else 3


def _call_args(text: str, start: int) -> list[str]:
    """The top-level comma-separated arguments of the call whose ``(`` is at ``start``."""
    depth, args, cur = 0, [], []
    for ch in text[start:]:
        if ch in "([{":
            depth += 1
            if depth == 1:
                continue
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                args.append("".join(cur).strip())
                return args
        elif ch == "," and depth == 1:
            args.append("".join(cur).strip())
            cur = []
            continue
        cur.append(ch)
    return args


def _position_dims(text: str, arg: str) -> int | None:
    """2 or 3 when a position argument is plainly an ``int2`` or ``int4`` (a cast, a
    variable declared with that type, or a variable the kernel assigns an ``(int2)`` or
    ``(int4)`` literal: OpenCL C has no implicit conversion between vector types, so the
    variable must have that type), else None."""
    m = re.match(r"\(\s*int([24])\s*\)", arg)
    if m:
        return 2 if m.group(1) == "2" else 3
    if re.fullmatch(r"\w+", arg):
        d = re.search(rf"\bint([24])\s+{arg}\s*=", text) or \
            re.search(rf"(?<![\w.])(?<!\.\s){arg}\s*=(?!=)\s*\(\s*int([24])\s*\)", text)
        if d:
            return 2 if d.group(1) == "2" else 3
    return None


def cle_key_ndim(text: str, key: str, default: int) -> int:
    """The dimensions of image parameter ``key`` in the binding: those of the positions
    the kernel reads and writes it with (the host's caller passes an array the kernel can
    be built for: ``POS_key_TYPE`` must match them), else ``default``."""
    for m in re.finditer(rf"\b(READ|WRITE)_{key}_IMAGE\s*\(", text):
        args = _call_args(text, m.end() - 1)
        pos = args[2] if m.group(1) == "READ" and len(args) > 2 else \
            args[1] if len(args) > 1 else ""
        dims = _position_dims(text, pos)
        if dims:
            return dims
    return default


def cle_defines(keys: list[str], ndim, dtype: str = CLE_DTYPE) -> str:
    """The ``#define`` lines pyclesperanto's ``execute`` generates for image parameters
    ``keys`` bound to ``dtype`` buffers of ``ndim`` dimensions (a number, or a mapping
    key -> number), image-size independent (its default)."""
    pixel, tid = CLE_BUFFER_TYPES[dtype]
    lines = ["#define MAX_ARRAY_SIZE 1000"]
    lines += [f"#define GET_IMAGE_{d}(image_key) image_size_ ## image_key ## _{d.lower()}"
              for d in ("WIDTH", "HEIGHT", "DEPTH")]
    for k in keys:
        nd = ndim[k] if hasattr(ndim, "items") else ndim
        pos = ["(pos0, 0)", "(pos0, pos1)", "(pos0, pos1, pos2, 0)"][nd - 1]
        pos_type = "int2" if nd < 3 else "int4"
        dims = 2 if nd < 3 else 3
        size = (f"int image_size_{k}_width, int image_size_{k}_height, "
                f"int image_size_{k}_depth, ")
        sizes = "GET_IMAGE_WIDTH(a),GET_IMAGE_HEIGHT(a),GET_IMAGE_DEPTH(a),a,b,c"
        lines += [f"#define CONVERT_{k}_PIXEL_TYPE clij_convert_{pixel}_sat",
                  f"#define IMAGE_{k}_PIXEL_TYPE {pixel}",
                  f"#define POS_{k}_TYPE {pos_type}",
                  f"#define POS_{k}_INSTANCE(pos0,pos1,pos2,pos3) ({pos_type}){pos}",
                  f"#define IMAGE_{k}_TYPE {size} __global {pixel}*",
                  f"#define READ_{k}_IMAGE(a,b,c) read_buffer{dims}d{tid}({sizes})",
                  f"#define WRITE_{k}_IMAGE(a,b,c) write_buffer{dims}d{tid}({sizes})"]
    return "\n".join(lines) + "\n"


def cle_unit(path: str, root: str) -> Unit | None:
    """pyclesperanto's source: generated defines, ``_tier0/preamble.cl``, the file."""
    tier0 = find_dir(root, "pyclesperanto_prototype/_tier0")
    if tier0 is None or not os.path.isfile(os.path.join(tier0, "preamble.cl")):
        return None
    text = read_text(path)
    keys = cle_image_keys(text)
    gen = cle_defines(keys, {k: cle_key_ndim(text, k, cle_ndim(path)) for k in keys})
    return Unit([("generated by _opencl_execute.execute", gen),
                 ("_tier0/preamble.cl", read_text(os.path.join(tier0, "preamble.cl"))),
                 (os.path.basename(path), text)])


# ----------------------------------------------------------------------------- silx, pyFAI

#: the typical binding of the silx and pyFAI size and device switches
NIMAGE = "1048576"          # a 1024 x 1024 detector
FP64 = {"cl_khr_fp64": "1"}  # get_compiler_options(apple_gpu=True) on a device with doubles

#: (host file, the files it concatenates in order, its -D switches); "silx:" names a
#: file of silx's resources (pyFAI reads silx's doubleword.cl); the first list holding a
#: kernel file is its program
PYFAI_PROGRAMS = [
    ("pyFAI/opencl/preproc.py", ("preprocess.cl",), {"NIMAGE": NIMAGE, **FP64}),
    ("pyFAI/opencl/azim_csr.py",
     ("silx:doubleword.cl", "preprocess.cl", "memset.cl", "ocl_azim_CSR.cl",
      "collective/reduction.cl", "collective/scan.cl", "collective/comb_sort.cl",
      "medfilt.cl"), {"NBINS": "1000", "NIMAGE": NIMAGE, **FP64}),
    ("pyFAI/opencl/azim_lut.py",
     ("silx:doubleword.cl", "preprocess.cl", "memset.cl", "ocl_azim_LUT.cl"),
     {"NBINS": "1000", "NIMAGE": NIMAGE, "NLUT": "64", "ON_CPU": "0", **FP64}),
    ("pyFAI/opencl/azim_hist.py",
     ("silx:doubleword.cl", "preprocess.cl", "ocl_histo.cl"),
     {"NBINS": "1000", "NIMAGE": NIMAGE, "WORKGROUP_SIZE": "64", **FP64}),
    ("pyFAI/opencl/peak_finder.py (OCL_PeakFinder, compiled as OCL_CSR_Integrator)",
     ("silx:doubleword.cl", "preprocess.cl", "memset.cl", "ocl_azim_CSR.cl",
      "sparsify.cl", "peakfinder.cl"), {"NBINS": "1000", "NIMAGE": NIMAGE, **FP64}),
    ("pyFAI/opencl/peak_finder.py (OCL_SimplePeakFinder)", ("simple_peak_picker.cl",),
     dict(FP64)),
    ("pyFAI/opencl/sort.py", ("silx:doubleword.cl", "bitonic.cl", "separate.cl",
                              "sigma_clip.cl"), {}),
    ("pyFAI/opencl/ocl_hist_pixelsplit.py", ("ocl_hist_pixelsplit.cl",),
     {"BINS": "1000", "NIMAGE": NIMAGE, "WORKGROUP_SIZE": "64", "EPS": "1.192093e-07"}),
    ("pyFAI/opencl/OCLFullSplit.py", ("ocl_lut.cl",),
     {"BINS": "1000", "POS_SIZE": "4", "SIZE": NIMAGE, "WORKGROUP_SIZE": "64",
      "EPS": "1.192093e-07"}),
]

_SIFT = ("sift/sift.cl", "sift/convolution.cl", "sift/preprocess.cl", "sift/algebra.cl",
         "sift/image.cl", "sift/gaussian.cl", "sift/reductions.cl", "sift/memset.cl")

SILX_PROGRAMS = [
    ("silx/opencl/common.py", ("addition.cl",), {}),
    ("silx/opencl/statistics.py", ("preprocess.cl",), {"NIMAGE": NIMAGE}),
    ("silx/opencl/medfilt.py", ("preprocess.cl", "bitonic.cl", "medfilt.cl"),
     {"NIMAGE": NIMAGE}),
    ("silx/opencl/sparse.py", ("sparse.cl",),
     {"IMAGE_WIDTH": "1024", "DTYPE": "float", "IDX_DTYPE": "int"}),
    ("silx/opencl/convolution.py (textures)", ("convolution_textures.cl",),
     {"USED_CONV_MODE": "0", "IMAGE_DIMS": "2", "FILTER_DIMS": "1"}),
    ("silx/opencl/convolution.py", ("convolution.cl",), {"USED_CONV_MODE": "0"}),
    ("silx/opencl/image.py", ("image/cast.cl", "image/map.cl", "image/max_min.cl",
                              "image/histogram.cl"), {"NB_COLOR": "1"}),
    ("silx/opencl/sift/plan.py",
     _SIFT + ("sift/orientation_cpu.cl", "sift/orientation_gpu.cl", "sift/descriptor_gpu1.cl",
              "sift/descriptor_gpu2.cl", "sift/descriptor_cpu.cl"), {"WORKGROUP_SIZE": "128"}),
    ("silx/opencl/sift/match.py (GPU)", ("sift/sift.cl", "sift/memset.cl",
                                         "sift/matching_gpu.cl"), {"WORKGROUP_SIZE": "64"}),
    ("silx/opencl/sift/match.py (CPU)", ("sift/sift.cl", "sift/memset.cl",
                                         "sift/matching_cpu.cl"), {"WORKGROUP_SIZE": "16"}),
    ("silx/opencl/sift/alignment.py", ("sift/transform.cl",), {}),
    ("silx/opencl/codec/bitshuffle_lz4.py", ("codec/bitshuffle_lz4.cl",), {}),
    ("silx/opencl/codec/byte_offset.py", ("codec/byte_offset.cl",), {}),
    ("silx/opencl/backprojection.py", ("backproj.cl", "array_utils.cl"), {}),
    ("silx/opencl/projection.py", ("proj.cl", "array_utils.cl"), {}),
    ("silx/opencl/sinofilter.py", ("array_utils.cl",), {}),
    ("silx/opencl/linalg.py", ("linalg.cl",), {}),
]

RESOURCES = {"silx": "silx/resources/opencl", "pyfai": "pyFAI/resources/openCL"}


def program_for(rel: str, programs: list) -> tuple | None:
    """The first program (host, files, switches) whose list holds ``rel``, with the files
    up to and including it (those after it cannot change how it reads)."""
    for host, files, defines in programs:
        if rel in files:
            return host, files[:files.index(rel) + 1], defines
    return None


def concatenated_unit(project: str, path: str, roots: dict) -> Unit | None:
    """A silx or pyFAI kernel file in its host's concatenation (``concatenate_cl_kernel``),
    every part read as ``read_cl_file`` reads it."""
    res = {name: find_dir(roots[name], tail) for name, tail in RESOURCES.items()
           if roots.get(name)}
    home = res.get(project)
    if home is None:
        return None
    rel = os.path.relpath(path, home).replace(os.sep, "/")
    found = program_for(rel, PYFAI_PROGRAMS if project == "pyfai" else SILX_PROGRAMS)
    if found is None:
        return None
    host, files, defines = found
    parts = []
    for name in files:
        owner, _, fname = name.rpartition(":")
        base = res.get(owner or project)
        if base is None:
            return None
        parts.append((f"{owner or project}:{fname} (as {host} builds it)",
                      drop_includes(read_text(os.path.join(base, fname)))))
    return Unit(parts, dict(defines))


# ----------------------------------------------------------------------------- gputools

LINEAR = {"SAMPLER_FILTER": "CLK_FILTER_LINEAR"}
CONSTANT = {"SAMPLER_ADDRESS": "CLK_ADDRESS_CLAMP"}


def geometric_mappings(mapping: str, ndim: int) -> dict:
    """gputools ``geometric_transform``'s template values for ``mapping`` on ``ndim``-D
    data (``transforms/transformations.py``)."""
    out = {"FUNC2": "c1,c0", "FUNC3": "c2,c1,c0"}
    out[f"FUNC{ndim}"] = ",".join(reversed(mapping.split(",")))
    return out


#: kernel file (relative to the gputools package) -> (calling function, Mako template
#: values or None, -D switches): float32 3-D data, each function's default arguments
GPUTOOLS = {
    "transforms/kernels/affine.cl": ("transforms/transformations.py affine", None,
                                     {**LINEAR, **CONSTANT}),
    "transforms/kernels/map_coordinates.cl": (
        "transforms/transformations.py map_coordinates", None,
        {**LINEAR, **CONSTANT, "DTYPE": "float"}),
    "transforms/kernels/geometric_transform.cl": (
        "transforms/transformations.py geometric_transform",
        geometric_mappings("c0,c1,c2", 3),
        {**LINEAR, **CONSTANT, "DTYPE": "float", "READ_IMAGE": "read_imagef"}),
    "transforms/kernels/scale.cl": ("transforms/scale.py scale", None,
                                    {**LINEAR, "TYPENAME": "float",
                                     "READ_IMAGE": "read_imagef"}),
    "transforms/kernels/integral_image.cl": ("transforms/integral_image.py", None,
                                             {"DTYPE": "float"}),
    "convolve/kernels/convolve_sep.cl": ("convolve/convolve_sep.py", None,
                                         {"DTYPE": "float"}),
    "convolve/kernels/conv_spatial2.cl": ("convolve/convolve_spatial2.py", None,
                                          {"ADDRESSMODE": "CLK_ADDRESS_CLAMP"}),
    "convolve/kernels/conv_spatial3.cl": ("convolve/convolve_spatial3.py", None,
                                          {"ADDRESSMODE": "CLK_ADDRESS_CLAMP"}),
    "convolve/kernels/generic_separable_filter.cl": (
        "convolve/generic_separable_filters.py _generic_filter_gpu_3d",
        {"FSIZE_X": 3, "FSIZE_Y": 3, "FSIZE_Z": 3, "FUNC": "fmax(res,val)",
         "DEFAULT": "-INFINITY", "DTYPE": "float"}, {}),
    "convolve/kernels/median_filter.cl": (
        "convolve/median_filter.py _median_filter_gpu_3d",
        {"DTYPE": "float", "FSIZE_X": 3, "FSIZE_Y": 3, "FSIZE_Z": 3, "CVAL": 0}, {}),
    "convolve/kernels/rank_downscale.cl": (
        "convolve/rank_downscale.py _rank_downscale_3d",
        {"DTYPE": "float", "FSIZE_X": 3, "FSIZE_Y": 3, "FSIZE_Z": 3, "CVAL": 0}, {}),
    "denoise/kernels/nlm2.cl": ("denoise/nlm2.py", None, {"FS": "2", "BS": "3"}),
    "denoise/kernels/nlm3.cl": ("denoise/nlm3.py", None, {"FS": "2", "BS": "3"}),
    "utils/kernels/histogram.cl": ("utils/histogram.py", None,
                                   {"N_BINS": "256", "RED_SIZE": "1024", "DTYPE": "float"}),
}


def render_mako(text: str, values: dict) -> str:
    """A Mako template rendered as gputools renders it (``Template(src).render(**v)``)."""
    from mako.template import Template

    return Template(text).render(**values)


def gputools_unit(path: str, root: str) -> Unit:
    """A gputools kernel file as ``OCLProgram`` builds it: the file (or its rendered
    template) with the calling function's switches; a file no function passes anything
    gets the file alone."""
    rel = path.replace(os.sep, "/").rpartition("/gputools/")[2]
    host, values, defines = GPUTOOLS.get(rel, ("core/oclprogram.py OCLProgram", None, {}))
    text = read_text(path)
    if values is not None:
        text = render_mako(text, values)
    return Unit([(f"{os.path.basename(path)} (as {host} builds it)", text)], dict(defines))


# ----------------------------------------------------------------------------- hashcat

#: per hash mode, its module's ``module_jit_build_options`` (hashcat 6.2.6,
#: ``src/modules/module_N.c``; values read from the hashcat/hashcat sources on GitHub) for
#: the device the collection assumes: an NVIDIA GPU under OpenCL (preferred work-group
#: multiple 32, ``CL_DEVICE_LOCAL_MEM_SIZE`` 49152 bytes), the mode's own self-test hash.
#: - 9710/9800/9810/10400: ``-D FIXED_LOCAL_SIZE=<native threads> -D _unroll``; a GPU with
#:   at least 48 KiB of local memory gets its preferred work-group multiple, 32.
#: - 9000: ``-D FIXED_LOCAL_SIZE=(local memory size - overhead) / 4096`` (one Blowfish
#:   S-box set per thread); under OpenCL on NVIDIA the overhead is 1: 49151 / 4096 = 11.
#: - 22700, 27700 (scrypt): ``-D SCRYPT_N=%u -D SCRYPT_R=%u -D SCRYPT_P=%u -D
#:   SCRYPT_TMTO=%u -D SCRYPT_TMP_ELEM=%u`` with the self-test hash's N=16384, r=8, p=1;
#:   SCRYPT_TMTO is the divisor (kernel power x 128 r N) / extra buffer size, 2^tmto, which
#:   is 1 when the full table fits (tmto 0; the kernel divides N by it); SCRYPT_TMP_ELEM is
#:   128 r p / 16 = 64 (uint4 elements).
HASHCAT_SCRYPT = {"SCRYPT_N": "16384", "SCRYPT_R": "8", "SCRYPT_P": "1", "SCRYPT_TMTO": "1",
                  "SCRYPT_TMP_ELEM": "64"}
HASHCAT_JIT = {
    **{m: {"FIXED_LOCAL_SIZE": "32", "_unroll": "1"} for m in (9710, 9800, 9810, 10400)},
    9000: {"FIXED_LOCAL_SIZE": "11"},
    22700: HASHCAT_SCRYPT,
    27700: HASHCAT_SCRYPT,
}


def hashcat_defines(path: str) -> dict:
    """The JIT switches of the hash mode a hashcat kernel file (``mNNNNN_...cl``) is for."""
    m = re.match(r"m(\d{5})[_-]", os.path.basename(path))
    return dict(HASHCAT_JIT.get(int(m.group(1)), {})) if m else {}


# ----------------------------------------------------------------------------- dispatch

PYOPENCL_HOSTS = frozenset({"pyclesperanto-prototype", "pyfai", "silx", "gputools"})
#: projects whose host recipes assemble a translation unit
RECIPE_PROJECTS = PYOPENCL_HOSTS

#: what each project's recipe supplies (the results summary lists it)
SUPPLIES = {
    "pyclesperanto-prototype": "the `#define` lines `_tier0/_opencl_execute.py` `execute` "
    "generates (float32 buffers, each image's dimensions those its reads and writes use) "
    "and `_tier0/preamble.cl` before the file; pyopencl's `cl` include directory",
    "pyfai": "the files its `pyFAI/opencl/*.py` class concatenates before the file "
    "(silx's `doubleword.cl` among them), `#include` lines dropped as `read_cl_file` does, "
    "and the class's `-D` switches (NBINS, NIMAGE, ...); pyopencl's `cl` directory",
    "silx": "the same for `silx/opencl/*.py` (SIFT's concatenated files, medfilt's "
    "`bitonic.cl`; NIMAGE, IMAGE_WIDTH, IMAGE_DIMS, WORKGROUP_SIZE, ...)",
    "gputools": "the calling function's `-D` switches (DTYPE, SAMPLER_*, ADDRESSMODE, ...), "
    "its Mako template rendered with Mako, and pyopencl's `cl` directory "
    "(`pyopencl-complex.h`)",
    "hashcat-data": "`src/backend.c`'s switches (before this rule too) and the hash mode's "
    "`module_jit_build_options` (FIXED_LOCAL_SIZE for modes 9000/9710/9800/9810/10400, "
    "SCRYPT_* for 22700/27700)",
    "darktable, piglit": "nothing new (their build files' options, as before)",
}


def unit(project: str, path: str, root: str, roots: dict) -> Unit | None:
    """The translation unit and switches project ``project``'s host gives the kernel file
    ``path`` (``root``: the project's unpacked package; ``roots``: every project's, by
    name), or None when the host builds the file as it is (:func:`host_options` then
    gives what it adds)."""
    if project == "pyclesperanto-prototype":
        return cle_unit(path, root)
    if project in ("pyfai", "silx"):
        return concatenated_unit(project, path, roots)
    if project == "gputools":
        return gputools_unit(path, root)
    return None


def host_options(project: str, path: str, roots: dict) -> tuple[list[str], dict]:
    """The include directories and switches a host adds to every file it builds:
    pyopencl's ``cl`` directory for the projects built through ``pyopencl.Program``,
    hashcat's per-mode JIT switches."""
    dirs = pyopencl_include(roots) if project in PYOPENCL_HOSTS else []
    return dirs, (hashcat_defines(path) if project == "hashcat-data" else {})
