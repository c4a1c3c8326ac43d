extern "C" __global__ void avg_round_u8_cf4x(const unsigned char* a, const unsigned char* b, unsigned char* avg, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
        avg[i_0] = (unsigned char)(((int)a[i_0] + (int)b[i_0] + 1) >> 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
        avg[i_1] = (unsigned char)(((int)a[i_1] + (int)b[i_1] + 1) >> 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
        avg[i_2] = (unsigned char)(((int)a[i_2] + (int)b[i_2] + 1) >> 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
        avg[i_3] = (unsigned char)(((int)a[i_3] + (int)b[i_3] + 1) >> 1);
}
