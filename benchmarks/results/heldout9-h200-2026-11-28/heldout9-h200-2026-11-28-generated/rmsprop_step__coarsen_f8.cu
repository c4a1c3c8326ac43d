extern "C" __global__ void rmsprop_step_cf8x(const float* w, const float* g, const float* v, float* w_out, float* v_out, float rho, float lr, float eps, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        float gi_2 = g[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        float nv_2 = rho * v[i_2] + (1.0f - rho) * gi_2 * gi_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        v_out[i_2] = nv_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        w_out[i_2] = w[i_2] - lr * gi_2 / (sqrtf(nv_2) + eps);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        float gi_3 = g[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        float nv_3 = rho * v[i_3] + (1.0f - rho) * gi_3 * gi_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        v_out[i_3] = nv_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        w_out[i_3] = w[i_3] - lr * gi_3 / (sqrtf(nv_3) + eps);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        float gi_4 = g[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        float nv_4 = rho * v[i_4] + (1.0f - rho) * gi_4 * gi_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        v_out[i_4] = nv_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        w_out[i_4] = w[i_4] - lr * gi_4 / (sqrtf(nv_4) + eps);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        float gi_5 = g[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        float nv_5 = rho * v[i_5] + (1.0f - rho) * gi_5 * gi_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        v_out[i_5] = nv_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        w_out[i_5] = w[i_5] - lr * gi_5 / (sqrtf(nv_5) + eps);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        float gi_6 = g[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        float nv_6 = rho * v[i_6] + (1.0f - rho) * gi_6 * gi_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        v_out[i_6] = nv_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        w_out[i_6] = w[i_6] - lr * gi_6 / (sqrtf(nv_6) + eps);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        float gi_7 = g[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        float nv_7 = rho * v[i_7] + (1.0f - rho) * gi_7 * gi_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        v_out[i_7] = nv_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        w_out[i_7] = w[i_7] - lr * gi_7 / (sqrtf(nv_7) + eps);
    }
}
