extern "C" __global__ void rmsprop_step(const float* w, const float* g, const float* v, float* w_out, float* v_out, float rho, float lr, float eps, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
        float gi = g[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
        float nv = rho * v[i] + (1.0f - rho) * gi * gi;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
        v_out[i] = nv;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
        w_out[i] = w[i] - lr * gi / (sqrtf(nv) + eps);
    }
}
