extern "C" __global__ void maxpool2x2_bwd_opt(const float* gout, const int* idx, float* gin, int wo, int rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cu"
    if (x < wo && y < rows) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cu"
        float g = gout[y * wo + x];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cu"
        int k = idx[y * wo + x];
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cu"
        int o = 2 * y * (2 * wo) + 2 * x;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cu"
        float2 gin_v = make_float2(0.0f, 0.0f);
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cu"
        gin_v.x = k == 0 ? g : 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cu"
        gin_v.y = k == 1 ? g : 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cu"
        *(float2*)&gin[o] = gin_v;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cu"
        float2 gin_v1 = make_float2(0.0f, 0.0f);
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cu"
        gin_v1.x = k == 2 ? g : 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cu"
        gin_v1.y = k == 3 ? g : 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/maxpool2x2_bwd.cu"
        *(float2*)&gin[o + 2 * wo] = gin_v1;
    }
}
