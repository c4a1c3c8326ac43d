// warpsmith's stand-in for TensorRT's headers NvInfer.h / NvInferPlugin.h /
// NvInferRuntime.h (docs/cxx-dlpack.md, "TensorRT").
//
// TensorRT plugins are host C++ classes (virtual methods, IPluginV2DynamicExt) around
// ordinary CUDA kernels. A kernel file that includes the plugin helper header names
// TensorRT only in host code: nvinfer1::DataType (the element type enum, with the values
// of TensorRT's C++ API reference: kFLOAT 0, kHALF 1, kINT8 2, kINT32 3, kBOOL 4, kUINT8 5,
// kFP8 6, kBF16 7, kINT64 8, kINT4 9) and the plugin interfaces, declared here as
// opaque classes. Nothing here is device code.
#ifndef WS_TENSORRT_H
#define WS_TENSORRT_H
namespace nvinfer1 {
enum class DataType : int {
    kFLOAT = 0, kHALF = 1, kINT8 = 2, kINT32 = 3, kBOOL = 4, kUINT8 = 5, kFP8 = 6,
    kBF16 = 7, kINT64 = 8, kINT4 = 9
};
class IPluginV2 {};
class IPluginV2Ext {};
class IPluginV2DynamicExt {};
class IPluginCreator {};
class PluginFieldCollection {};
class PluginTensorDesc {};
class DynamicPluginTensorDesc {};
class Dims {};
class DimsExprs {};
class IExprBuilder {};
}  // namespace nvinfer1
#endif
