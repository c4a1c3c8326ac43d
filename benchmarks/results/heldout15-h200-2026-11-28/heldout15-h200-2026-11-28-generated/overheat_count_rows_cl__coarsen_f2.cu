extern "C" __global__ void overheat_count_rows_cf2x(const float* temp, int* count, float limit, int rows, int t) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
    int r_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull < 20224ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
        r_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
    int r_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull < 20224ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
        r_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull < 20224ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
        if (r_0 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
            int c_0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
            for (int k_0 = 0; k_0 < t; k_0++)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
                if (temp[r_0 * t + k_0] > limit)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
                    c_0++;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
            count[r_0] = c_0;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull < 20224ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
        if (r_1 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
            int c_1 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
            for (int k_1 = 0; k_1 < t; k_1++)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
                if (temp[r_1 * t + k_1] > limit)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
                    c_1++;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
            count[r_1] = c_1;
        }
}
