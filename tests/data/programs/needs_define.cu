// needs_define.cu: the tile width comes from the build (nvcc -DTILE_WIDTH=16); there is
// deliberately no default, as in many research codes.
// benchmarks/frontend_breadth.py builds it as the Makefile would: warpsmith-breadth: -DTILE_WIDTH=16
#include <cstdio>
#include <cuda_runtime.h>

__global__ void tiled_copy(const float *in, float *out, int n)
{
    __shared__ float buf[TILE_WIDTH];
    int i = blockIdx.x * TILE_WIDTH + threadIdx.x;
    if (i < n) buf[threadIdx.x] = in[i];
    __syncthreads();
    if (i < n) out[i] = buf[threadIdx.x];
}

int main()
{
    const int n = 1 << 16;
    float *din, *dout;
    cudaMalloc(&din, n * sizeof(float));
    cudaMalloc(&dout, n * sizeof(float));
    tiled_copy<<<(n + TILE_WIDTH - 1) / TILE_WIDTH, TILE_WIDTH>>>(din, dout, n);
    cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    cudaFree(din);
    cudaFree(dout);
    return 0;
}
