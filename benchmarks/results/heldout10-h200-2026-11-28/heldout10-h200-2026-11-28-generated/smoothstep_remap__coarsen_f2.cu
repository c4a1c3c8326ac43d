extern "C" __global__ void smoothstep_remap_cf2x(const float* x, float* y, float e0, float e1, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
        float t_0 = fminf(fmaxf((x[i_0] - e0) / (e1 - e0), 0.0f), 1.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
        y[i_0] = t_0 * t_0 * (3.0f - 2.0f * t_0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
        float t_1 = fminf(fmaxf((x[i_1] - e0) / (e1 - e0), 0.0f), 1.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
        y[i_1] = t_1 * t_1 * (3.0f - 2.0f * t_1);
    }
}
