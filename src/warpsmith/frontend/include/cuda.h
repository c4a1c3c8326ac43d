// warpsmith's device-side part of the CUDA driver API header cuda.h (docs/cxx-dlpack.md,
// "The driver API's tensor map").
//
// `#include <cuda.h>` reads this file instead of the toolkit's header (which is host C).
// Kernels name one driver type: CUtensorMap, the TMA tensor descriptor passed as a
// `const __grid_constant__ CUtensorMap` parameter (CUDA driver API reference, "Tensor Map
// Object Management": an opaque 128-byte object aligned to 64 bytes). Device code only
// takes its address (for cp.async.bulk.tensor / prefetch.tensormap PTX); its contents are
// opaque, so it is modelled as 16 64-bit words. The 64-byte alignment is not modelled.
#ifndef WS_CUDA_H
#define WS_CUDA_H
typedef struct CUtensorMap_st {
  unsigned long long opaque[16];
} CUtensorMap;
#endif
