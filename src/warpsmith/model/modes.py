"""The modes of thread-dependent conditions the model takes (``warpsmith predict
--mode``), in a module of their own so that the command line can list them without
importing the model."""

MODES = ("auto", "symbolic", "replay", "bounds")

__all__ = ["MODES"]
