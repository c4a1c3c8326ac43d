extern "C" __global__ void gray_scott_step_cf2x(const float* U, const float* V, float* Uo, float* Vo, float du, float dv, float feed, float kill, float dt, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
