extern "C" __global__ void advect_upwind2d_cf8x(const float* q, const float* u, const float* v, float* out, float cx, float cy, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (x_2 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        int i_2 = y * width + x_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        float c_2 = q[i_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x_2 == 0 || y == 0 || x_2 == width - 1 || y == height - 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            out[i_2] = c_2;
        } else {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float ux_2 = u[i_2];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float vy_2 = v[i_2];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float dx_2 = ux_2 > 0.0f ? c_2 - q[i_2 - 1] : q[i_2 + 1] - c_2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float dy_2 = vy_2 > 0.0f ? c_2 - q[i_2 - width] : q[i_2 + width] - c_2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            out[i_2] = c_2 - cx * ux_2 * dx_2 - cy * vy_2 * dy_2;
        }
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (x_3 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        int i_3 = y * width + x_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        float c_3 = q[i_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x_3 == 0 || y == 0 || x_3 == width - 1 || y == height - 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            out[i_3] = c_3;
        } else {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float ux_3 = u[i_3];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float vy_3 = v[i_3];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float dx_3 = ux_3 > 0.0f ? c_3 - q[i_3 - 1] : q[i_3 + 1] - c_3;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float dy_3 = vy_3 > 0.0f ? c_3 - q[i_3 - width] : q[i_3 + width] - c_3;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            out[i_3] = c_3 - cx * ux_3 * dx_3 - cy * vy_3 * dy_3;
        }
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (x_4 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        int i_4 = y * width + x_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        float c_4 = q[i_4];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x_4 == 0 || y == 0 || x_4 == width - 1 || y == height - 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            out[i_4] = c_4;
        } else {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float ux_4 = u[i_4];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float vy_4 = v[i_4];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float dx_4 = ux_4 > 0.0f ? c_4 - q[i_4 - 1] : q[i_4 + 1] - c_4;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float dy_4 = vy_4 > 0.0f ? c_4 - q[i_4 - width] : q[i_4 + width] - c_4;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            out[i_4] = c_4 - cx * ux_4 * dx_4 - cy * vy_4 * dy_4;
        }
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (x_5 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        int i_5 = y * width + x_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        float c_5 = q[i_5];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x_5 == 0 || y == 0 || x_5 == width - 1 || y == height - 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            out[i_5] = c_5;
        } else {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float ux_5 = u[i_5];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float vy_5 = v[i_5];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float dx_5 = ux_5 > 0.0f ? c_5 - q[i_5 - 1] : q[i_5 + 1] - c_5;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float dy_5 = vy_5 > 0.0f ? c_5 - q[i_5 - width] : q[i_5 + width] - c_5;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            out[i_5] = c_5 - cx * ux_5 * dx_5 - cy * vy_5 * dy_5;
        }
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (x_6 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        int i_6 = y * width + x_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        float c_6 = q[i_6];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x_6 == 0 || y == 0 || x_6 == width - 1 || y == height - 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            out[i_6] = c_6;
        } else {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float ux_6 = u[i_6];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float vy_6 = v[i_6];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float dx_6 = ux_6 > 0.0f ? c_6 - q[i_6 - 1] : q[i_6 + 1] - c_6;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float dy_6 = vy_6 > 0.0f ? c_6 - q[i_6 - width] : q[i_6 + width] - c_6;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            out[i_6] = c_6 - cx * ux_6 * dx_6 - cy * vy_6 * dy_6;
        }
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (x_7 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        int i_7 = y * width + x_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        float c_7 = q[i_7];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x_7 == 0 || y == 0 || x_7 == width - 1 || y == height - 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            out[i_7] = c_7;
        } else {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float ux_7 = u[i_7];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float vy_7 = v[i_7];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float dx_7 = ux_7 > 0.0f ? c_7 - q[i_7 - 1] : q[i_7 + 1] - c_7;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float dy_7 = vy_7 > 0.0f ? c_7 - q[i_7 - width] : q[i_7 + width] - c_7;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            out[i_7] = c_7 - cx * ux_7 * dx_7 - cy * vy_7 * dy_7;
        }
    }
}
