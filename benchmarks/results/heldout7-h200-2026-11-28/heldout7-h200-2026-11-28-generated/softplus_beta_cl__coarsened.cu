extern "C" __global__ void softplus_beta_cf16x_st32(const float* x, float* y, float beta, float threshold, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        i_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        i_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        i_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        i_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    int i_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        i_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    int i_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        i_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    int i_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        i_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    int i_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        i_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    int i_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        i_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    int i_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        i_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    int i_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        i_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    int i_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        i_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    int i_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        i_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    int i_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        i_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    int i_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        i_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    int i_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        i_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            float bx_0 = beta * x[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            y[i_0] = bx_0 > threshold ? x[i_0] : log1pf(expf(bx_0)) / beta;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            float bx_1 = beta * x[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            y[i_1] = bx_1 > threshold ? x[i_1] : log1pf(expf(bx_1)) / beta;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            float bx_2 = beta * x[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            y[i_2] = bx_2 > threshold ? x[i_2] : log1pf(expf(bx_2)) / beta;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            float bx_3 = beta * x[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            y[i_3] = bx_3 > threshold ? x[i_3] : log1pf(expf(bx_3)) / beta;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            float bx_4 = beta * x[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            y[i_4] = bx_4 > threshold ? x[i_4] : log1pf(expf(bx_4)) / beta;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            float bx_5 = beta * x[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            y[i_5] = bx_5 > threshold ? x[i_5] : log1pf(expf(bx_5)) / beta;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            float bx_6 = beta * x[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            y[i_6] = bx_6 > threshold ? x[i_6] : log1pf(expf(bx_6)) / beta;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            float bx_7 = beta * x[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            y[i_7] = bx_7 > threshold ? x[i_7] : log1pf(expf(bx_7)) / beta;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        if (i_8 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            float bx_8 = beta * x[i_8];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            y[i_8] = bx_8 > threshold ? x[i_8] : log1pf(expf(bx_8)) / beta;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        if (i_9 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            float bx_9 = beta * x[i_9];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            y[i_9] = bx_9 > threshold ? x[i_9] : log1pf(expf(bx_9)) / beta;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        if (i_10 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            float bx_10 = beta * x[i_10];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            y[i_10] = bx_10 > threshold ? x[i_10] : log1pf(expf(bx_10)) / beta;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        if (i_11 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            float bx_11 = beta * x[i_11];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            y[i_11] = bx_11 > threshold ? x[i_11] : log1pf(expf(bx_11)) / beta;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        if (i_12 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            float bx_12 = beta * x[i_12];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            y[i_12] = bx_12 > threshold ? x[i_12] : log1pf(expf(bx_12)) / beta;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        if (i_13 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            float bx_13 = beta * x[i_13];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            y[i_13] = bx_13 > threshold ? x[i_13] : log1pf(expf(bx_13)) / beta;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        if (i_14 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            float bx_14 = beta * x[i_14];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            y[i_14] = bx_14 > threshold ? x[i_14] : log1pf(expf(bx_14)) / beta;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        if (i_15 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            float bx_15 = beta * x[i_15];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
            y[i_15] = bx_15 > threshold ? x[i_15] : log1pf(expf(bx_15)) / beta;
        }
}
