extern "C" __global__ void bce_logits_loss_cf8x(const float* x, const float* t, float* loss, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        float v_2 = x[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        loss[i_2] = fmaxf(v_2, 0.0f) - v_2 * t[i_2] + log1pf(expf(-fabsf(v_2)));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        float v_3 = x[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        loss[i_3] = fmaxf(v_3, 0.0f) - v_3 * t[i_3] + log1pf(expf(-fabsf(v_3)));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        float v_4 = x[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        loss[i_4] = fmaxf(v_4, 0.0f) - v_4 * t[i_4] + log1pf(expf(-fabsf(v_4)));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        float v_5 = x[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        loss[i_5] = fmaxf(v_5, 0.0f) - v_5 * t[i_5] + log1pf(expf(-fabsf(v_5)));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        float v_6 = x[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        loss[i_6] = fmaxf(v_6, 0.0f) - v_6 * t[i_6] + log1pf(expf(-fabsf(v_6)));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        float v_7 = x[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        loss[i_7] = fmaxf(v_7, 0.0f) - v_7 * t[i_7] + log1pf(expf(-fabsf(v_7)));
    }
}
