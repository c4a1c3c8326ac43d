extern "C" __global__ void maxpool2x2_bwd(const float* gout, const int* idx, float* gin, int wo, int rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
    if (x < wo && y < rows) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        float g = gout[y * wo + x];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        int k = idx[y * wo + x];
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        int o = 2 * y * (2 * wo) + 2 * x;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        gin[o] = k == 0 ? g : 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        gin[o + 1] = k == 1 ? g : 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        gin[o + 2 * wo] = k == 2 ? g : 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cl"
        gin[o + 2 * wo + 1] = k == 3 ? g : 0.0f;
    }
}
