extern "C" __global__ void maxpool2x2_bwd_cf4x(const float* gout, const int* idx, float* gin, int wo, int rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
    if (x_0 < wo && y < rows) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        float g_0 = gout[y * wo + x_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        int k_0 = idx[y * wo + x_0];
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        int o_0 = 2 * y * (2 * wo) + 2 * x_0;
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
    if (x_1 < wo && y < rows) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        float g_1 = gout[y * wo + x_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        int k_1 = idx[y * wo + x_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        int o_1 = 2 * y * (2 * wo) + 2 * x_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        gin[o_1] = k_1 == 0 ? g_1 : 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        gin[o_1 + 1] = k_1 == 1 ? g_1 : 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        gin[o_1 + 2 * wo] = k_1 == 2 ? g_1 : 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        gin[o_1 + 2 * wo + 1] = k_1 == 3 ? g_1 : 0.0f;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
    if (x_2 < wo && y < rows) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        float g_2 = gout[y * wo + x_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        int k_2 = idx[y * wo + x_2];
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        int o_2 = 2 * y * (2 * wo) + 2 * x_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        gin[o_2] = k_2 == 0 ? g_2 : 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        gin[o_2 + 1] = k_2 == 1 ? g_2 : 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        gin[o_2 + 2 * wo] = k_2 == 2 ? g_2 : 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        gin[o_2 + 2 * wo + 1] = k_2 == 3 ? g_2 : 0.0f;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
    if (x_3 < wo && y < rows) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        float g_3 = gout[y * wo + x_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        int k_3 = idx[y * wo + x_3];
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        int o_3 = 2 * y * (2 * wo) + 2 * x_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        gin[o_3] = k_3 == 0 ? g_3 : 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        gin[o_3 + 1] = k_3 == 1 ? g_3 : 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        gin[o_3 + 2 * wo] = k_3 == 2 ? g_3 : 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        gin[o_3 + 2 * wo + 1] = k_3 == 3 ? g_3 : 0.0f;
    }
}
