extern "C" __global__ void gray_scott_step_opt(const float* U, const float* V, float* Uo, float* Vo, float du, float dv, float feed, float kill, float dt, int width, int height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
    int ucond = ((int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < width) & ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < height);
    float4 U_v0;
    float4 V_v1;
    float4 Uo_v2;
    float4 Vo_v3;
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int x_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int y_m0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            int c_m0 = y_m0 * width + x_m0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            int l_m0 = x_m0 > 0 ? c_m0 - 1 : c_m0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            int r_m0 = x_m0 < width - 1 ? c_m0 + 1 : c_m0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            int u_m0 = y_m0 > 0 ? c_m0 - width : c_m0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            int d_m0 = y_m0 < height - 1 ? c_m0 + width : c_m0;
            U_v0 = *(const float4*)&U[c_m0];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            float uc_m0 = U_v0.x;
            V_v1 = *(const float4*)&V[c_m0];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            float vc_m0 = V_v1.x;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            float lu_m0 = U[l_m0] + U[r_m0] + U[u_m0] + U[d_m0] - 4.0f * uc_m0;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            float lv_m0 = V[l_m0] + V[r_m0] + V[u_m0] + V[d_m0] - 4.0f * vc_m0;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            float uvv_m0 = uc_m0 * vc_m0 * vc_m0;
            Uo_v2.x = uc_m0 + dt * (du * lu_m0 - uvv_m0 + feed * (1.0f - uc_m0));
            Vo_v3.x = vc_m0 + dt * (dv * lv_m0 + uvv_m0 - (feed + kill) * vc_m0);
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int x_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int y_m1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            int c_m1 = y_m1 * width + x_m1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            int l_m1 = x_m1 > 0 ? c_m1 - 1 : c_m1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            int r_m1 = x_m1 < width - 1 ? c_m1 + 1 : c_m1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            int u_m1 = y_m1 > 0 ? c_m1 - width : c_m1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            int d_m1 = y_m1 < height - 1 ? c_m1 + width : c_m1;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            float uc_m1 = U_v0.y;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            float vc_m1 = V_v1.y;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            float lu_m1 = U[l_m1] + U[r_m1] + U[u_m1] + U[d_m1] - 4.0f * uc_m1;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            float lv_m1 = V[l_m1] + V[r_m1] + V[u_m1] + V[d_m1] - 4.0f * vc_m1;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            float uvv_m1 = uc_m1 * vc_m1 * vc_m1;
            Uo_v2.y = uc_m1 + dt * (du * lu_m1 - uvv_m1 + feed * (1.0f - uc_m1));
            Vo_v3.y = vc_m1 + dt * (dv * lv_m1 + uvv_m1 - (feed + kill) * vc_m1);
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int x_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int y_m2 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            int c_m2 = y_m2 * width + x_m2;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            int l_m2 = x_m2 > 0 ? c_m2 - 1 : c_m2;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            int r_m2 = x_m2 < width - 1 ? c_m2 + 1 : c_m2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            int u_m2 = y_m2 > 0 ? c_m2 - width : c_m2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            int d_m2 = y_m2 < height - 1 ? c_m2 + width : c_m2;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            float uc_m2 = U_v0.z;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            float vc_m2 = V_v1.z;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            float lu_m2 = U[l_m2] + U[r_m2] + U[u_m2] + U[d_m2] - 4.0f * uc_m2;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            float lv_m2 = V[l_m2] + V[r_m2] + V[u_m2] + V[d_m2] - 4.0f * vc_m2;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            float uvv_m2 = uc_m2 * vc_m2 * vc_m2;
            Uo_v2.z = uc_m2 + dt * (du * lu_m2 - uvv_m2 + feed * (1.0f - uc_m2));
            Vo_v3.z = vc_m2 + dt * (dv * lv_m2 + uvv_m2 - (feed + kill) * vc_m2);
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int x_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        int y_m3 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            int c_m3 = y_m3 * width + x_m3;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            int l_m3 = x_m3 > 0 ? c_m3 - 1 : c_m3;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            int r_m3 = x_m3 < width - 1 ? c_m3 + 1 : c_m3;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            int u_m3 = y_m3 > 0 ? c_m3 - width : c_m3;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            int d_m3 = y_m3 < height - 1 ? c_m3 + width : c_m3;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            float uc_m3 = U_v0.w;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            float vc_m3 = V_v1.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            float lu_m3 = U[l_m3] + U[r_m3] + U[u_m3] + U[d_m3] - 4.0f * uc_m3;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            float lv_m3 = V[l_m3] + V[r_m3] + V[u_m3] + V[d_m3] - 4.0f * vc_m3;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gray_scott_step.cl"
            float uvv_m3 = uc_m3 * vc_m3 * vc_m3;
            Uo_v2.w = uc_m3 + dt * (du * lu_m3 - uvv_m3 + feed * (1.0f - uc_m3));
            *(float4*)(&Uo[c_m3] - 3) = Uo_v2;
            Vo_v3.w = vc_m3 + dt * (dv * lv_m3 + uvv_m3 - (feed + kill) * vc_m3);
            *(float4*)(&Vo[c_m3] - 3) = Vo_v3;
        }
    }
}
