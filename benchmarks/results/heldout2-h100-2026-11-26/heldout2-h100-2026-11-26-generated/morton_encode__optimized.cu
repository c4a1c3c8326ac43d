__device__ unsigned int spread16(unsigned int v) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    v = (v | (v << 8)) & 16711935u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    v = (v | (v << 4)) & 252645135u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    v = (v | (v << 2)) & 858993459u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    v = (v | (v << 1)) & 1431655765u;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    return v;
}

extern "C" __global__ void morton_encode_opt(const unsigned int* x, const unsigned int* y, unsigned int* code, int n) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    uint4 code_v0;
    uint4 x_v1;
    uint4 y_v2;
    {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        int g_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        if (ucond) {
            x_v1 = *(const uint4*)&x[g_m0];
            y_v2 = *(const uint4*)&y[g_m0];
            code_v0.x = spread16(x_v1.x) | (spread16(y_v2.x) << 1);
        }
    }
    {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        int g_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        if (ucond) {
            code_v0.y = spread16(x_v1.y) | (spread16(y_v2.y) << 1);
        }
    }
    {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        int g_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        if (ucond) {
            code_v0.z = spread16(x_v1.z) | (spread16(y_v2.z) << 1);
        }
    }
    {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        int g_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        if (ucond) {
            code_v0.w = spread16(x_v1.w) | (spread16(y_v2.w) << 1);
            *(uint4*)(&code[g_m3] - 3) = code_v0;
        }
    }
}
