extern "C" __global__ void index_add_atomic_opt(const int* src, const int* idx, int* out, int m, int D) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < m * D;
    int4 src_v0;
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int g_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        if (ucond) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int i_m0 = g_m0 / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int j_m0 = g_m0 - i_m0 * D;
            src_v0 = *(const int4*)&src[g_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            atomicAdd(&out[idx[i_m0] * D + j_m0], src_v0.x);
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int g_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        if (ucond) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int i_m1 = g_m1 / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int j_m1 = g_m1 - i_m1 * D;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            atomicAdd(&out[idx[i_m1] * D + j_m1], src_v0.y);
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int g_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        if (ucond) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int i_m2 = g_m2 / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int j_m2 = g_m2 - i_m2 * D;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            atomicAdd(&out[idx[i_m2] * D + j_m2], src_v0.z);
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int g_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        if (ucond) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int i_m3 = g_m3 / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            int j_m3 = g_m3 - i_m3 * D;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
            atomicAdd(&out[idx[i_m3] * D + j_m3], src_v0.w);
        }
    }
}
