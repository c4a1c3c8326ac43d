extern "C" __global__ void rk4_oscillator_step(const float* x, const float* v, const float* k, float* xo, float* vo, float damping, float dt, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x0 = x[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v0 = v[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float kk = k[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float h = dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k1x = v0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k1v = -kk * x0 - damping * v0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x2 = x0 + 0.5f * h * k1x;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v2 = v0 + 0.5f * h * k1v;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k2x = v2;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k2v = -kk * x2 - damping * v2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x3 = x0 + 0.5f * h * k2x;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v3 = v0 + 0.5f * h * k2v;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k3x = v3;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k3v = -kk * x3 - damping * v3;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float x4 = x0 + h * k3x;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float v4 = v0 + h * k3v;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k4x = v4;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        float k4v = -kk * x4 - damping * v4;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        xo[i] = x0 + h / 6.0f * (k1x + 2.0f * k2x + 2.0f * k3x + k4x);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/rk4_oscillator_step.cu"
        vo[i] = v0 + h / 6.0f * (k1v + 2.0f * k2v + 2.0f * k3v + k4v);
    }
}
