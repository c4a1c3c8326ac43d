extern "C" __global__ void ballistic_range(const float* v, const float* deg, float* range_m, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
        float s = v[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
        range_m[i] = s * s * sinf(deg[i] * 0.034906585f) / 9.81f;
    }
}
