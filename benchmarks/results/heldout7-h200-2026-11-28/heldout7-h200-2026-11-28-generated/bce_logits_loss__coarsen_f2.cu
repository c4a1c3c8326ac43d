extern "C" __global__ void bce_logits_loss_cf2x(const float* x, const float* t, float* loss, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        float v_0 = x[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        loss[i_0] = fmaxf(v_0, 0.0f) - v_0 * t[i_0] + log1pf(expf(-fabsf(v_0)));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        float v_1 = x[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        loss[i_1] = fmaxf(v_1, 0.0f) - v_1 * t[i_1] + log1pf(expf(-fabsf(v_1)));
    }
}
