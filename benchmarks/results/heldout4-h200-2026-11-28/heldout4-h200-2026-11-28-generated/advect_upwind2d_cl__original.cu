extern "C" __global__ void advect_upwind2d(const float* q, const float* u, const float* v, float* out, float cx, float cy, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cl"
    if (x < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cl"
        int i = y * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cl"
        float c = q[i];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cl"
        if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cl"
            out[i] = c;
        } else {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cl"
            float ux = u[i];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cl"
            float vy = v[i];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cl"
            float dx = ux > 0.0f ? c - q[i - 1] : q[i + 1] - c;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cl"
            float dy = vy > 0.0f ? c - q[i - width] : q[i + width] - c;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cl"
            out[i] = c - cx * ux * dx - cy * vy * dy;
        }
    }
}
