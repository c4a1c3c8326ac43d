extern "C" __global__ void smoothstep_remap(const float* x, float* y, float e0, float e1, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
        float t = fminf(fmaxf((x[i] - e0) / (e1 - e0), 0.0f), 1.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/smoothstep_remap.cl"
        y[i] = t * t * (3.0f - 2.0f * t);
    }
}
