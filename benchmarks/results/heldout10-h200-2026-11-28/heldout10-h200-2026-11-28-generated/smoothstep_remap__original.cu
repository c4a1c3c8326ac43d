extern "C" __global__ void smoothstep_remap(const float* x, float* y, float e0, float e1, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
        float t = fminf(fmaxf((x[i] - e0) / (e1 - e0), 0.0f), 1.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cu"
        y[i] = t * t * (3.0f - 2.0f * t);
    }
}
