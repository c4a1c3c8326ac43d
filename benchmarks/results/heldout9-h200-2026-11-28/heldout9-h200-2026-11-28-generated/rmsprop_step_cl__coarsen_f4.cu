extern "C" __global__ void rmsprop_step_cf4x(const float* w, const float* g, const float* v, float* w_out, float* v_out, float rho, float lr, float eps, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
        float gi_2 = g[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
        float nv_2 = rho * v[i_2] + (1.0f - rho) * gi_2 * gi_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
        v_out[i_2] = nv_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
        w_out[i_2] = w[i_2] - lr * gi_2 / (sqrtf(nv_2) + eps);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
        float gi_3 = g[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
        float nv_3 = rho * v[i_3] + (1.0f - rho) * gi_3 * gi_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
        v_out[i_3] = nv_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cl"
        w_out[i_3] = w[i_3] - lr * gi_3 / (sqrtf(nv_3) + eps);
    }
}
