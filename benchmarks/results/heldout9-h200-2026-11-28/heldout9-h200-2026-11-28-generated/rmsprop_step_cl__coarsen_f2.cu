extern "C" __global__ void rmsprop_step_cf2x(const float* w, const float* g, const float* v, float* w_out, float* v_out, float rho, float lr, float eps, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
        float gi_0 = g[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
        float nv_0 = rho * v[i_0] + (1.0f - rho) * gi_0 * gi_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
        v_out[i_0] = nv_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
        w_out[i_0] = w[i_0] - lr * gi_0 / (sqrtf(nv_0) + eps);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
        float gi_1 = g[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
        float nv_1 = rho * v[i_1] + (1.0f - rho) * gi_1 * gi_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
        v_out[i_1] = nv_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
        w_out[i_1] = w[i_1] - lr * gi_1 / (sqrtf(nv_1) + eps);
    }
}
