// stencil_app.cu: a 1D stencil and a tiled transpose in a modern C++ host program.
//
// Host code uses classes, RAII, std::vector, lambdas, exceptions, std::cout,
// templates and auto; device code uses constexpr, static_cast, auto locals,
// references to locals and #pragma unroll.

#include <algorithm>
#include <chrono>
#include <iostream>
#include <map>
#include <memory>
#include <numeric>
#include <vector>

#include "common.cuh"

#define RADIUS 3
#define BLOCK 256

namespace app {

__constant__ float c_weights[2 * RADIUS + 1];

__device__ __forceinline__ float clampf(float x, float lo, float hi) {
  return fminf(fmaxf(x, lo), hi);
}

__global__ void stencil1d(const float *__restrict__ in, float *__restrict__ out, int n) {
  __shared__ float tile[BLOCK + 2 * RADIUS];
  const auto gid = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  const int lid = threadIdx.x + RADIUS;
  tile[lid] = gid < n ? in[gid] : 0.0f;
  if (threadIdx.x < RADIUS) {
    const int left = gid - RADIUS;
    const int right = gid + BLOCK;
    tile[lid - RADIUS] = left >= 0 ? in[left] : 0.0f;
    tile[lid + BLOCK] = right < n ? in[right] : 0.0f;
  }
  __syncthreads();
  float acc = 0.0f;
#pragma unroll
  for (int k = -RADIUS; k <= RADIUS; ++k) {
    acc += c_weights[k + RADIUS] * tile[lid + k];
  }
  if (gid < n) {
    float &dst = out[gid];
    dst = clampf(acc, -1.0e6f, 1.0e6f);
  }
}

template <int TILE_DIM, int BLOCK_ROWS>
__global__ void transposeTiled(float *odata, const float *idata, int width, int height) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
#pragma unroll 4
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
    if (x < width && y + j < height) tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * width + x];
  }
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
    if (x < height && y + j < width) odata[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
  }
}

template void __global__ transposeTiled<32, 8>(float *, const float *, int, int);

}  // namespace app

// A RAII device buffer.
template <typename T>
class DeviceBuffer {
 public:
  explicit DeviceBuffer(size_t n) : n_(n) { CUDA_CHECK(cudaMalloc(&ptr_, n * sizeof(T))); }
  ~DeviceBuffer() { cudaFree(ptr_); }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  T *get() const { return ptr_; }
  size_t size() const { return n_; }
  void upload(const std::vector<T> &h) {
    if (h.size() != n_) throw std::invalid_argument("size mismatch");
    CUDA_CHECK(cudaMemcpy(ptr_, h.data(), n_ * sizeof(T), cudaMemcpyHostToDevice));
  }
  std::vector<T> download() const {
    std::vector<T> h(n_);
    CUDA_CHECK(cudaMemcpy(h.data(), ptr_, n_ * sizeof(T), cudaMemcpyDeviceToHost));
    return h;
  }

 private:
  T *ptr_ = nullptr;
  size_t n_;
};

struct Timer {
  using clock = std::chrono::steady_clock;
  clock::time_point t0 = clock::now();
  double ms() const {
    return std::chrono::duration<double, std::milli>(clock::now() - t0).count();
  }
};

static std::map<std::string, std::vector<std::vector<int>>> g_configs = {
    {"small", {{1024, 1}, {2048, 2}}}, {"large", {{1 << 20, 4}}}};

int main(int argc, char **argv) {
  try {
    const int n = argc > 1 ? std::stoi(argv[1]) : (1 << 20);
    std::vector<float> h(n);
    std::iota(h.begin(), h.end(), 0.0f);
    std::transform(h.begin(), h.end(), h.begin(), [](float v) { return v * 0.5f; });

    float w[2 * RADIUS + 1];
    for (int k = 0; k < 2 * RADIUS + 1; ++k) w[k] = 1.0f / (2 * RADIUS + 1);
    CUDA_CHECK(cudaMemcpyToSymbol(app::c_weights, w, sizeof(w)));

    DeviceBuffer<float> din(n), dout(n);
    din.upload(h);

    auto launch = [&](int blocks) {
      app::stencil1d<<<blocks, BLOCK>>>(din.get(), dout.get(), n);
      return cudaGetLastError();
    };
    Timer t;
    CUDA_CHECK(launch(app::divUp(n, BLOCK)));
    CUDA_CHECK(cudaDeviceSynchronize());
    std::cout << "stencil1d: " << t.ms() << " ms" << std::endl;

    const int width = 1024, height = 512;
    DeviceBuffer<float> a(width * height), b(width * height);
    dim3 grid(width / app::kTile, height / app::kTile), block(app::kTile, 8);
    app::transposeTiled<app::kTile, 8><<<grid, block>>>(b.get(), a.get(), width, height);

    int w_ = width, h_ = height;
    float *bp = b.get();
    const float *ap = a.get();
    void *args[] = {&bp, &ap, &w_, &h_};
    CUDA_CHECK(cudaLaunchKernel((const void *)&app::transposeTiled<32, 8>, grid, block, args, 0, nullptr));
    CUDA_CHECK(cudaDeviceSynchronize());

    auto out = dout.download();
    const auto sum = std::accumulate(out.begin(), out.end(), 0.0);
    std::cout << "checksum " << sum << (sum > 0 ? " ok" : " bad") << '\n';
    for (const auto &kv : g_configs) {
      std::cout << kv.first << ": " << kv.second.size() << " configs\n";
    }
  } catch (const std::exception &e) {
    std::cerr << "error: " << e.what() << std::endl;
    return 1;
  }
  return 0;
}
