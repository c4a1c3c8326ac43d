extern "C" __global__ void avg_round_u8_cf4x(const unsigned char* a, const unsigned char* b, unsigned char* avg, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
