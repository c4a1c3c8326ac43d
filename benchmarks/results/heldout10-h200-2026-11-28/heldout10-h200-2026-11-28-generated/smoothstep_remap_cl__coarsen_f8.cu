extern "C" __global__ void smoothstep_remap_cf8x(const float* x, float* y, float e0, float e1, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
        float t_4 = fminf(fmaxf((x[i_4] - e0) / (e1 - e0), 0.0f), 1.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
        y[i_4] = t_4 * t_4 * (3.0f - 2.0f * t_4);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
        float t_5 = fminf(fmaxf((x[i_5] - e0) / (e1 - e0), 0.0f), 1.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
        y[i_5] = t_5 * t_5 * (3.0f - 2.0f * t_5);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
        float t_6 = fminf(fmaxf((x[i_6] - e0) / (e1 - e0), 0.0f), 1.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
        y[i_6] = t_6 * t_6 * (3.0f - 2.0f * t_6);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
        float t_7 = fminf(fmaxf((x[i_7] - e0) / (e1 - e0), 0.0f), 1.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
        y[i_7] = t_7 * t_7 * (3.0f - 2.0f * t_7);
    }
}
