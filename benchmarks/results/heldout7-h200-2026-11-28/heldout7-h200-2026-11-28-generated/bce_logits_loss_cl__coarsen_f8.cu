extern "C" __global__ void bce_logits_loss_cf8x(const float* x, const float* t, float* loss, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        float v_4 = x[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        loss[i_4] = fmaxf(v_4, 0.0f) - v_4 * t[i_4] + log1pf(expf(-fabsf(v_4)));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        float v_5 = x[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        loss[i_5] = fmaxf(v_5, 0.0f) - v_5 * t[i_5] + log1pf(expf(-fabsf(v_5)));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        float v_6 = x[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        loss[i_6] = fmaxf(v_6, 0.0f) - v_6 * t[i_6] + log1pf(expf(-fabsf(v_6)));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        float v_7 = x[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        loss[i_7] = fmaxf(v_7, 0.0f) - v_7 * t[i_7] + log1pf(expf(-fabsf(v_7)));
    }
}
