extern "C" __global__ void rmsprop_step(const float* w, const float* g, const float* v, float* w_out, float* v_out, float rho, float lr, float eps, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        float gi = g[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        float nv = rho * v[i] + (1.0f - rho) * gi * gi;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        v_out[i] = nv;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        w_out[i] = w[i] - lr * gi / (sqrtf(nv) + eps);
    }
}
