extern "C" __global__ void box_muller_pairs_cf2x_st32(const float* u1, const float* u2, float* z0, float* z1, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
        float r_0 = sqrtf(-2.0f * logf(u1[i_0]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
        float a_0 = 6.2831855f * u2[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
        z0[i_0] = r_0 * cosf(a_0);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
        z1[i_0] = r_0 * sinf(a_0);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
        float r_1 = sqrtf(-2.0f * logf(u1[i_1]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
        float a_1 = 6.2831855f * u2[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
        z0[i_1] = r_1 * cosf(a_1);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
        z1[i_1] = r_1 * sinf(a_1);
    }
}
