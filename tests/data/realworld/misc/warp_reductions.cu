// Warp-shuffle and volatile-shared reductions (CUB/SDK style), cooperative groups sync,
// __launch_bounds__, __ldg, double and unsigned long long atomics.
#include <cooperative_groups.h>
#include "helper_cuda.h"
#include <cstdio>
namespace cg = cooperative_groups;

#define FULL_MASK 0xffffffffu
#define BLOCK 256

__inline__ __device__ float warpReduceSum(float val) {
#pragma unroll
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    val += __shfl_down_sync(FULL_MASK, val, offset);
  return val;
}

__device__ void warpReduceVolatile(volatile float *sdata, unsigned int tid) {
  sdata[tid] += sdata[tid + 32];
  sdata[tid] += sdata[tid + 16];
  sdata[tid] += sdata[tid + 8];
  sdata[tid] += sdata[tid + 4];
  sdata[tid] += sdata[tid + 2];
  sdata[tid] += sdata[tid + 1];
}

__global__ void __launch_bounds__(BLOCK, 4)
shflReduce(const float *__restrict__ in, double *out, int n) {
  cg::thread_block block = cg::this_thread_block();
  static __shared__ float shared[32];
  int lane = threadIdx.x % warpSize;
  int wid = threadIdx.x / warpSize;
  float sum = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    sum += __ldg(&in[i]);
  sum = warpReduceSum(sum);
  if (lane == 0) shared[wid] = sum;
  block.sync();
  sum = (threadIdx.x < blockDim.x / warpSize) ? shared[lane] : 0.0f;
  if (wid == 0) sum = warpReduceSum(sum);
  if (threadIdx.x == 0) atomicAdd(out, (double)sum);
}

__global__ void volatileReduce(const float *in, float *out, unsigned int n) {
  __shared__ float sdata[BLOCK];
  unsigned int tid = threadIdx.x;
  unsigned int i = __umul24(blockIdx.x, blockDim.x * 2) + threadIdx.x;
  float v = 0.0f;
  if (i < n) v = in[i];
  if (i + blockDim.x < n) v += in[i + blockDim.x];
  sdata[tid] = v;
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid < 32) warpReduceVolatile(sdata, tid);
  if (tid == 0) out[blockIdx.x] = sdata[0];
}

__global__ void countBig(const unsigned int *keys, unsigned long long *count, int n,
                         unsigned int threshold) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && keys[i] > threshold) atomicAdd(count, 1ULL);
  unsigned int ballot = __ballot_sync(FULL_MASK, i < n);
  if ((threadIdx.x & 31) == 0 && ballot == 0) atomicMax((unsigned int *)count, 0u);
}

int main() {
  float *d_in; double *d_out;
  cudaMalloc(&d_in, 1 << 20);
  cudaMalloc(&d_out, 8);
  shflReduce<<<64, BLOCK>>>(d_in, d_out, 1 << 18);
  checkCudaErrors(cudaDeviceSynchronize());
  printf("done\n");
  return 0;
}
