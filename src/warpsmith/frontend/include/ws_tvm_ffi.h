// warpsmith's stand-in for TVM FFI's C++ headers (<tvm/ffi/...>, docs/cxx-dlpack.md).
//
// TVM FFI is host C++ (tensors with reference counting, functions exported to Python); a
// CUDA file that binds its kernels with it names `tvm::ffi::Tensor` and `TensorView` in
// host functions only. warpsmith does not read host function bodies beyond their
// launches, so this file only declares the names such files refer to at namespace scope,
// as opaque classes, and DLPack, which TVM FFI's tensors are built on.
#ifndef WS_TVM_FFI_H
#define WS_TVM_FFI_H
#include "ws_dlpack.h"
namespace tvm {
namespace ffi {
class Tensor {};
class TensorView {};
class Function {};
class Any {};
class String {};
}  // namespace ffi
}  // namespace tvm
#endif
