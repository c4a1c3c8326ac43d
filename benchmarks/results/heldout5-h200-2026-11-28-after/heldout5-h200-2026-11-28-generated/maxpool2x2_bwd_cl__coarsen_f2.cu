extern "C" __global__ void maxpool2x2_bwd_cf2x(const float* gout, const int* idx, float* gin, int wo, int rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
