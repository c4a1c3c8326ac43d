extern "C" __global__ void gray_scott_step_cf8x(const float* U, const float* V, float* Uo, float* Vo, float du, float dv, float feed, float kill, float dt, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    if (x_0 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int c_0 = y * width + x_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int l_0 = x_0 > 0 ? c_0 - 1 : c_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int r_0 = x_0 < width - 1 ? c_0 + 1 : c_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int u_0 = y > 0 ? c_0 - width : c_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int d_0 = y < height - 1 ? c_0 + width : c_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float uc_0 = U[c_0];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float vc_0 = V[c_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float lu_0 = U[l_0] + U[r_0] + U[u_0] + U[d_0] - 4.0f * uc_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float lv_0 = V[l_0] + V[r_0] + V[u_0] + V[d_0] - 4.0f * vc_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float uvv_0 = uc_0 * vc_0 * vc_0;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        Uo[c_0] = uc_0 + dt * (du * lu_0 - uvv_0 + feed * (1.0f - uc_0));
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        Vo[c_0] = vc_0 + dt * (dv * lv_0 + uvv_0 - (feed + kill) * vc_0);
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    if (x_1 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int c_1 = y * width + x_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int l_1 = x_1 > 0 ? c_1 - 1 : c_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int r_1 = x_1 < width - 1 ? c_1 + 1 : c_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int u_1 = y > 0 ? c_1 - width : c_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int d_1 = y < height - 1 ? c_1 + width : c_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float uc_1 = U[c_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float vc_1 = V[c_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float lu_1 = U[l_1] + U[r_1] + U[u_1] + U[d_1] - 4.0f * uc_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float lv_1 = V[l_1] + V[r_1] + V[u_1] + V[d_1] - 4.0f * vc_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float uvv_1 = uc_1 * vc_1 * vc_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        Uo[c_1] = uc_1 + dt * (du * lu_1 - uvv_1 + feed * (1.0f - uc_1));
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        Vo[c_1] = vc_1 + dt * (dv * lv_1 + uvv_1 - (feed + kill) * vc_1);
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    if (x_2 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int c_2 = y * width + x_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int l_2 = x_2 > 0 ? c_2 - 1 : c_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int r_2 = x_2 < width - 1 ? c_2 + 1 : c_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int u_2 = y > 0 ? c_2 - width : c_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int d_2 = y < height - 1 ? c_2 + width : c_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float uc_2 = U[c_2];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float vc_2 = V[c_2];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float lu_2 = U[l_2] + U[r_2] + U[u_2] + U[d_2] - 4.0f * uc_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float lv_2 = V[l_2] + V[r_2] + V[u_2] + V[d_2] - 4.0f * vc_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float uvv_2 = uc_2 * vc_2 * vc_2;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        Uo[c_2] = uc_2 + dt * (du * lu_2 - uvv_2 + feed * (1.0f - uc_2));
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        Vo[c_2] = vc_2 + dt * (dv * lv_2 + uvv_2 - (feed + kill) * vc_2);
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    if (x_3 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int c_3 = y * width + x_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int l_3 = x_3 > 0 ? c_3 - 1 : c_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int r_3 = x_3 < width - 1 ? c_3 + 1 : c_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int u_3 = y > 0 ? c_3 - width : c_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int d_3 = y < height - 1 ? c_3 + width : c_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float uc_3 = U[c_3];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float vc_3 = V[c_3];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float lu_3 = U[l_3] + U[r_3] + U[u_3] + U[d_3] - 4.0f * uc_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float lv_3 = V[l_3] + V[r_3] + V[u_3] + V[d_3] - 4.0f * vc_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float uvv_3 = uc_3 * vc_3 * vc_3;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        Uo[c_3] = uc_3 + dt * (du * lu_3 - uvv_3 + feed * (1.0f - uc_3));
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        Vo[c_3] = vc_3 + dt * (dv * lv_3 + uvv_3 - (feed + kill) * vc_3);
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    if (x_4 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int c_4 = y * width + x_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int l_4 = x_4 > 0 ? c_4 - 1 : c_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int r_4 = x_4 < width - 1 ? c_4 + 1 : c_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int u_4 = y > 0 ? c_4 - width : c_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int d_4 = y < height - 1 ? c_4 + width : c_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float uc_4 = U[c_4];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float vc_4 = V[c_4];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float lu_4 = U[l_4] + U[r_4] + U[u_4] + U[d_4] - 4.0f * uc_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float lv_4 = V[l_4] + V[r_4] + V[u_4] + V[d_4] - 4.0f * vc_4;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float uvv_4 = uc_4 * vc_4 * vc_4;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        Uo[c_4] = uc_4 + dt * (du * lu_4 - uvv_4 + feed * (1.0f - uc_4));
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        Vo[c_4] = vc_4 + dt * (dv * lv_4 + uvv_4 - (feed + kill) * vc_4);
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    if (x_5 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int c_5 = y * width + x_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int l_5 = x_5 > 0 ? c_5 - 1 : c_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int r_5 = x_5 < width - 1 ? c_5 + 1 : c_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int u_5 = y > 0 ? c_5 - width : c_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int d_5 = y < height - 1 ? c_5 + width : c_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float uc_5 = U[c_5];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float vc_5 = V[c_5];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float lu_5 = U[l_5] + U[r_5] + U[u_5] + U[d_5] - 4.0f * uc_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float lv_5 = V[l_5] + V[r_5] + V[u_5] + V[d_5] - 4.0f * vc_5;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float uvv_5 = uc_5 * vc_5 * vc_5;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        Uo[c_5] = uc_5 + dt * (du * lu_5 - uvv_5 + feed * (1.0f - uc_5));
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        Vo[c_5] = vc_5 + dt * (dv * lv_5 + uvv_5 - (feed + kill) * vc_5);
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    if (x_6 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int c_6 = y * width + x_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int l_6 = x_6 > 0 ? c_6 - 1 : c_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int r_6 = x_6 < width - 1 ? c_6 + 1 : c_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int u_6 = y > 0 ? c_6 - width : c_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int d_6 = y < height - 1 ? c_6 + width : c_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float uc_6 = U[c_6];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float vc_6 = V[c_6];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float lu_6 = U[l_6] + U[r_6] + U[u_6] + U[d_6] - 4.0f * uc_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float lv_6 = V[l_6] + V[r_6] + V[u_6] + V[d_6] - 4.0f * vc_6;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float uvv_6 = uc_6 * vc_6 * vc_6;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        Uo[c_6] = uc_6 + dt * (du * lu_6 - uvv_6 + feed * (1.0f - uc_6));
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        Vo[c_6] = vc_6 + dt * (dv * lv_6 + uvv_6 - (feed + kill) * vc_6);
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    if (x_7 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int c_7 = y * width + x_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int l_7 = x_7 > 0 ? c_7 - 1 : c_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int r_7 = x_7 < width - 1 ? c_7 + 1 : c_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int u_7 = y > 0 ? c_7 - width : c_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        int d_7 = y < height - 1 ? c_7 + width : c_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float uc_7 = U[c_7];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float vc_7 = V[c_7];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float lu_7 = U[l_7] + U[r_7] + U[u_7] + U[d_7] - 4.0f * uc_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float lv_7 = V[l_7] + V[r_7] + V[u_7] + V[d_7] - 4.0f * vc_7;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        float uvv_7 = uc_7 * vc_7 * vc_7;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        Uo[c_7] = uc_7 + dt * (du * lu_7 - uvv_7 + feed * (1.0f - uc_7));
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        Vo[c_7] = vc_7 + dt * (dv * lv_7 + uvv_7 - (feed + kill) * vc_7);
    }
}
