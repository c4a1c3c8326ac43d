extern "C" __global__ void adam_step_cf8x(const float* p, const float* m, const float* v, const float* g, float* p_out, float* m_out, float* v_out, float lr, float b1, float b2, float c1, float c2, float eps, int n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
    if (i_0 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float gi_0 = g[i_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float mi_0 = b1 * m[i_0] + (1.0f - b1) * gi_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float vi_0 = b2 * v[i_0] + (1.0f - b2) * gi_0 * gi_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        m_out[i_0] = mi_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        v_out[i_0] = vi_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        p_out[i_0] = p[i_0] - lr * (mi_0 / c1) / (sqrtf(vi_0 / c2) + eps);
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
    if (i_1 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float gi_1 = g[i_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float mi_1 = b1 * m[i_1] + (1.0f - b1) * gi_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float vi_1 = b2 * v[i_1] + (1.0f - b2) * gi_1 * gi_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        m_out[i_1] = mi_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        v_out[i_1] = vi_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        p_out[i_1] = p[i_1] - lr * (mi_1 / c1) / (sqrtf(vi_1 / c2) + eps);
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
    if (i_2 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float gi_2 = g[i_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float mi_2 = b1 * m[i_2] + (1.0f - b1) * gi_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float vi_2 = b2 * v[i_2] + (1.0f - b2) * gi_2 * gi_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        m_out[i_2] = mi_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        v_out[i_2] = vi_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        p_out[i_2] = p[i_2] - lr * (mi_2 / c1) / (sqrtf(vi_2 / c2) + eps);
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
    if (i_3 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float gi_3 = g[i_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float mi_3 = b1 * m[i_3] + (1.0f - b1) * gi_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float vi_3 = b2 * v[i_3] + (1.0f - b2) * gi_3 * gi_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        m_out[i_3] = mi_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        v_out[i_3] = vi_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        p_out[i_3] = p[i_3] - lr * (mi_3 / c1) / (sqrtf(vi_3 / c2) + eps);
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
    if (i_4 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float gi_4 = g[i_4];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float mi_4 = b1 * m[i_4] + (1.0f - b1) * gi_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float vi_4 = b2 * v[i_4] + (1.0f - b2) * gi_4 * gi_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        m_out[i_4] = mi_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        v_out[i_4] = vi_4;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        p_out[i_4] = p[i_4] - lr * (mi_4 / c1) / (sqrtf(vi_4 / c2) + eps);
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
    if (i_5 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float gi_5 = g[i_5];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float mi_5 = b1 * m[i_5] + (1.0f - b1) * gi_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float vi_5 = b2 * v[i_5] + (1.0f - b2) * gi_5 * gi_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        m_out[i_5] = mi_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        v_out[i_5] = vi_5;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        p_out[i_5] = p[i_5] - lr * (mi_5 / c1) / (sqrtf(vi_5 / c2) + eps);
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
    if (i_6 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float gi_6 = g[i_6];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float mi_6 = b1 * m[i_6] + (1.0f - b1) * gi_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float vi_6 = b2 * v[i_6] + (1.0f - b2) * gi_6 * gi_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        m_out[i_6] = mi_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        v_out[i_6] = vi_6;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        p_out[i_6] = p[i_6] - lr * (mi_6 / c1) / (sqrtf(vi_6 / c2) + eps);
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
    if (i_7 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float gi_7 = g[i_7];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float mi_7 = b1 * m[i_7] + (1.0f - b1) * gi_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        float vi_7 = b2 * v[i_7] + (1.0f - b2) * gi_7 * gi_7;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        m_out[i_7] = mi_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        v_out[i_7] = vi_7;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cu"
        p_out[i_7] = p[i_7] - lr * (mi_7 / c1) / (sqrtf(vi_7 / c2) + eps);
    }
}
