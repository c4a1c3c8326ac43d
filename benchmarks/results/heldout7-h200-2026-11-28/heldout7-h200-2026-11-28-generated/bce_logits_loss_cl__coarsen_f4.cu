extern "C" __global__ void bce_logits_loss_cf4x(const float* x, const float* t, float* loss, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        float v_2 = x[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        loss[i_2] = fmaxf(v_2, 0.0f) - v_2 * t[i_2] + log1pf(expf(-fabsf(v_2)));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        float v_3 = x[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        loss[i_3] = fmaxf(v_3, 0.0f) - v_3 * t[i_3] + log1pf(expf(-fabsf(v_3)));
    }
}
