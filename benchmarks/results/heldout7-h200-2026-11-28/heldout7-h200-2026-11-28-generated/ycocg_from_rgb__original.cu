extern "C" __global__ void ycocg_from_rgb(const float* r, const float* g, const float* b, float* y, float* co, float* cg, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float o = r[i] - b[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float tmp = b[i] + 0.5f * o;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float gg = g[i] - tmp;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        y[i] = tmp + 0.5f * gg;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        co[i] = o;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        cg[i] = gg;
    }
}
