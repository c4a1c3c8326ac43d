extern "C" __global__ void bce_logits_loss_cf16x_st32(const float* x, const float* t, float* loss, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        i_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        i_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        i_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        i_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        i_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        i_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        i_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        i_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        i_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        i_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        i_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        i_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        i_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        i_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        i_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    int i_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        i_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            float v_0 = x[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            loss[i_0] = fmaxf(v_0, 0.0f) - v_0 * t[i_0] + log1pf(expf(-fabsf(v_0)));
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            float v_1 = x[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            loss[i_1] = fmaxf(v_1, 0.0f) - v_1 * t[i_1] + log1pf(expf(-fabsf(v_1)));
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            float v_2 = x[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            loss[i_2] = fmaxf(v_2, 0.0f) - v_2 * t[i_2] + log1pf(expf(-fabsf(v_2)));
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            float v_3 = x[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            loss[i_3] = fmaxf(v_3, 0.0f) - v_3 * t[i_3] + log1pf(expf(-fabsf(v_3)));
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            float v_4 = x[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            loss[i_4] = fmaxf(v_4, 0.0f) - v_4 * t[i_4] + log1pf(expf(-fabsf(v_4)));
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            float v_5 = x[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            loss[i_5] = fmaxf(v_5, 0.0f) - v_5 * t[i_5] + log1pf(expf(-fabsf(v_5)));
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            float v_6 = x[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            loss[i_6] = fmaxf(v_6, 0.0f) - v_6 * t[i_6] + log1pf(expf(-fabsf(v_6)));
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            float v_7 = x[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            loss[i_7] = fmaxf(v_7, 0.0f) - v_7 * t[i_7] + log1pf(expf(-fabsf(v_7)));
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        if (i_8 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            float v_8 = x[i_8];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            loss[i_8] = fmaxf(v_8, 0.0f) - v_8 * t[i_8] + log1pf(expf(-fabsf(v_8)));
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        if (i_9 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            float v_9 = x[i_9];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            loss[i_9] = fmaxf(v_9, 0.0f) - v_9 * t[i_9] + log1pf(expf(-fabsf(v_9)));
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        if (i_10 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            float v_10 = x[i_10];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            loss[i_10] = fmaxf(v_10, 0.0f) - v_10 * t[i_10] + log1pf(expf(-fabsf(v_10)));
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        if (i_11 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            float v_11 = x[i_11];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            loss[i_11] = fmaxf(v_11, 0.0f) - v_11 * t[i_11] + log1pf(expf(-fabsf(v_11)));
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        if (i_12 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            float v_12 = x[i_12];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            loss[i_12] = fmaxf(v_12, 0.0f) - v_12 * t[i_12] + log1pf(expf(-fabsf(v_12)));
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        if (i_13 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            float v_13 = x[i_13];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            loss[i_13] = fmaxf(v_13, 0.0f) - v_13 * t[i_13] + log1pf(expf(-fabsf(v_13)));
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        if (i_14 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            float v_14 = x[i_14];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            loss[i_14] = fmaxf(v_14, 0.0f) - v_14 * t[i_14] + log1pf(expf(-fabsf(v_14)));
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
        if (i_15 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            float v_15 = x[i_15];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cl"
            loss[i_15] = fmaxf(v_15, 0.0f) - v_15 * t[i_15] + log1pf(expf(-fabsf(v_15)));
        }
}
