extern "C" __global__ void logit_clip_cf4x(const float* p, float* z, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
