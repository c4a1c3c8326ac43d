// warpsmith's model of DLPack's C header dlpack/dlpack.h (docs/cxx-dlpack.md).
//
// `#include "dlpack/dlpack.h"` / `<dlpack/dlpack.h>` reads this file when the project does
// not ship the header. It declares the documented interface of DLPack 1.1 (the C API page
// of dmlc.github.io/dlpack): the version macros, the device and data-type enums with their
// documented values, and the structs DLPackVersion, DLDevice, DLDataType, DLTensor,
// DLManagedTensor and DLManagedTensorVersioned with their documented fields. Written here
// from that interface, not copied. Device code only reads these as plain structs and
// enum constants (kernels rarely name them; host code around them is not read).
#ifndef WS_DLPACK_H
#define WS_DLPACK_H

#define DLPACK_MAJOR_VERSION 1
#define DLPACK_MINOR_VERSION 1
#define DLPACK_DLL
#define DLPACK_EXTERN_C
#define DLPACK_FLAG_BITMASK_READ_ONLY (1UL << 0UL)
#define DLPACK_FLAG_BITMASK_IS_COPIED (1UL << 1UL)
#define DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED (1UL << 2UL)

typedef struct {
  unsigned int major;
  unsigned int minor;
} DLPackVersion;

typedef enum {
  kDLCPU = 1,
  kDLCUDA = 2,
  kDLCUDAHost = 3,
  kDLOpenCL = 4,
  kDLVulkan = 7,
  kDLMetal = 8,
  kDLVPI = 9,
  kDLROCM = 10,
  kDLROCMHost = 11,
  kDLExtDev = 12,
  kDLCUDAManaged = 13,
  kDLOneAPI = 14,
  kDLWebGPU = 15,
  kDLHexagon = 16,
  kDLMAIA = 17
} DLDeviceType;

typedef struct {
  DLDeviceType device_type;
  int device_id;
} DLDevice;

typedef enum {
  kDLInt = 0,
  kDLUInt = 1,
  kDLFloat = 2,
  kDLOpaqueHandle = 3,
  kDLBfloat = 4,
  kDLComplex = 5,
  kDLBool = 6,
  kDLFloat8_e3m4 = 7,
  kDLFloat8_e4m3 = 8,
  kDLFloat8_e4m3b11fnuz = 9,
  kDLFloat8_e4m3fn = 10,
  kDLFloat8_e4m3fnuz = 11,
  kDLFloat8_e5m2 = 12,
  kDLFloat8_e5m2fnuz = 13,
  kDLFloat8_e8m0fnu = 14,
  kDLFloat6_e2m3fn = 15,
  kDLFloat6_e3m2fn = 16,
  kDLFloat4_e2m1fn = 17
} DLDataTypeCode;

typedef struct {
  unsigned char code;
  unsigned char bits;
  unsigned short lanes;
} DLDataType;

typedef struct {
  void *data;
  DLDevice device;
  int ndim;
  DLDataType dtype;
  long long *shape;
  long long *strides;
  unsigned long long byte_offset;
} DLTensor;

typedef struct DLManagedTensor {
  DLTensor dl_tensor;
  void *manager_ctx;
  void (*deleter)(struct DLManagedTensor *self);
} DLManagedTensor;

typedef struct DLManagedTensorVersioned {
  DLPackVersion version;
  void *manager_ctx;
  void (*deleter)(struct DLManagedTensorVersioned *self);
  unsigned long long flags;
  DLTensor dl_tensor;
} DLManagedTensorVersioned;

#endif
