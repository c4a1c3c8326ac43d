extern "C" __global__ void bce_logits_loss(const float* x, const float* t, float* loss, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        float v = x[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        loss[i] = fmaxf(v, 0.0f) - v * t[i] + log1pf(expf(-fabsf(v)));
    }
}
