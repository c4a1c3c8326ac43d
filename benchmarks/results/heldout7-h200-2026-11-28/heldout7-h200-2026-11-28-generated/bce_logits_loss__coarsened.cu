extern "C" __global__ void bce_logits_loss_cf16x_st32(const float* x, const float* t, float* loss, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_0;
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_1;
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_2;
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_3;
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_4;
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_5;
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_6;
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_7;
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_8;
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_9;
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_10;
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_11;
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_12;
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_13;
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_14;
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    int i_15;
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            float v_0 = x[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            loss[i_0] = fmaxf(v_0, 0.0f) - v_0 * t[i_0] + log1pf(expf(-fabsf(v_0)));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            float v_1 = x[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            loss[i_1] = fmaxf(v_1, 0.0f) - v_1 * t[i_1] + log1pf(expf(-fabsf(v_1)));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            float v_2 = x[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            loss[i_2] = fmaxf(v_2, 0.0f) - v_2 * t[i_2] + log1pf(expf(-fabsf(v_2)));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            float v_3 = x[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            loss[i_3] = fmaxf(v_3, 0.0f) - v_3 * t[i_3] + log1pf(expf(-fabsf(v_3)));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            float v_4 = x[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            loss[i_4] = fmaxf(v_4, 0.0f) - v_4 * t[i_4] + log1pf(expf(-fabsf(v_4)));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            float v_5 = x[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            loss[i_5] = fmaxf(v_5, 0.0f) - v_5 * t[i_5] + log1pf(expf(-fabsf(v_5)));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            float v_6 = x[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            loss[i_6] = fmaxf(v_6, 0.0f) - v_6 * t[i_6] + log1pf(expf(-fabsf(v_6)));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            float v_7 = x[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            loss[i_7] = fmaxf(v_7, 0.0f) - v_7 * t[i_7] + log1pf(expf(-fabsf(v_7)));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        if (i_8 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            float v_8 = x[i_8];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            loss[i_8] = fmaxf(v_8, 0.0f) - v_8 * t[i_8] + log1pf(expf(-fabsf(v_8)));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        if (i_9 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            float v_9 = x[i_9];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            loss[i_9] = fmaxf(v_9, 0.0f) - v_9 * t[i_9] + log1pf(expf(-fabsf(v_9)));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        if (i_10 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            float v_10 = x[i_10];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            loss[i_10] = fmaxf(v_10, 0.0f) - v_10 * t[i_10] + log1pf(expf(-fabsf(v_10)));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        if (i_11 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            float v_11 = x[i_11];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            loss[i_11] = fmaxf(v_11, 0.0f) - v_11 * t[i_11] + log1pf(expf(-fabsf(v_11)));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        if (i_12 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            float v_12 = x[i_12];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            loss[i_12] = fmaxf(v_12, 0.0f) - v_12 * t[i_12] + log1pf(expf(-fabsf(v_12)));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        if (i_13 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            float v_13 = x[i_13];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            loss[i_13] = fmaxf(v_13, 0.0f) - v_13 * t[i_13] + log1pf(expf(-fabsf(v_13)));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        if (i_14 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            float v_14 = x[i_14];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            loss[i_14] = fmaxf(v_14, 0.0f) - v_14 * t[i_14] + log1pf(expf(-fabsf(v_14)));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
        if (i_15 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            float v_15 = x[i_15];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/bce_logits_loss.cu"
            loss[i_15] = fmaxf(v_15, 0.0f) - v_15 * t[i_15] + log1pf(expf(-fabsf(v_15)));
        }
}
