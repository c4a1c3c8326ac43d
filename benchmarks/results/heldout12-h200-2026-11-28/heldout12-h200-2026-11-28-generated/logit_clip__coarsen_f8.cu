extern "C" __global__ void logit_clip_cf8x(const float* p, float* z, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        float q_0 = fminf(fmaxf(p[i_0], 1e-6f), 1.0f - 1e-6f);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        z[i_0] = logf(q_0 / (1.0f - q_0));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        float q_1 = fminf(fmaxf(p[i_1], 1e-6f), 1.0f - 1e-6f);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        z[i_1] = logf(q_1 / (1.0f - q_1));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        float q_2 = fminf(fmaxf(p[i_2], 1e-6f), 1.0f - 1e-6f);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        z[i_2] = logf(q_2 / (1.0f - q_2));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        float q_3 = fminf(fmaxf(p[i_3], 1e-6f), 1.0f - 1e-6f);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        z[i_3] = logf(q_3 / (1.0f - q_3));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        float q_4 = fminf(fmaxf(p[i_4], 1e-6f), 1.0f - 1e-6f);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        z[i_4] = logf(q_4 / (1.0f - q_4));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        float q_5 = fminf(fmaxf(p[i_5], 1e-6f), 1.0f - 1e-6f);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        z[i_5] = logf(q_5 / (1.0f - q_5));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        float q_6 = fminf(fmaxf(p[i_6], 1e-6f), 1.0f - 1e-6f);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        z[i_6] = logf(q_6 / (1.0f - q_6));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        float q_7 = fminf(fmaxf(p[i_7], 1e-6f), 1.0f - 1e-6f);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        z[i_7] = logf(q_7 / (1.0f - q_7));
    }
}
