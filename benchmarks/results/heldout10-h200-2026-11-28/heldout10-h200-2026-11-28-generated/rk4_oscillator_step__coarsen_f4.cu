extern "C" __global__ void rk4_oscillator_step_cf4x(const float* x, const float* v, const float* k, float* xo, float* vo, float damping, float dt, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x0_0 = x[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v0_0 = v[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float kk_0 = k[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float h_0 = dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k1x_0 = v0_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k1v_0 = -kk_0 * x0_0 - damping * v0_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x2_0 = x0_0 + 0.5f * h_0 * k1x_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v2_0 = v0_0 + 0.5f * h_0 * k1v_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k2x_0 = v2_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k2v_0 = -kk_0 * x2_0 - damping * v2_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x3_0 = x0_0 + 0.5f * h_0 * k2x_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v3_0 = v0_0 + 0.5f * h_0 * k2v_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k3x_0 = v3_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k3v_0 = -kk_0 * x3_0 - damping * v3_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x4_0 = x0_0 + h_0 * k3x_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v4_0 = v0_0 + h_0 * k3v_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k4x_0 = v4_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k4v_0 = -kk_0 * x4_0 - damping * v4_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        xo[i_0] = x0_0 + h_0 / 6.0f * (k1x_0 + 2.0f * k2x_0 + 2.0f * k3x_0 + k4x_0);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        vo[i_0] = v0_0 + h_0 / 6.0f * (k1v_0 + 2.0f * k2v_0 + 2.0f * k3v_0 + k4v_0);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x0_1 = x[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v0_1 = v[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float kk_1 = k[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float h_1 = dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k1x_1 = v0_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k1v_1 = -kk_1 * x0_1 - damping * v0_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x2_1 = x0_1 + 0.5f * h_1 * k1x_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v2_1 = v0_1 + 0.5f * h_1 * k1v_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k2x_1 = v2_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k2v_1 = -kk_1 * x2_1 - damping * v2_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x3_1 = x0_1 + 0.5f * h_1 * k2x_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v3_1 = v0_1 + 0.5f * h_1 * k2v_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k3x_1 = v3_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k3v_1 = -kk_1 * x3_1 - damping * v3_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x4_1 = x0_1 + h_1 * k3x_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v4_1 = v0_1 + h_1 * k3v_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k4x_1 = v4_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k4v_1 = -kk_1 * x4_1 - damping * v4_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        xo[i_1] = x0_1 + h_1 / 6.0f * (k1x_1 + 2.0f * k2x_1 + 2.0f * k3x_1 + k4x_1);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        vo[i_1] = v0_1 + h_1 / 6.0f * (k1v_1 + 2.0f * k2v_1 + 2.0f * k3v_1 + k4v_1);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x0_2 = x[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v0_2 = v[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float kk_2 = k[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float h_2 = dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k1x_2 = v0_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k1v_2 = -kk_2 * x0_2 - damping * v0_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x2_2 = x0_2 + 0.5f * h_2 * k1x_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v2_2 = v0_2 + 0.5f * h_2 * k1v_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k2x_2 = v2_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k2v_2 = -kk_2 * x2_2 - damping * v2_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x3_2 = x0_2 + 0.5f * h_2 * k2x_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v3_2 = v0_2 + 0.5f * h_2 * k2v_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k3x_2 = v3_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k3v_2 = -kk_2 * x3_2 - damping * v3_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x4_2 = x0_2 + h_2 * k3x_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v4_2 = v0_2 + h_2 * k3v_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k4x_2 = v4_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k4v_2 = -kk_2 * x4_2 - damping * v4_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        xo[i_2] = x0_2 + h_2 / 6.0f * (k1x_2 + 2.0f * k2x_2 + 2.0f * k3x_2 + k4x_2);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        vo[i_2] = v0_2 + h_2 / 6.0f * (k1v_2 + 2.0f * k2v_2 + 2.0f * k3v_2 + k4v_2);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x0_3 = x[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v0_3 = v[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float kk_3 = k[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float h_3 = dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k1x_3 = v0_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k1v_3 = -kk_3 * x0_3 - damping * v0_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x2_3 = x0_3 + 0.5f * h_3 * k1x_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v2_3 = v0_3 + 0.5f * h_3 * k1v_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k2x_3 = v2_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k2v_3 = -kk_3 * x2_3 - damping * v2_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x3_3 = x0_3 + 0.5f * h_3 * k2x_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v3_3 = v0_3 + 0.5f * h_3 * k2v_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k3x_3 = v3_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k3v_3 = -kk_3 * x3_3 - damping * v3_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x4_3 = x0_3 + h_3 * k3x_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v4_3 = v0_3 + h_3 * k3v_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k4x_3 = v4_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k4v_3 = -kk_3 * x4_3 - damping * v4_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        xo[i_3] = x0_3 + h_3 / 6.0f * (k1x_3 + 2.0f * k2x_3 + 2.0f * k3x_3 + k4x_3);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        vo[i_3] = v0_3 + h_3 / 6.0f * (k1v_3 + 2.0f * k2v_3 + 2.0f * k3v_3 + k4v_3);
    }
}
