extern "C" __global__ void rmsprop_step_cf2x(const float* w, const float* g, const float* v, float* w_out, float* v_out, float rho, float lr, float eps, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        float gi_0 = g[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        float nv_0 = rho * v[i_0] + (1.0f - rho) * gi_0 * gi_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        v_out[i_0] = nv_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        w_out[i_0] = w[i_0] - lr * gi_0 / (sqrtf(nv_0) + eps);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        float gi_1 = g[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        float nv_1 = rho * v[i_1] + (1.0f - rho) * gi_1 * gi_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        v_out[i_1] = nv_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        w_out[i_1] = w[i_1] - lr * gi_1 / (sqrtf(nv_1) + eps);
    }
}
