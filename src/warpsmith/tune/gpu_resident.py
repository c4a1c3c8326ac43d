"""The GPU worker's arguments kept on the device across configurations, and the answer
checked there (issue 23).

The multi-GPU run found the host's work per configuration in the measurement worker to be
the limit (``actor_ms_per_config`` 9-12 ms against a kernel of well under a millisecond):
every configuration uploaded every argument, copied every output back and compared it
with the answer on the CPU. :class:`Resident` does that work once per worker instead:

* each pointer argument is uploaded once (its *pristine* copy) next to a *working* buffer
  of the same size; before each configuration the working buffers are refreshed on the
  device: inputs by a device-to-device copy of the pristine bytes, the checked outputs
  filled with 0xFF bytes (NaN for floats: the poison of :func:`~..backends.common.poisoned`,
  so an output the kernel never writes cannot pass). A kernel that writes its inputs, or
  a wrong configuration that scribbles over them, therefore leaves the next
  configuration nothing it would not have had with fresh uploads;
* the answer is uploaded once; after the checked run each output is compared with it on
  the device by :func:`~.tuner.mismatches` (the host check's own function, run with CuPy)
  and only the count of wrong elements comes back. The check is made right after the
  checked run (``run_cuda(inspect=...)``), before the timing launches overwrite the
  outputs, as the host path copied them back before timing.

The cost: the arguments take twice their size on the device (pristine and working
copies), where fresh uploads took it once; ``CudaMeasurer(resident=False)`` is the old
path for arguments that do not fit twice.

The array module is a parameter (``xp``, CuPy on the GPU), so the tests run the same code
with NumPy on the CPU.
"""

from __future__ import annotations

import numpy as np

from .tuner import expected_outputs, mismatches


class Resident:
    """Pointer arguments (``{name: host array}``) and the answer of one tuning problem,
    on the device of array module ``xp`` (see the module's text)."""

    def __init__(self, arguments: dict, answer, atol: float, xp):
        self.xp = xp
        self.atol = atol
        self.answer = answer
        self.host: dict = {}  # name -> (dtype, shape) of the host array given
        self.pristine: dict = {}
        self.working: dict = {}
        for name, v in arguments.items():
            if isinstance(v, np.ndarray) and v.nbytes:
                flat = np.ascontiguousarray(v).reshape(-1).view(np.uint8)
                self.host[name] = (v.dtype, v.shape)
                self.pristine[name] = xp.asarray(flat)
                self.working[name] = xp.empty_like(self.pristine[name])
        self._want: dict = {}  # output name -> the expected array on the device

    def arguments(self, run_args: dict, checked) -> dict:
        """``run_args`` with every resident pointer argument replaced by its working buffer,
        refreshed for a new configuration: ``checked`` outputs poisoned, the others a copy
        of the pristine bytes. Arguments not resident (scalars, empty arrays) stay."""
        checked = set(checked)
        out = dict(run_args)
        for name, work in self.working.items():
            if name not in out:
                continue
            if name in checked:
                work.fill(0xFF)
            else:
                work[...] = self.pristine[name]
            dtype, shape = self.host[name]
            out[name] = work.view(dtype).reshape(shape)
        return out

    def check(self, fn, outputs: dict) -> str | None:
        """The answer check of :func:`~.tuner.check_answer` on the device: the first wrong
        output's description (with its count of wrong elements), or None. ``outputs``
        holds the device arrays of the run (the working buffers)."""
        for name, want in expected_outputs(fn, self.answer).items():
            got = outputs.get(name)
            if got is None:
                return f"no output {name}"
            if name not in self._want:
                self._want[name] = self.xp.asarray(np.asarray(want))
            bad = mismatches(got, self._want[name], self.atol, self.xp)
            if bad:
                return (f"output {name} differs from the answer (atol {self.atol}): "
                        f"{bad} of {int(np.asarray(want).size)} elements")
        return None


__all__ = ["Resident"]
