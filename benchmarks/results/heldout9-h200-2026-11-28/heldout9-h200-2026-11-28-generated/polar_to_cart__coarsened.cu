extern "C" __global__ void polar_to_cart_cf16x_st32(const float* r, const float* theta, float* x, float* y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    int i_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    int i_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    int i_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    int i_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    int i_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    int i_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    int i_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    int i_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    int i_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    int i_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    int i_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    int i_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float t_0 = theta[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float ri_0 = r[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            x[i_0] = ri_0 * cosf(t_0);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            y[i_0] = ri_0 * sinf(t_0);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float t_1 = theta[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float ri_1 = r[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            x[i_1] = ri_1 * cosf(t_1);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            y[i_1] = ri_1 * sinf(t_1);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float t_2 = theta[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float ri_2 = r[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            x[i_2] = ri_2 * cosf(t_2);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            y[i_2] = ri_2 * sinf(t_2);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float t_3 = theta[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float ri_3 = r[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            x[i_3] = ri_3 * cosf(t_3);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            y[i_3] = ri_3 * sinf(t_3);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float t_4 = theta[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float ri_4 = r[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            x[i_4] = ri_4 * cosf(t_4);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            y[i_4] = ri_4 * sinf(t_4);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float t_5 = theta[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float ri_5 = r[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            x[i_5] = ri_5 * cosf(t_5);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            y[i_5] = ri_5 * sinf(t_5);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float t_6 = theta[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float ri_6 = r[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            x[i_6] = ri_6 * cosf(t_6);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            y[i_6] = ri_6 * sinf(t_6);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float t_7 = theta[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float ri_7 = r[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            x[i_7] = ri_7 * cosf(t_7);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            y[i_7] = ri_7 * sinf(t_7);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        if (i_8 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float t_8 = theta[i_8];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float ri_8 = r[i_8];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            x[i_8] = ri_8 * cosf(t_8);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            y[i_8] = ri_8 * sinf(t_8);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        if (i_9 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float t_9 = theta[i_9];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float ri_9 = r[i_9];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            x[i_9] = ri_9 * cosf(t_9);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            y[i_9] = ri_9 * sinf(t_9);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        if (i_10 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float t_10 = theta[i_10];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float ri_10 = r[i_10];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            x[i_10] = ri_10 * cosf(t_10);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            y[i_10] = ri_10 * sinf(t_10);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        if (i_11 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float t_11 = theta[i_11];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float ri_11 = r[i_11];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            x[i_11] = ri_11 * cosf(t_11);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            y[i_11] = ri_11 * sinf(t_11);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        if (i_12 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float t_12 = theta[i_12];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float ri_12 = r[i_12];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            x[i_12] = ri_12 * cosf(t_12);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            y[i_12] = ri_12 * sinf(t_12);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        if (i_13 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float t_13 = theta[i_13];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float ri_13 = r[i_13];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            x[i_13] = ri_13 * cosf(t_13);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            y[i_13] = ri_13 * sinf(t_13);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        if (i_14 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float t_14 = theta[i_14];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float ri_14 = r[i_14];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            x[i_14] = ri_14 * cosf(t_14);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            y[i_14] = ri_14 * sinf(t_14);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        if (i_15 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float t_15 = theta[i_15];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            float ri_15 = r[i_15];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            x[i_15] = ri_15 * cosf(t_15);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
            y[i_15] = ri_15 * sinf(t_15);
        }
}
