// SDK-style helpers: references, swap, SharedMemory, templates with host dispatch.
#include <stdio.h>
#include "helper_functions.h"

template <class T> struct SharedMemory {
  __device__ inline operator T *() { extern __shared__ int __smem[]; return (T *)__smem; }
  __device__ inline operator const T *() const {
    extern __shared__ int __smem[]; return (T *)__smem; }
};

template <typename T> __device__ inline void swap(T &a, T &b) { T t = a; a = b; b = t; }

__device__ inline void comparator(unsigned int &keyA, unsigned int &valA, unsigned int &keyB,
                                  unsigned int &valB, unsigned int dir) {
  if ((keyA > keyB) == dir) {
    swap(keyA, keyB);
    swap(valA, valB);
  }
}

template <unsigned int SHARED_SIZE>
__global__ void bitonicSortShared(unsigned int *d_DstKey, unsigned int *d_DstVal,
                                  unsigned int *d_SrcKey, unsigned int *d_SrcVal,
                                  unsigned int arrayLength, unsigned int dir) {
  __shared__ unsigned int s_key[SHARED_SIZE];
  __shared__ unsigned int s_val[SHARED_SIZE];
  d_SrcKey += blockIdx.x * SHARED_SIZE + threadIdx.x;
  d_SrcVal += blockIdx.x * SHARED_SIZE + threadIdx.x;
  d_DstKey += blockIdx.x * SHARED_SIZE + threadIdx.x;
  d_DstVal += blockIdx.x * SHARED_SIZE + threadIdx.x;
  s_key[threadIdx.x + 0] = d_SrcKey[0];
  s_val[threadIdx.x + 0] = d_SrcVal[0];
  s_key[threadIdx.x + (SHARED_SIZE / 2)] = d_SrcKey[(SHARED_SIZE / 2)];
  s_val[threadIdx.x + (SHARED_SIZE / 2)] = d_SrcVal[(SHARED_SIZE / 2)];
  for (unsigned int size = 2; size < arrayLength; size <<= 1) {
    unsigned int ddd = dir ^ ((threadIdx.x & (size / 2)) != 0);
    for (unsigned int stride = size / 2; stride > 0; stride >>= 1) {
      __syncthreads();
      unsigned int pos = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
      comparator(s_key[pos + 0], s_val[pos + 0], s_key[pos + stride], s_val[pos + stride], ddd);
    }
  }
  __syncthreads();
  d_DstKey[0] = s_key[threadIdx.x + 0];
  d_DstVal[0] = s_val[threadIdx.x + 0];
  d_DstKey[(SHARED_SIZE / 2)] = s_key[threadIdx.x + (SHARED_SIZE / 2)];
  d_DstVal[(SHARED_SIZE / 2)] = s_val[threadIdx.x + (SHARED_SIZE / 2)];
}

template <class T, unsigned int blockSize>
__global__ void scanNaive(T *g_odata, const T *g_idata, int n) {
  T *temp = SharedMemory<T>();
  int thid = threadIdx.x;
  int pout = 0, pin = 1;
  temp[pout * n + thid] = (thid > 0) ? g_idata[thid - 1] : 0;
  __syncthreads();
  for (int offset = 1; offset < n; offset *= 2) {
    pout = 1 - pout;
    pin = 1 - pout;
    if (thid >= offset)
      temp[pout * n + thid] += temp[pin * n + thid - offset];
    else
      temp[pout * n + thid] = temp[pin * n + thid];
    __syncthreads();
  }
  g_odata[thid] = temp[pout * n + thid];
}

template <class T> void runScan(T *d_out, T *d_in, int n) {
  scanNaive<T, 256><<<1, n, 2 * n * sizeof(T)>>>(d_out, d_in, n);
}

int main(int argc, char **argv) {
  StopWatchInterface *timer = NULL;
  sdkCreateTimer(&timer);
  float *d; int *di;
  runScan<float>(d, d, 256);
  runScan<int>(di, di, 256);
  bitonicSortShared<1024><<<1, 512>>>(0, 0, 0, 0, 1024, 1);
  return 0;
}
