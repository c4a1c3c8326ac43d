extern "C" __global__ void gray_scott_step_cf4x_st16(const float* U, const float* V, float* Uo, float* Vo, float du, float dv, float feed, float kill, float dt, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    int x_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        x_0 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    int x_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        x_1 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    int x_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        x_2 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    int x_3;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
        x_3 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
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
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
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
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
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
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
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
}
