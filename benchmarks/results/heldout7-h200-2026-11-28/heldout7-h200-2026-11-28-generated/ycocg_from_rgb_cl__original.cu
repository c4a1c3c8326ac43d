extern "C" __global__ void ycocg_from_rgb(const float* r, const float* g, const float* b, float* y, float* co, float* cg, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float o = r[i] - b[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float tmp = b[i] + 0.5f * o;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float gg = g[i] - tmp;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        y[i] = tmp + 0.5f * gg;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        co[i] = o;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        cg[i] = gg;
    }
}
