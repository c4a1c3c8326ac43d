__device__ unsigned int spread16(unsigned int v) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    v = (v | (v << 8)) & 16711935u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    v = (v | (v << 4)) & 252645135u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    v = (v | (v << 2)) & 858993459u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    v = (v | (v << 1)) & 1431655765u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    return v;
}

extern "C" __global__ void morton_encode_opt(const unsigned int* x, const unsigned int* y, unsigned int* code, int n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    uint4 code_v0;
    uint4 x_v1;
    uint4 y_v2;
    {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        int g_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        if (ucond) {
            x_v1 = *(const uint4*)&x[g_m0];
            y_v2 = *(const uint4*)&y[g_m0];
            code_v0.x = spread16(x_v1.x) | (spread16(y_v2.x) << 1);
        }
    }
    {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        int g_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        if (ucond) {
            code_v0.y = spread16(x_v1.y) | (spread16(y_v2.y) << 1);
        }
    }
    {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        int g_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        if (ucond) {
            code_v0.z = spread16(x_v1.z) | (spread16(y_v2.z) << 1);
        }
    }
    {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        int g_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        if (ucond) {
            code_v0.w = spread16(x_v1.w) | (spread16(y_v2.w) << 1);
            *(uint4*)(&code[g_m3] - 3) = code_v0;
        }
    }
}
