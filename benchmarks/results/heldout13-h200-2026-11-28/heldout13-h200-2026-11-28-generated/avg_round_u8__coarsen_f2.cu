extern "C" __global__ void avg_round_u8_cf2x(const unsigned char* a, const unsigned char* b, unsigned char* avg, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        avg[i_0] = (unsigned char)(((int)a[i_0] + (int)b[i_0] + 1) >> 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        avg[i_1] = (unsigned char)(((int)a[i_1] + (int)b[i_1] + 1) >> 1);
}
