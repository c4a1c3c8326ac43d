"""warpsmith: read CUDA C and OpenCL C kernels, explain them, rewrite them, run them.

``import warpsmith as ws`` gives the Python API (:mod:`warpsmith.api`; docs/api.md):
``ws.read``, ``ws.Launch``, ``ws.run``, ``ws.analyze``, ``ws.divergence``, ``ws.optimize``,
``ws.coarsen``, ``ws.predict``, ``ws.translate``, ``ws.compile``, ``ws.devices``,
``ws.list_kernels``, their result types, and the error types (``ws.WarpsmithError`` and its
kinds). The names load on first use, so that ``import warpsmith`` stays fast.
"""

from .version import __version__

_API = ("read", "list_kernels", "run", "analyze", "divergence", "optimize", "coarsen",
        "predict", "translate", "compile", "devices", "Program", "Kernel", "BACKENDS",
        "fuse", "fusion")
_RESULTS = ("Result", "RunResult", "AccessAnalysis", "DivergenceAnalysis", "OptimizeResult",
            "CoarsenResult", "PredictResult", "Translation", "CompileResult", "DeviceList",
            "KernelList")
_ERRORS = ("WarpsmithError", "SyntaxErrorAt", "Unsupported", "PreprocessError",
           "SemanticError", "LaunchError", "SimulationError", "BackendUnavailable")
_LAUNCH = ("Launch",)

__all__ = ["__version__", *_API, *_RESULTS, *_ERRORS, *_LAUNCH]


def __getattr__(name: str):
    """Load an API name on first use (PEP 562)."""
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
