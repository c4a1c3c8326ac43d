extern "C" __global__ void logit_clip_cf8x(const float* p, float* z, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
        float q_4 = fminf(fmaxf(p[i_4], 1e-6f), 1.0f - 1e-6f);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
        z[i_4] = logf(q_4 / (1.0f - q_4));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
        float q_5 = fminf(fmaxf(p[i_5], 1e-6f), 1.0f - 1e-6f);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
        z[i_5] = logf(q_5 / (1.0f - q_5));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
        float q_6 = fminf(fmaxf(p[i_6], 1e-6f), 1.0f - 1e-6f);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
        z[i_6] = logf(q_6 / (1.0f - q_6));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
        float q_7 = fminf(fmaxf(p[i_7], 1e-6f), 1.0f - 1e-6f);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cl"
        z[i_7] = logf(q_7 / (1.0f - q_7));
    }
}
