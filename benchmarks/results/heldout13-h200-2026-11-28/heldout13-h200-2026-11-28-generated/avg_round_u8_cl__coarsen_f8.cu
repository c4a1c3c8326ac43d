extern "C" __global__ void avg_round_u8_cf8x(const unsigned char* a, const unsigned char* b, unsigned char* avg, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
        avg[i_4] = (unsigned char)(((int)a[i_4] + (int)b[i_4] + 1) >> 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
        avg[i_5] = (unsigned char)(((int)a[i_5] + (int)b[i_5] + 1) >> 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
        avg[i_6] = (unsigned char)(((int)a[i_6] + (int)b[i_6] + 1) >> 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
        avg[i_7] = (unsigned char)(((int)a[i_7] + (int)b[i_7] + 1) >> 1);
}
