// common.cuh: helpers shared by the modern-C++ sample programs.
#pragma once

#include <cstdio>
#include <stdexcept>
#include <string>
#include <cuda_runtime.h>

namespace app {

constexpr int kWarpSize = 32;
constexpr int kTile = 32;

#define CUDA_CHECK(expr)                                                        \
  do {                                                                          \
    cudaError_t err__ = (expr);                                                 \
    if (err__ != cudaSuccess) {                                                 \
      throw std::runtime_error(std::string(#expr) + ": " +                      \
                               cudaGetErrorString(err__));                      \
    }                                                                           \
  } while (0)

inline int divUp(int a, int b) { return (a + b - 1) / b; }

}  // namespace app
