extern "C" __global__ void rk4_oscillator_step_opt(const float* x, const float* v, const float* k, float* xo, float* vo, float damping, float dt, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 x_v0;
    float4 v_v1;
    float4 k_v2;
    float4 xo_v3;
    float4 vo_v4;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        if (ucond) {
            x_v0 = *(const float4*)&x[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float x0_m0 = x_v0.x;
            v_v1 = *(const float4*)&v[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float v0_m0 = v_v1.x;
            k_v2 = *(const float4*)&k[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float kk_m0 = k_v2.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float h_m0 = dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k1x_m0 = v0_m0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k1v_m0 = -kk_m0 * x0_m0 - damping * v0_m0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float x2_m0 = x0_m0 + 0.5f * h_m0 * k1x_m0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float v2_m0 = v0_m0 + 0.5f * h_m0 * k1v_m0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k2x_m0 = v2_m0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k2v_m0 = -kk_m0 * x2_m0 - damping * v2_m0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float x3_m0 = x0_m0 + 0.5f * h_m0 * k2x_m0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float v3_m0 = v0_m0 + 0.5f * h_m0 * k2v_m0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k3x_m0 = v3_m0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k3v_m0 = -kk_m0 * x3_m0 - damping * v3_m0;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float x4_m0 = x0_m0 + h_m0 * k3x_m0;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float v4_m0 = v0_m0 + h_m0 * k3v_m0;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k4x_m0 = v4_m0;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k4v_m0 = -kk_m0 * x4_m0 - damping * v4_m0;
            xo_v3.x = x0_m0 + h_m0 / 6.0f * (k1x_m0 + 2.0f * k2x_m0 + 2.0f * k3x_m0 + k4x_m0);
            vo_v4.x = v0_m0 + h_m0 / 6.0f * (k1v_m0 + 2.0f * k2v_m0 + 2.0f * k3v_m0 + k4v_m0);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float x0_m1 = x_v0.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float v0_m1 = v_v1.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float kk_m1 = k_v2.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float h_m1 = dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k1x_m1 = v0_m1;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k1v_m1 = -kk_m1 * x0_m1 - damping * v0_m1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float x2_m1 = x0_m1 + 0.5f * h_m1 * k1x_m1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float v2_m1 = v0_m1 + 0.5f * h_m1 * k1v_m1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k2x_m1 = v2_m1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k2v_m1 = -kk_m1 * x2_m1 - damping * v2_m1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float x3_m1 = x0_m1 + 0.5f * h_m1 * k2x_m1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float v3_m1 = v0_m1 + 0.5f * h_m1 * k2v_m1;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k3x_m1 = v3_m1;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k3v_m1 = -kk_m1 * x3_m1 - damping * v3_m1;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float x4_m1 = x0_m1 + h_m1 * k3x_m1;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float v4_m1 = v0_m1 + h_m1 * k3v_m1;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k4x_m1 = v4_m1;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k4v_m1 = -kk_m1 * x4_m1 - damping * v4_m1;
            xo_v3.y = x0_m1 + h_m1 / 6.0f * (k1x_m1 + 2.0f * k2x_m1 + 2.0f * k3x_m1 + k4x_m1);
            vo_v4.y = v0_m1 + h_m1 / 6.0f * (k1v_m1 + 2.0f * k2v_m1 + 2.0f * k3v_m1 + k4v_m1);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float x0_m2 = x_v0.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float v0_m2 = v_v1.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float kk_m2 = k_v2.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float h_m2 = dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k1x_m2 = v0_m2;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k1v_m2 = -kk_m2 * x0_m2 - damping * v0_m2;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float x2_m2 = x0_m2 + 0.5f * h_m2 * k1x_m2;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float v2_m2 = v0_m2 + 0.5f * h_m2 * k1v_m2;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k2x_m2 = v2_m2;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k2v_m2 = -kk_m2 * x2_m2 - damping * v2_m2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float x3_m2 = x0_m2 + 0.5f * h_m2 * k2x_m2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float v3_m2 = v0_m2 + 0.5f * h_m2 * k2v_m2;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k3x_m2 = v3_m2;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k3v_m2 = -kk_m2 * x3_m2 - damping * v3_m2;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float x4_m2 = x0_m2 + h_m2 * k3x_m2;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float v4_m2 = v0_m2 + h_m2 * k3v_m2;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k4x_m2 = v4_m2;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k4v_m2 = -kk_m2 * x4_m2 - damping * v4_m2;
            xo_v3.z = x0_m2 + h_m2 / 6.0f * (k1x_m2 + 2.0f * k2x_m2 + 2.0f * k3x_m2 + k4x_m2);
            vo_v4.z = v0_m2 + h_m2 / 6.0f * (k1v_m2 + 2.0f * k2v_m2 + 2.0f * k3v_m2 + k4v_m2);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float x0_m3 = x_v0.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float v0_m3 = v_v1.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float kk_m3 = k_v2.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float h_m3 = dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k1x_m3 = v0_m3;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k1v_m3 = -kk_m3 * x0_m3 - damping * v0_m3;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float x2_m3 = x0_m3 + 0.5f * h_m3 * k1x_m3;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float v2_m3 = v0_m3 + 0.5f * h_m3 * k1v_m3;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k2x_m3 = v2_m3;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k2v_m3 = -kk_m3 * x2_m3 - damping * v2_m3;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float x3_m3 = x0_m3 + 0.5f * h_m3 * k2x_m3;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float v3_m3 = v0_m3 + 0.5f * h_m3 * k2v_m3;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k3x_m3 = v3_m3;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k3v_m3 = -kk_m3 * x3_m3 - damping * v3_m3;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float x4_m3 = x0_m3 + h_m3 * k3x_m3;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float v4_m3 = v0_m3 + h_m3 * k3v_m3;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k4x_m3 = v4_m3;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
            float k4v_m3 = -kk_m3 * x4_m3 - damping * v4_m3;
            xo_v3.w = x0_m3 + h_m3 / 6.0f * (k1x_m3 + 2.0f * k2x_m3 + 2.0f * k3x_m3 + k4x_m3);
            *(float4*)(&xo[i_m3] - 3) = xo_v3;
            vo_v4.w = v0_m3 + h_m3 / 6.0f * (k1v_m3 + 2.0f * k2v_m3 + 2.0f * k3v_m3 + k4v_m3);
            *(float4*)(&vo[i_m3] - 3) = vo_v4;
        }
    }
}
