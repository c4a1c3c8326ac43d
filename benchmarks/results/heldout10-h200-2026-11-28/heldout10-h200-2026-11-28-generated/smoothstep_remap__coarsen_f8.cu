extern "C" __global__ void smoothstep_remap_cf8x(const float* x, float* y, float e0, float e1, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
        float t_2 = fminf(fmaxf((x[i_2] - e0) / (e1 - e0), 0.0f), 1.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
        y[i_2] = t_2 * t_2 * (3.0f - 2.0f * t_2);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
        float t_3 = fminf(fmaxf((x[i_3] - e0) / (e1 - e0), 0.0f), 1.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
        y[i_3] = t_3 * t_3 * (3.0f - 2.0f * t_3);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
        float t_4 = fminf(fmaxf((x[i_4] - e0) / (e1 - e0), 0.0f), 1.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
        y[i_4] = t_4 * t_4 * (3.0f - 2.0f * t_4);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
        float t_5 = fminf(fmaxf((x[i_5] - e0) / (e1 - e0), 0.0f), 1.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
        y[i_5] = t_5 * t_5 * (3.0f - 2.0f * t_5);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
        float t_6 = fminf(fmaxf((x[i_6] - e0) / (e1 - e0), 0.0f), 1.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
        y[i_6] = t_6 * t_6 * (3.0f - 2.0f * t_6);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
        float t_7 = fminf(fmaxf((x[i_7] - e0) / (e1 - e0), 0.0f), 1.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
        y[i_7] = t_7 * t_7 * (3.0f - 2.0f * t_7);
    }
}
