"""warpsmith: read CUDA C and OpenCL C kernels, explain them, rewrite them, run them."""

__version__ = "0.1.0"
