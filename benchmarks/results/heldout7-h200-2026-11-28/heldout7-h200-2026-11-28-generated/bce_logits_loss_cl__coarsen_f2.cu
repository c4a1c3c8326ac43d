extern "C" __global__ void bce_logits_loss_cf2x(const float* x, const float* t, float* loss, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        float v_0 = x[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        loss[i_0] = fmaxf(v_0, 0.0f) - v_0 * t[i_0] + log1pf(expf(-fabsf(v_0)));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        float v_1 = x[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        loss[i_1] = fmaxf(v_1, 0.0f) - v_1 * t[i_1] + log1pf(expf(-fabsf(v_1)));
    }
}
