extern "C" __global__ void advect_upwind2d_cf2x(const float* q, const float* u, const float* v, float* out, float cx, float cy, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (x_0 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        int i_0 = y * width + x_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        float c_0 = q[i_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x_0 == 0 || y == 0 || x_0 == width - 1 || y == height - 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            out[i_0] = c_0;
        } else {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float ux_0 = u[i_0];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float vy_0 = v[i_0];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float dx_0 = ux_0 > 0.0f ? c_0 - q[i_0 - 1] : q[i_0 + 1] - c_0;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float dy_0 = vy_0 > 0.0f ? c_0 - q[i_0 - width] : q[i_0 + width] - c_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            out[i_0] = c_0 - cx * ux_0 * dx_0 - cy * vy_0 * dy_0;
        }
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (x_1 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        int i_1 = y * width + x_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        float c_1 = q[i_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x_1 == 0 || y == 0 || x_1 == width - 1 || y == height - 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            out[i_1] = c_1;
        } else {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float ux_1 = u[i_1];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float vy_1 = v[i_1];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float dx_1 = ux_1 > 0.0f ? c_1 - q[i_1 - 1] : q[i_1 + 1] - c_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float dy_1 = vy_1 > 0.0f ? c_1 - q[i_1 - width] : q[i_1 + width] - c_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            out[i_1] = c_1 - cx * ux_1 * dx_1 - cy * vy_1 * dy_1;
        }
    }
}
