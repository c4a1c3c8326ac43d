"""warpsmith: read CUDA C and OpenCL C kernels, explain them, rewrite them, run them.

``import warpsmith as ws`` gives the Python API (:mod:`warpsmith.api`; docs/api.md):
``ws.read``, ``ws.Launch``, ``ws.run``, ``ws.analyze``, ``ws.divergence``, ``ws.optimize``,
``ws.coarsen``, ``ws.predict``, ``ws.translate``, ``ws.compile``, ``ws.devices``,
``ws.list_kernels``, ``ws.check_launch``, ``ws.tune`` and Kernel Tuner's ``ws.tune_kernel``,
their result types, and the error types (``ws.WarpsmithError`` and its kinds).
The names load on first use, so that ``import warpsmith`` stays fast.
"""

from .version import __version__

_API = ("read", "list_kernels", "run", "analyze", "divergence", "optimize", "coarsen",
        "predict", "translate", "compile", "devices", "check_launch", "Program", "Kernel",
        "BACKENDS", "tune_kernel", "tune_strategies", "stream_run", "fuse", "Texture")
_RESULTS = ("Result", "RunResult", "AccessAnalysis", "DivergenceAnalysis", "OptimizeResult",
            "CoarsenResult", "PredictResult", "Translation", "CompileResult", "DeviceList",
            "KernelList", "TuneReport")
_ERRORS = ("WarpsmithError", "SyntaxErrorAt", "Unsupported", "PreprocessError",
           "SemanticError", "LaunchError", "SimulationError", "BackendUnavailable")
_LAUNCH = ("Launch",)
#: subpackages reached as ``ws.NAME`` (loaded on first use)
_PACKAGES = ("stream", "fusion")

__all__ = ["__version__", "tune", *_PACKAGES, *_API, *_RESULTS, *_ERRORS, *_LAUNCH]

# ``ws.tune`` is a function of the API while ``warpsmith.tune`` is also the tuner's package:
# the package (its __init__ is empty, so this is cheap) is loaded first, and the function
# defined after it, so that later imports of ``warpsmith.tune.*`` (which find the package
# already loaded) leave ``ws.tune`` the function.
from . import tune as _tune_package  # noqa: E402,F401


def tune(*args, **kwargs):
    """Auto-tune a kernel: :func:`warpsmith.api.tune` (the tuner's package is
    ``warpsmith.tune``)."""
    from .api import tune as _tune

    return _tune(*args, **kwargs)


def __getattr__(name: str):
    """Load an API name on first use (PEP 562)."""
    if name in _PACKAGES:
        import importlib

        value = importlib.import_module(f"{__name__}.{name}")
        globals()[name] = value
        return value
    if name in _API:
        from . import api as module
    elif name in _RESULTS:
        from . import api_results as module
    elif name in _ERRORS:
        from .ir import errors as module
    elif name in _LAUNCH:
        from .ir import launch as module
    else:
        raise AttributeError(f"module 'warpsmith' has no attribute {name!r}")
    value = getattr(module, name)
    globals()[name] = value
    return value


def __dir__() -> list:
    return sorted(set(globals()) | set(__all__))
