extern "C" __global__ void rk4_oscillator_step_cf8x(const float* x, const float* v, const float* k, float* xo, float* vo, float damping, float dt, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x0_4 = x[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v0_4 = v[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float kk_4 = k[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float h_4 = dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k1x_4 = v0_4;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k1v_4 = -kk_4 * x0_4 - damping * v0_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x2_4 = x0_4 + 0.5f * h_4 * k1x_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v2_4 = v0_4 + 0.5f * h_4 * k1v_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k2x_4 = v2_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k2v_4 = -kk_4 * x2_4 - damping * v2_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x3_4 = x0_4 + 0.5f * h_4 * k2x_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v3_4 = v0_4 + 0.5f * h_4 * k2v_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k3x_4 = v3_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k3v_4 = -kk_4 * x3_4 - damping * v3_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x4_4 = x0_4 + h_4 * k3x_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v4_4 = v0_4 + h_4 * k3v_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k4x_4 = v4_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k4v_4 = -kk_4 * x4_4 - damping * v4_4;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        xo[i_4] = x0_4 + h_4 / 6.0f * (k1x_4 + 2.0f * k2x_4 + 2.0f * k3x_4 + k4x_4);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        vo[i_4] = v0_4 + h_4 / 6.0f * (k1v_4 + 2.0f * k2v_4 + 2.0f * k3v_4 + k4v_4);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x0_5 = x[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v0_5 = v[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float kk_5 = k[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float h_5 = dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k1x_5 = v0_5;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k1v_5 = -kk_5 * x0_5 - damping * v0_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x2_5 = x0_5 + 0.5f * h_5 * k1x_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v2_5 = v0_5 + 0.5f * h_5 * k1v_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k2x_5 = v2_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k2v_5 = -kk_5 * x2_5 - damping * v2_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x3_5 = x0_5 + 0.5f * h_5 * k2x_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v3_5 = v0_5 + 0.5f * h_5 * k2v_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k3x_5 = v3_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k3v_5 = -kk_5 * x3_5 - damping * v3_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x4_5 = x0_5 + h_5 * k3x_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v4_5 = v0_5 + h_5 * k3v_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k4x_5 = v4_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k4v_5 = -kk_5 * x4_5 - damping * v4_5;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        xo[i_5] = x0_5 + h_5 / 6.0f * (k1x_5 + 2.0f * k2x_5 + 2.0f * k3x_5 + k4x_5);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        vo[i_5] = v0_5 + h_5 / 6.0f * (k1v_5 + 2.0f * k2v_5 + 2.0f * k3v_5 + k4v_5);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x0_6 = x[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v0_6 = v[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float kk_6 = k[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float h_6 = dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k1x_6 = v0_6;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k1v_6 = -kk_6 * x0_6 - damping * v0_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x2_6 = x0_6 + 0.5f * h_6 * k1x_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v2_6 = v0_6 + 0.5f * h_6 * k1v_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k2x_6 = v2_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k2v_6 = -kk_6 * x2_6 - damping * v2_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x3_6 = x0_6 + 0.5f * h_6 * k2x_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v3_6 = v0_6 + 0.5f * h_6 * k2v_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k3x_6 = v3_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k3v_6 = -kk_6 * x3_6 - damping * v3_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x4_6 = x0_6 + h_6 * k3x_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v4_6 = v0_6 + h_6 * k3v_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k4x_6 = v4_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k4v_6 = -kk_6 * x4_6 - damping * v4_6;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        xo[i_6] = x0_6 + h_6 / 6.0f * (k1x_6 + 2.0f * k2x_6 + 2.0f * k3x_6 + k4x_6);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        vo[i_6] = v0_6 + h_6 / 6.0f * (k1v_6 + 2.0f * k2v_6 + 2.0f * k3v_6 + k4v_6);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x0_7 = x[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v0_7 = v[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float kk_7 = k[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float h_7 = dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k1x_7 = v0_7;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k1v_7 = -kk_7 * x0_7 - damping * v0_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x2_7 = x0_7 + 0.5f * h_7 * k1x_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v2_7 = v0_7 + 0.5f * h_7 * k1v_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k2x_7 = v2_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k2v_7 = -kk_7 * x2_7 - damping * v2_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x3_7 = x0_7 + 0.5f * h_7 * k2x_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v3_7 = v0_7 + 0.5f * h_7 * k2v_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k3x_7 = v3_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k3v_7 = -kk_7 * x3_7 - damping * v3_7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x4_7 = x0_7 + h_7 * k3x_7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v4_7 = v0_7 + h_7 * k3v_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k4x_7 = v4_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k4v_7 = -kk_7 * x4_7 - damping * v4_7;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        xo[i_7] = x0_7 + h_7 / 6.0f * (k1x_7 + 2.0f * k2x_7 + 2.0f * k3x_7 + k4x_7);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        vo[i_7] = v0_7 + h_7 / 6.0f * (k1v_7 + 2.0f * k2v_7 + 2.0f * k3v_7 + k4v_7);
    }
}
