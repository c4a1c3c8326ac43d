"""Issue 18, library models: DLPack's ``dlpack/dlpack.h``, TVM FFI's ``<tvm/ffi/...>`` and
the driver API's ``CUtensorMap`` (``docs/cxx-dlpack.md``). Minimal reproductions written
here: the headers read from warpsmith's models, the documented enum values reach device
code, the structs pass by value, and the programs print back as CUDA and read again."""

from __future__ import annotations

import numpy as np

import warpsmith as ws

DLPACK = """
#include "dlpack/dlpack.h"
#include <tvm/ffi/container/tensor.h>
using tvm::ffi::TensorView;
__global__ void codes(DLDataType t, DLDevice d, int *out) {
  out[0] = t.code; out[1] = t.bits; out[2] = t.lanes;
  out[3] = d.device_type; out[4] = d.device_id;
  out[5] = kDLFloat8_e4m3fn; out[6] = kDLFloat4_e2m1fn; out[7] = kDLBfloat;
  out[8] = kDLCUDA; out[9] = kDLCUDAManaged; out[10] = DLPACK_MAJOR_VERSION;
  out[11] = sizeof(DLDataType); out[12] = sizeof(DLDevice);
}
void check(const TensorView &t) {}
"""

# the values the DLPack 1.1 C API documents (dmlc.github.io/dlpack, "C API")
EXPECT = [2, 16, 1, 2, 3, 10, 17, 4, 2, 13, 1, 4, 8]


def test_dlpack_values_reach_device_code(tmp_path):
    src = tmp_path / "k.cu"
    src.write_text(DLPACK)
    p = ws.read(str(src))
    out = ws.run(p.kernel("codes"), ws.Launch(1, 1),
                 {"t": "{code=2,bits=16,lanes=1}", "d": "{device_type=2,device_id=3}",
                  "out": np.zeros(13, np.int32)}).outputs["out"]
    assert list(out) == EXPECT
    text = ws.translate(p, "cuda").text
    again = ws.read(text, dialect="cuda")
    assert [kk.name for kk in again.kernels] == ["codes"]


def test_local_dlpack_header_wins(tmp_path):
    (tmp_path / "dlpack").mkdir()
    (tmp_path / "dlpack" / "dlpack.h").write_text("#define kDLCUDA 99\n")
    src = tmp_path / "k.cu"
    src.write_text('#include "dlpack/dlpack.h"\n__global__ void k(int *o) { o[0] = kDLCUDA; }\n')
    out = ws.run(ws.read(str(src)).kernel("k"), ws.Launch(1, 1), {"o": np.zeros(1, np.int32)})
    assert out.outputs["o"][0] == 99


def test_tensor_map_parameter(tmp_path):
    src = tmp_path / "k.cu"
    src.write_text("""#include <cuda.h>
__global__ void tma(const __grid_constant__ CUtensorMap A, unsigned long long *o) {
  o[threadIdx.x] = A.opaque[threadIdx.x] + sizeof(CUtensorMap);
}
""")
    p = ws.read(str(src))
    words = list(range(16))
    out = ws.run(p.kernel("tma"), ws.Launch(1, 16),
                 {"A": "{opaque=uint64[16]:range}",
                  "o": np.zeros(16, np.uint64)}).outputs["o"]
    assert list(out) == [w + 128 for w in words]
    again = ws.read(ws.translate(p, "cuda").text, dialect="cuda")
    assert [kk.name for kk in again.kernels] == ["tma"]


def test_tensorrt_plugin_header(tmp_path):
    # a TensorRT plugin's kernel file: NvInferPlugin.h names host classes and DataType
    src = tmp_path / "k.cu"
    src.write_text('''#include "NvInferPlugin.h"
inline unsigned int getElementSize(nvinfer1::DataType t) {
  switch (t) {
    case nvinfer1::DataType::kINT32: return 4;
    case nvinfer1::DataType::kHALF: return 2;
    default: return 0;
  }
}
__global__ void k(int *o) {
  o[0] = (int)nvinfer1::DataType::kHALF; o[1] = (int)nvinfer1::DataType::kBF16;
  o[2] = (int)nvinfer1::DataType::kINT64;
}
''')
    p = ws.read(str(src))
    out = ws.run(p.kernel("k"), ws.Launch(1, 1), {"o": np.zeros(3, np.int32)}).outputs["o"]
    assert list(out) == [1, 7, 8]   # TensorRT's C++ API reference
    again = ws.read(ws.translate(p, "cuda").text, dialect="cuda")
    assert [k.name for k in again.kernels] == ["k"]
