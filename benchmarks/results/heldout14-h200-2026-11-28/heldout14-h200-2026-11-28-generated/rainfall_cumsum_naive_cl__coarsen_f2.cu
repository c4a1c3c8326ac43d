extern "C" __global__ void rainfall_cumsum_naive_cf2x(const int* rain, int* total, int seg, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
    int i_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull < 4194560ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
        i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
    int i_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull < 4194560ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
        i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull < 4194560ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
        if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            int start_0 = i_0 / seg * seg;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            int s_0 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            for (int j_0 = start_0; j_0 <= i_0; j_0++)
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                s_0 += rain[j_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            total[i_0] = s_0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull < 4194560ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
        if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            int start_1 = i_1 / seg * seg;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            int s_1 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            for (int j_1 = start_1; j_1 <= i_1; j_1++)
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                s_1 += rain[j_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            total[i_1] = s_1;
        }
}
