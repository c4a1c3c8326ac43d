extern "C" __global__ void smoothstep_remap_cf4x(const float* x, float* y, float e0, float e1, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
        float t_0 = fminf(fmaxf((x[i_0] - e0) / (e1 - e0), 0.0f), 1.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
        y[i_0] = t_0 * t_0 * (3.0f - 2.0f * t_0);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
        float t_1 = fminf(fmaxf((x[i_1] - e0) / (e1 - e0), 0.0f), 1.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
        y[i_1] = t_1 * t_1 * (3.0f - 2.0f * t_1);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
        float t_2 = fminf(fmaxf((x[i_2] - e0) / (e1 - e0), 0.0f), 1.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
        y[i_2] = t_2 * t_2 * (3.0f - 2.0f * t_2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
        float t_3 = fminf(fmaxf((x[i_3] - e0) / (e1 - e0), 0.0f), 1.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
        y[i_3] = t_3 * t_3 * (3.0f - 2.0f * t_3);
    }
}
