extern "C" __global__ void rk4_oscillator_step_cf2x(const float* x, const float* v, const float* k, float* xo, float* vo, float damping, float dt, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float x0_0 = x[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float v0_0 = v[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float kk_0 = k[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float h_0 = dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float k1x_0 = v0_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float k1v_0 = -kk_0 * x0_0 - damping * v0_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float x2_0 = x0_0 + 0.5f * h_0 * k1x_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float v2_0 = v0_0 + 0.5f * h_0 * k1v_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float k2x_0 = v2_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float k2v_0 = -kk_0 * x2_0 - damping * v2_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float x3_0 = x0_0 + 0.5f * h_0 * k2x_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float v3_0 = v0_0 + 0.5f * h_0 * k2v_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float k3x_0 = v3_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float k3v_0 = -kk_0 * x3_0 - damping * v3_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float x4_0 = x0_0 + h_0 * k3x_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float v4_0 = v0_0 + h_0 * k3v_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float k4x_0 = v4_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float k4v_0 = -kk_0 * x4_0 - damping * v4_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        xo[i_0] = x0_0 + h_0 / 6.0f * (k1x_0 + 2.0f * k2x_0 + 2.0f * k3x_0 + k4x_0);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        vo[i_0] = v0_0 + h_0 / 6.0f * (k1v_0 + 2.0f * k2v_0 + 2.0f * k3v_0 + k4v_0);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float x0_1 = x[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float v0_1 = v[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float kk_1 = k[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float h_1 = dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float k1x_1 = v0_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float k1v_1 = -kk_1 * x0_1 - damping * v0_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float x2_1 = x0_1 + 0.5f * h_1 * k1x_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float v2_1 = v0_1 + 0.5f * h_1 * k1v_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float k2x_1 = v2_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float k2v_1 = -kk_1 * x2_1 - damping * v2_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float x3_1 = x0_1 + 0.5f * h_1 * k2x_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float v3_1 = v0_1 + 0.5f * h_1 * k2v_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float k3x_1 = v3_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float k3v_1 = -kk_1 * x3_1 - damping * v3_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float x4_1 = x0_1 + h_1 * k3x_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float v4_1 = v0_1 + h_1 * k3v_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float k4x_1 = v4_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        float k4v_1 = -kk_1 * x4_1 - damping * v4_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        xo[i_1] = x0_1 + h_1 / 6.0f * (k1x_1 + 2.0f * k2x_1 + 2.0f * k3x_1 + k4x_1);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cl"
        vo[i_1] = v0_1 + h_1 / 6.0f * (k1v_1 + 2.0f * k2v_1 + 2.0f * k3v_1 + k4v_1);
    }
}
