extern "C" __global__ void avg_round_u8_cf8x(const unsigned char* a, const unsigned char* b, unsigned char* avg, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        avg[i_0] = (unsigned char)(((int)a[i_0] + (int)b[i_0] + 1) >> 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        avg[i_1] = (unsigned char)(((int)a[i_1] + (int)b[i_1] + 1) >> 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        avg[i_2] = (unsigned char)(((int)a[i_2] + (int)b[i_2] + 1) >> 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        avg[i_3] = (unsigned char)(((int)a[i_3] + (int)b[i_3] + 1) >> 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        avg[i_4] = (unsigned char)(((int)a[i_4] + (int)b[i_4] + 1) >> 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        avg[i_5] = (unsigned char)(((int)a[i_5] + (int)b[i_5] + 1) >> 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        avg[i_6] = (unsigned char)(((int)a[i_6] + (int)b[i_6] + 1) >> 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        avg[i_7] = (unsigned char)(((int)a[i_7] + (int)b[i_7] + 1) >> 1);
}
