// reduction_kernel.cu: SHOC-style templated sum reduction with a volatile warp tail
#include <cuda.h>

template <class T, int blockSize>
__global__ void
reduce(const T* __restrict__ g_idata, T* __restrict__ g_odata,
       const unsigned int n)
{
    const unsigned int tid = threadIdx.x;
    unsigned int i = (blockIdx.x*(blockDim.x*2)) + tid;
    const unsigned int gridSize = blockDim.x*2*gridDim.x;

    volatile __shared__ T sdata[blockSize];

    sdata[tid] = 0;

    // Reduce multiple elements per thread
    while (i < n)
    {
        sdata[tid] += g_idata[i] + g_idata[i+blockSize];
        i += gridSize;
    }
    __syncthreads();

    // Reduce the contents of shared memory
    // NB: This is an unrolled loop, and assumes warp-syncrhonous
    // execution.
    if (blockSize >= 512) { if (tid < 256) { sdata[tid] += sdata[tid + 256]; } __syncthreads(); }
    if (blockSize >= 256) { if (tid < 128) { sdata[tid] += sdata[tid + 128]; } __syncthreads(); }
    if (blockSize >= 128) { if (tid <  64) { sdata[tid] += sdata[tid +  64]; } __syncthreads(); }
    if (tid < warpSize)
    {
        if (blockSize >= 64) { sdata[tid] += sdata[tid + 32]; __syncwarp(); }
        if (blockSize >= 32) { sdata[tid] += sdata[tid + 16]; __syncwarp(); }
        if (blockSize >= 16) { sdata[tid] += sdata[tid +  8]; __syncwarp(); }
        if (blockSize >=  8) { sdata[tid] += sdata[tid +  4]; __syncwarp(); }
        if (blockSize >=  4) { sdata[tid] += sdata[tid +  2]; __syncwarp(); }
        if (blockSize >=  2) { sdata[tid] += sdata[tid +  1]; __syncwarp(); }
    }

    // Write result for this block to global memory
    if (tid == 0)
    {
        g_odata[blockIdx.x] = sdata[0];
    }
}

// explicit instantiations used by the driver
template __global__ void reduce<float, 256>(const float *, float *, const unsigned int);
template __global__ void reduce<double, 256>(const double *, double *, const unsigned int);
