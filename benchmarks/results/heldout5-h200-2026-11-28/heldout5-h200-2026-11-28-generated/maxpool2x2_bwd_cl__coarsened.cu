extern "C" __global__ void maxpool2x2_bwd_cf2y_st32(const float* gout, const int* idx, float* gin, int wo, int rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
    int y_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull < 8ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        y_0 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull);
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
    int y_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull + 32ull < 8ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        y_1 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull + 32ull);
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull < 8ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        if (x < wo && y_0 < rows) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
            float g_0 = gout[y_0 * wo + x];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
            int k_0 = idx[y_0 * wo + x];
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
            int o_0 = 2 * y_0 * (2 * wo) + 2 * x;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
            gin[o_0] = k_0 == 0 ? g_0 : 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
            gin[o_0 + 1] = k_0 == 1 ? g_0 : 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
            gin[o_0 + 2 * wo] = k_0 == 2 ? g_0 : 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
            gin[o_0 + 2 * wo + 1] = k_0 == 3 ? g_0 : 0.0f;
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull + 32ull < 8ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        if (x < wo && y_1 < rows) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
            float g_1 = gout[y_1 * wo + x];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
            int k_1 = idx[y_1 * wo + x];
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
            int o_1 = 2 * y_1 * (2 * wo) + 2 * x;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
            gin[o_1] = k_1 == 0 ? g_1 : 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
            gin[o_1 + 1] = k_1 == 1 ? g_1 : 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
            gin[o_1 + 2 * wo] = k_1 == 2 ? g_1 : 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
            gin[o_1 + 2 * wo + 1] = k_1 == 3 ? g_1 : 0.0f;
        }
}
