extern "C" __global__ void huber_loss_elem_cf16x_st32(const float* pred, const float* target, float* loss, float delta, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    int i_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    int i_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    int i_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    int i_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    int i_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    int i_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    int i_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    int i_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    int i_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    int i_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    int i_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    int i_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float e_0 = pred[i_0] - target[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float a_0 = fabsf(e_0);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            loss[i_0] = a_0 <= delta ? 0.5f * e_0 * e_0 : delta * (a_0 - 0.5f * delta);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float e_1 = pred[i_1] - target[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float a_1 = fabsf(e_1);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            loss[i_1] = a_1 <= delta ? 0.5f * e_1 * e_1 : delta * (a_1 - 0.5f * delta);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float e_2 = pred[i_2] - target[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float a_2 = fabsf(e_2);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            loss[i_2] = a_2 <= delta ? 0.5f * e_2 * e_2 : delta * (a_2 - 0.5f * delta);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float e_3 = pred[i_3] - target[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float a_3 = fabsf(e_3);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            loss[i_3] = a_3 <= delta ? 0.5f * e_3 * e_3 : delta * (a_3 - 0.5f * delta);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float e_4 = pred[i_4] - target[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float a_4 = fabsf(e_4);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            loss[i_4] = a_4 <= delta ? 0.5f * e_4 * e_4 : delta * (a_4 - 0.5f * delta);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float e_5 = pred[i_5] - target[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float a_5 = fabsf(e_5);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            loss[i_5] = a_5 <= delta ? 0.5f * e_5 * e_5 : delta * (a_5 - 0.5f * delta);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float e_6 = pred[i_6] - target[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float a_6 = fabsf(e_6);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            loss[i_6] = a_6 <= delta ? 0.5f * e_6 * e_6 : delta * (a_6 - 0.5f * delta);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float e_7 = pred[i_7] - target[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float a_7 = fabsf(e_7);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            loss[i_7] = a_7 <= delta ? 0.5f * e_7 * e_7 : delta * (a_7 - 0.5f * delta);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        if (i_8 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float e_8 = pred[i_8] - target[i_8];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float a_8 = fabsf(e_8);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            loss[i_8] = a_8 <= delta ? 0.5f * e_8 * e_8 : delta * (a_8 - 0.5f * delta);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        if (i_9 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float e_9 = pred[i_9] - target[i_9];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float a_9 = fabsf(e_9);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            loss[i_9] = a_9 <= delta ? 0.5f * e_9 * e_9 : delta * (a_9 - 0.5f * delta);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        if (i_10 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float e_10 = pred[i_10] - target[i_10];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float a_10 = fabsf(e_10);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            loss[i_10] = a_10 <= delta ? 0.5f * e_10 * e_10 : delta * (a_10 - 0.5f * delta);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        if (i_11 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float e_11 = pred[i_11] - target[i_11];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float a_11 = fabsf(e_11);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            loss[i_11] = a_11 <= delta ? 0.5f * e_11 * e_11 : delta * (a_11 - 0.5f * delta);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        if (i_12 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float e_12 = pred[i_12] - target[i_12];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float a_12 = fabsf(e_12);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            loss[i_12] = a_12 <= delta ? 0.5f * e_12 * e_12 : delta * (a_12 - 0.5f * delta);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        if (i_13 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float e_13 = pred[i_13] - target[i_13];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float a_13 = fabsf(e_13);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            loss[i_13] = a_13 <= delta ? 0.5f * e_13 * e_13 : delta * (a_13 - 0.5f * delta);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        if (i_14 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float e_14 = pred[i_14] - target[i_14];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float a_14 = fabsf(e_14);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            loss[i_14] = a_14 <= delta ? 0.5f * e_14 * e_14 : delta * (a_14 - 0.5f * delta);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        if (i_15 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float e_15 = pred[i_15] - target[i_15];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            float a_15 = fabsf(e_15);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
            loss[i_15] = a_15 <= delta ? 0.5f * e_15 * e_15 : delta * (a_15 - 0.5f * delta);
        }
}
