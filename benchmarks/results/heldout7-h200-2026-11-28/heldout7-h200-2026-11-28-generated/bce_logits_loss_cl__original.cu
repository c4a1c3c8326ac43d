extern "C" __global__ void bce_logits_loss(const float* x, const float* t, float* loss, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        float v = x[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        loss[i] = fmaxf(v, 0.0f) - v * t[i] + log1pf(expf(-fabsf(v)));
    }
}
