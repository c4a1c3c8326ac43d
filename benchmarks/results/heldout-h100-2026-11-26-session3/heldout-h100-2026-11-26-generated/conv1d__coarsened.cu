extern "C" __global__ void conv1d_cf4x_st32(const float* in, const float* w, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u);
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
}
