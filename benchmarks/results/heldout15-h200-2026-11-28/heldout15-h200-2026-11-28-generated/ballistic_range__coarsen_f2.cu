extern "C" __global__ void ballistic_range_cf2x(const float* v, const float* deg, float* range_m, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cu"
        float s_0 = v[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cu"
        range_m[i_0] = s_0 * s_0 * sinf(deg[i_0] * 0.034906585f) / 9.81f;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cu"
        float s_1 = v[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cu"
        range_m[i_1] = s_1 * s_1 * sinf(deg[i_1] * 0.034906585f) / 9.81f;
    }
}
