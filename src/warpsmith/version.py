"""The version of warpsmith (read by the package build, the CLI and the results writer)."""

__version__ = "0.1.0"
