extern "C" __global__ void scatter_opt(const float* in, const int* idx, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    int4 idx_v0;
    float4 in_v1;
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
        if (ucond) {
            idx_v0 = *(const int4*)&idx[i_m0];
            in_v1 = *(const float4*)&in[i_m0];
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
            out[idx_v0.x] = 2.0f * in_v1.x;
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
        if (ucond) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
            out[idx_v0.y] = 2.0f * in_v1.y;
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
        if (ucond) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
            out[idx_v0.z] = 2.0f * in_v1.z;
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
        if (ucond) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
            out[idx_v0.w] = 2.0f * in_v1.w;
        }
    }
}
