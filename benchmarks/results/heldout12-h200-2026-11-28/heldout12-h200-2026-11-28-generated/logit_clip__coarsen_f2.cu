extern "C" __global__ void logit_clip_cf2x(const float* p, float* z, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
