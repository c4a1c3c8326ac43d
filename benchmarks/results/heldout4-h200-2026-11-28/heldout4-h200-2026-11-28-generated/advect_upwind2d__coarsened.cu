extern "C" __global__ void advect_upwind2d_cf16y_st32(const float* q, const float* u, const float* v, float* out, float cx, float cy, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int y_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        y_0 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int y_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 32u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        y_1 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 32u);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int y_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 64u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        y_2 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 64u);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int y_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 96u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        y_3 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 96u);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int y_4;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 128u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        y_4 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 128u);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int y_5;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 160u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        y_5 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 160u);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int y_6;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 192u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        y_6 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 192u);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int y_7;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 224u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        y_7 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 224u);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int y_8;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 256u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        y_8 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 256u);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int y_9;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 288u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        y_9 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 288u);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int y_10;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 320u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        y_10 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 320u);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int y_11;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 352u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        y_11 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 352u);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int y_12;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 384u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        y_12 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 384u);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int y_13;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 416u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        y_13 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 416u);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int y_14;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 448u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        y_14 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 448u);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    int y_15;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 480u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        y_15 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 480u);
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x < width && y_0 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            int i_0 = y_0 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float c_0 = q[i_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            if (x == 0 || y_0 == 0 || x == width - 1 || y_0 == height - 1) {
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
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 32u < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x < width && y_1 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            int i_1 = y_1 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float c_1 = q[i_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            if (x == 0 || y_1 == 0 || x == width - 1 || y_1 == height - 1) {
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
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 64u < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x < width && y_2 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            int i_2 = y_2 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float c_2 = q[i_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            if (x == 0 || y_2 == 0 || x == width - 1 || y_2 == height - 1) {
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
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 96u < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x < width && y_3 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            int i_3 = y_3 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float c_3 = q[i_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            if (x == 0 || y_3 == 0 || x == width - 1 || y_3 == height - 1) {
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
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 128u < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x < width && y_4 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            int i_4 = y_4 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float c_4 = q[i_4];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            if (x == 0 || y_4 == 0 || x == width - 1 || y_4 == height - 1) {
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
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 160u < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x < width && y_5 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            int i_5 = y_5 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float c_5 = q[i_5];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            if (x == 0 || y_5 == 0 || x == width - 1 || y_5 == height - 1) {
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
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 192u < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x < width && y_6 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            int i_6 = y_6 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float c_6 = q[i_6];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            if (x == 0 || y_6 == 0 || x == width - 1 || y_6 == height - 1) {
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
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 224u < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x < width && y_7 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            int i_7 = y_7 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float c_7 = q[i_7];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            if (x == 0 || y_7 == 0 || x == width - 1 || y_7 == height - 1) {
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
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 256u < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x < width && y_8 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            int i_8 = y_8 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float c_8 = q[i_8];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            if (x == 0 || y_8 == 0 || x == width - 1 || y_8 == height - 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                out[i_8] = c_8;
            } else {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float ux_8 = u[i_8];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float vy_8 = v[i_8];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float dx_8 = ux_8 > 0.0f ? c_8 - q[i_8 - 1] : q[i_8 + 1] - c_8;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float dy_8 = vy_8 > 0.0f ? c_8 - q[i_8 - width] : q[i_8 + width] - c_8;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                out[i_8] = c_8 - cx * ux_8 * dx_8 - cy * vy_8 * dy_8;
            }
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 288u < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x < width && y_9 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            int i_9 = y_9 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float c_9 = q[i_9];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            if (x == 0 || y_9 == 0 || x == width - 1 || y_9 == height - 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                out[i_9] = c_9;
            } else {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float ux_9 = u[i_9];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float vy_9 = v[i_9];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float dx_9 = ux_9 > 0.0f ? c_9 - q[i_9 - 1] : q[i_9 + 1] - c_9;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float dy_9 = vy_9 > 0.0f ? c_9 - q[i_9 - width] : q[i_9 + width] - c_9;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                out[i_9] = c_9 - cx * ux_9 * dx_9 - cy * vy_9 * dy_9;
            }
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 320u < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x < width && y_10 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            int i_10 = y_10 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float c_10 = q[i_10];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            if (x == 0 || y_10 == 0 || x == width - 1 || y_10 == height - 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                out[i_10] = c_10;
            } else {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float ux_10 = u[i_10];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float vy_10 = v[i_10];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float dx_10 = ux_10 > 0.0f ? c_10 - q[i_10 - 1] : q[i_10 + 1] - c_10;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float dy_10 = vy_10 > 0.0f ? c_10 - q[i_10 - width] : q[i_10 + width] - c_10;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                out[i_10] = c_10 - cx * ux_10 * dx_10 - cy * vy_10 * dy_10;
            }
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 352u < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x < width && y_11 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            int i_11 = y_11 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float c_11 = q[i_11];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            if (x == 0 || y_11 == 0 || x == width - 1 || y_11 == height - 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                out[i_11] = c_11;
            } else {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float ux_11 = u[i_11];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float vy_11 = v[i_11];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float dx_11 = ux_11 > 0.0f ? c_11 - q[i_11 - 1] : q[i_11 + 1] - c_11;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float dy_11 = vy_11 > 0.0f ? c_11 - q[i_11 - width] : q[i_11 + width] - c_11;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                out[i_11] = c_11 - cx * ux_11 * dx_11 - cy * vy_11 * dy_11;
            }
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 384u < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x < width && y_12 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            int i_12 = y_12 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float c_12 = q[i_12];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            if (x == 0 || y_12 == 0 || x == width - 1 || y_12 == height - 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                out[i_12] = c_12;
            } else {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float ux_12 = u[i_12];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float vy_12 = v[i_12];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float dx_12 = ux_12 > 0.0f ? c_12 - q[i_12 - 1] : q[i_12 + 1] - c_12;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float dy_12 = vy_12 > 0.0f ? c_12 - q[i_12 - width] : q[i_12 + width] - c_12;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                out[i_12] = c_12 - cx * ux_12 * dx_12 - cy * vy_12 * dy_12;
            }
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 416u < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x < width && y_13 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            int i_13 = y_13 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float c_13 = q[i_13];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            if (x == 0 || y_13 == 0 || x == width - 1 || y_13 == height - 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                out[i_13] = c_13;
            } else {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float ux_13 = u[i_13];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float vy_13 = v[i_13];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float dx_13 = ux_13 > 0.0f ? c_13 - q[i_13 - 1] : q[i_13 + 1] - c_13;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float dy_13 = vy_13 > 0.0f ? c_13 - q[i_13 - width] : q[i_13 + width] - c_13;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                out[i_13] = c_13 - cx * ux_13 * dx_13 - cy * vy_13 * dy_13;
            }
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 448u < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x < width && y_14 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            int i_14 = y_14 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float c_14 = q[i_14];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            if (x == 0 || y_14 == 0 || x == width - 1 || y_14 == height - 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                out[i_14] = c_14;
            } else {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float ux_14 = u[i_14];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float vy_14 = v[i_14];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float dx_14 = ux_14 > 0.0f ? c_14 - q[i_14 - 1] : q[i_14 + 1] - c_14;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float dy_14 = vy_14 > 0.0f ? c_14 - q[i_14 - width] : q[i_14 + width] - c_14;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                out[i_14] = c_14 - cx * ux_14 * dx_14 - cy * vy_14 * dy_14;
            }
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 480u < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
        if (x < width && y_15 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            int i_15 = y_15 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            float c_15 = q[i_15];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
            if (x == 0 || y_15 == 0 || x == width - 1 || y_15 == height - 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                out[i_15] = c_15;
            } else {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float ux_15 = u[i_15];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float vy_15 = v[i_15];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float dx_15 = ux_15 > 0.0f ? c_15 - q[i_15 - 1] : q[i_15 + 1] - c_15;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                float dy_15 = vy_15 > 0.0f ? c_15 - q[i_15 - width] : q[i_15 + width] - c_15;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/advect_upwind2d.cu"
                out[i_15] = c_15 - cx * ux_15 * dx_15 - cy * vy_15 * dy_15;
            }
        }
}
