extern "C" __global__ void box_muller_pairs_cf4x(const float* u1, const float* u2, float* z0, float* z1, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
        float r_2 = sqrtf(-2.0f * logf(u1[i_2]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
        float a_2 = 6.2831855f * u2[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
        z0[i_2] = r_2 * cosf(a_2);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
        z1[i_2] = r_2 * sinf(a_2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
        float r_3 = sqrtf(-2.0f * logf(u1[i_3]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
        float a_3 = 6.2831855f * u2[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
        z0[i_3] = r_3 * cosf(a_3);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cl"
        z1[i_3] = r_3 * sinf(a_3);
    }
}
