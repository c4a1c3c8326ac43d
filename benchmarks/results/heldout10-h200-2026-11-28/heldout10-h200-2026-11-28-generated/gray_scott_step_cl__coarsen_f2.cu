extern "C" __global__ void gray_scott_step_cf2x(const float* U, const float* V, float* Uo, float* Vo, float du, float dv, float feed, float kill, float dt, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
    if (x_0 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int c_0 = y * width + x_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int l_0 = x_0 > 0 ? c_0 - 1 : c_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int r_0 = x_0 < width - 1 ? c_0 + 1 : c_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int u_0 = y > 0 ? c_0 - width : c_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int d_0 = y < height - 1 ? c_0 + width : c_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        float uc_0 = U[c_0];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        float vc_0 = V[c_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        float lu_0 = U[l_0] + U[r_0] + U[u_0] + U[d_0] - 4.0f * uc_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        float lv_0 = V[l_0] + V[r_0] + V[u_0] + V[d_0] - 4.0f * vc_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        float uvv_0 = uc_0 * vc_0 * vc_0;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        Uo[c_0] = uc_0 + dt * (du * lu_0 - uvv_0 + feed * (1.0f - uc_0));
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        Vo[c_0] = vc_0 + dt * (dv * lv_0 + uvv_0 - (feed + kill) * vc_0);
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
    if (x_1 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int c_1 = y * width + x_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int l_1 = x_1 > 0 ? c_1 - 1 : c_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int r_1 = x_1 < width - 1 ? c_1 + 1 : c_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int u_1 = y > 0 ? c_1 - width : c_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int d_1 = y < height - 1 ? c_1 + width : c_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        float uc_1 = U[c_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        float vc_1 = V[c_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        float lu_1 = U[l_1] + U[r_1] + U[u_1] + U[d_1] - 4.0f * uc_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        float lv_1 = V[l_1] + V[r_1] + V[u_1] + V[d_1] - 4.0f * vc_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        float uvv_1 = uc_1 * vc_1 * vc_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        Uo[c_1] = uc_1 + dt * (du * lu_1 - uvv_1 + feed * (1.0f - uc_1));
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        Vo[c_1] = vc_1 + dt * (dv * lv_1 + uvv_1 - (feed + kill) * vc_1);
    }
}
