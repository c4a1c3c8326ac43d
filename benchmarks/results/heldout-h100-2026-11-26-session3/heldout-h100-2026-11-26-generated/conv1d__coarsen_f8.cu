extern "C" __global__ void conv1d_cf8x(const float* in, const float* w, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        float s_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        for (int k_0 = -4; k_0 <= 4; ++k_0) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            int j_0 = min(max(i_0 + k_0, 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            s_0 += w[k_0 + 4] * in[j_0];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        out[i_0] = s_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        float s_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        for (int k_1 = -4; k_1 <= 4; ++k_1) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            int j_1 = min(max(i_1 + k_1, 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            s_1 += w[k_1 + 4] * in[j_1];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        out[i_1] = s_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        float s_2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        for (int k_2 = -4; k_2 <= 4; ++k_2) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            int j_2 = min(max(i_2 + k_2, 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            s_2 += w[k_2 + 4] * in[j_2];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        out[i_2] = s_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        float s_3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        for (int k_3 = -4; k_3 <= 4; ++k_3) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            int j_3 = min(max(i_3 + k_3, 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            s_3 += w[k_3 + 4] * in[j_3];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        out[i_3] = s_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        float s_4 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        for (int k_4 = -4; k_4 <= 4; ++k_4) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            int j_4 = min(max(i_4 + k_4, 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            s_4 += w[k_4 + 4] * in[j_4];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        out[i_4] = s_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        float s_5 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        for (int k_5 = -4; k_5 <= 4; ++k_5) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            int j_5 = min(max(i_5 + k_5, 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            s_5 += w[k_5 + 4] * in[j_5];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        out[i_5] = s_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        float s_6 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        for (int k_6 = -4; k_6 <= 4; ++k_6) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            int j_6 = min(max(i_6 + k_6, 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            s_6 += w[k_6 + 4] * in[j_6];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        out[i_6] = s_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        float s_7 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        for (int k_7 = -4; k_7 <= 4; ++k_7) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            int j_7 = min(max(i_7 + k_7, 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            s_7 += w[k_7 + 4] * in[j_7];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        out[i_7] = s_7;
    }
}
