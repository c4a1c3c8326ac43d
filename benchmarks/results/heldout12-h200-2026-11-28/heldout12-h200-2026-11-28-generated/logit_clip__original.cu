extern "C" __global__ void logit_clip(const float* p, float* z, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        float q = fminf(fmaxf(p[i], 1e-6f), 1.0f - 1e-6f);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        z[i] = logf(q / (1.0f - q));
    }
}
