extern "C" __global__ void ballistic_range_cf4x(const float* v, const float* deg, float* range_m, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
        float s_0 = v[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
        range_m[i_0] = s_0 * s_0 * sinf(deg[i_0] * 0.034906585f) / 9.81f;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
        float s_1 = v[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
        range_m[i_1] = s_1 * s_1 * sinf(deg[i_1] * 0.034906585f) / 9.81f;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
        float s_2 = v[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
        range_m[i_2] = s_2 * s_2 * sinf(deg[i_2] * 0.034906585f) / 9.81f;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
        float s_3 = v[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
        range_m[i_3] = s_3 * s_3 * sinf(deg[i_3] * 0.034906585f) / 9.81f;
    }
}
