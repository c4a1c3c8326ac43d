/*
 * histogram.cu: 256-bin byte histogram with per-block shared sub-histograms, and a
 * grid-wide merge launched cooperatively. C-style host code, extern "C" kernels.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cuda_runtime.h>

#define BIN_COUNT 256
#define THREADS_PER_BLOCK 192
#define NUM_BLOCKS(n) (((n) + THREADS_PER_BLOCK * 4 - 1) / (THREADS_PER_BLOCK * 4))
#define IMUL(a, b) __mul24(a, b)

typedef unsigned int uint;
typedef unsigned char uchar;

struct HistParams {
    uint count;
    uint stride;
};

__device__ inline void addByte(uint *s_hist, uint data)
{
    atomicAdd(s_hist + data, 1);
}

__device__ inline void addWord(uint *s_hist, uint data)
{
    addByte(s_hist, (data >> 0) & 0xFFU);
    addByte(s_hist, (data >> 8) & 0xFFU);
    addByte(s_hist, (data >> 16) & 0xFFU);
    addByte(s_hist, (data >> 24) & 0xFFU);
}

extern "C" __global__ void histogram256(uint *d_PartialHistograms, const uint *d_Data, struct HistParams p)
{
    extern __shared__ uint s_Hist[];

    for (uint i = threadIdx.x; i < BIN_COUNT; i += blockDim.x)
        s_Hist[i] = 0;
    __syncthreads();

    for (uint pos = IMUL(blockIdx.x, blockDim.x) + threadIdx.x; pos < p.count; pos += p.stride)
    {
        uint data = d_Data[pos];
        addWord(s_Hist, data);
    }
    __syncthreads();

    for (uint bin = threadIdx.x; bin < BIN_COUNT; bin += blockDim.x)
        d_PartialHistograms[blockIdx.x * BIN_COUNT + bin] = s_Hist[bin];
}

extern "C" __global__ void mergeHistogram256(uint *d_Histogram, const uint *d_PartialHistograms, uint histogramCount)
{
    __shared__ uint data[BIN_COUNT];
    uint sum = 0;
    for (uint i = threadIdx.x; i < histogramCount; i += BIN_COUNT)
        sum += d_PartialHistograms[blockIdx.x + i * BIN_COUNT];
    data[threadIdx.x] = sum;

    for (uint stride = BIN_COUNT / 2; stride > 0; stride >>= 1)
    {
        __syncthreads();
        if (threadIdx.x < stride)
            data[threadIdx.x] += data[threadIdx.x + stride];
    }

    if (threadIdx.x == 0)
        d_Histogram[blockIdx.x] = data[0];
}

static void histogramCPU(uint *h_Histogram, const uchar *h_Data, uint byteCount)
{
    memset(h_Histogram, 0, BIN_COUNT * sizeof(uint));
    for (uint i = 0; i < byteCount; i++)
        h_Histogram[h_Data[i]]++;
}

int main(int argc, char **argv)
{
    uint byteCount = 64 * 1048576;
    uint wordCount = byteCount / 4;
    uchar *h_Data = (uchar *)malloc(byteCount);
    uint h_HistogramCPU[BIN_COUNT], h_HistogramGPU[BIN_COUNT];
    uint *d_Data, *d_Partial, *d_Histogram;
    struct HistParams p;
    cudaStream_t stream;

    srand(2009);
    for (uint i = 0; i < byteCount; i++)
        h_Data[i] = rand() % 256;

    uint blocks = NUM_BLOCKS(wordCount);
    cudaStreamCreate(&stream);
    cudaMalloc((void **)&d_Data, byteCount);
    cudaMalloc((void **)&d_Partial, blocks * BIN_COUNT * sizeof(uint));
    cudaMalloc((void **)&d_Histogram, BIN_COUNT * sizeof(uint));
    cudaMemcpy(d_Data, h_Data, byteCount, cudaMemcpyHostToDevice);

    p.count = wordCount;
    p.stride = blocks * THREADS_PER_BLOCK;
    histogram256<<<NUM_BLOCKS(wordCount), THREADS_PER_BLOCK, BIN_COUNT * sizeof(uint), stream>>>(
        d_Partial, d_Data, p);

    void *mergeArgs[] = {(void *)&d_Histogram, (void *)&d_Partial, (void *)&blocks};
    cudaLaunchCooperativeKernel((void *)mergeHistogram256, dim3(BIN_COUNT), dim3(BIN_COUNT),
                                mergeArgs, 0, stream);
    cudaStreamSynchronize(stream);

    cudaMemcpy(h_HistogramGPU, d_Histogram, sizeof(h_HistogramGPU), cudaMemcpyDeviceToHost);
    histogramCPU(h_HistogramCPU, h_Data, byteCount);
    int diff = 0;
    for (uint i = 0; i < BIN_COUNT; i++)
        if (h_HistogramGPU[i] != h_HistogramCPU[i])
            diff = 1;
    printf(diff ? "FAILED\n" : "PASSED\n");

    cudaFree(d_Data);
    cudaFree(d_Partial);
    cudaFree(d_Histogram);
    free(h_Data);
    return diff;
}
