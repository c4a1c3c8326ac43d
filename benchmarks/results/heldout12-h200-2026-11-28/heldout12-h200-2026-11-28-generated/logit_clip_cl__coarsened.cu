extern "C" __global__ void logit_clip_cf4x_st32(const float* p, float* z, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 64ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 96ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
        float q_0 = fminf(fmaxf(p[i_0], 1e-6f), 1.0f - 1e-6f);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
        z[i_0] = logf(q_0 / (1.0f - q_0));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
        float q_1 = fminf(fmaxf(p[i_1], 1e-6f), 1.0f - 1e-6f);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
        z[i_1] = logf(q_1 / (1.0f - q_1));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
        float q_2 = fminf(fmaxf(p[i_2], 1e-6f), 1.0f - 1e-6f);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
        z[i_2] = logf(q_2 / (1.0f - q_2));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
        float q_3 = fminf(fmaxf(p[i_3], 1e-6f), 1.0f - 1e-6f);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
        z[i_3] = logf(q_3 / (1.0f - q_3));
    }
}
