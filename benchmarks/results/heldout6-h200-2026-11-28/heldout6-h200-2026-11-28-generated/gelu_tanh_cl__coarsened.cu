extern "C" __global__ void gelu_tanh_cf16x_st32(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_0;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        i_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_1;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        i_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_2;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        i_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_3;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        i_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_4;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        i_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_5;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        i_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_6;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        i_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_7;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        i_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_8;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        i_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_9;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        i_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_10;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        i_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_11;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        i_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_12;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        i_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_13;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        i_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_14;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        i_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_15;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        i_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float v_0 = x[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float u_0 = 0.7978846f * (v_0 + 0.044715f * v_0 * v_0 * v_0);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            y[i_0] = 0.5f * v_0 * (1.0f + tanhf(u_0));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float v_1 = x[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float u_1 = 0.7978846f * (v_1 + 0.044715f * v_1 * v_1 * v_1);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            y[i_1] = 0.5f * v_1 * (1.0f + tanhf(u_1));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float v_2 = x[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float u_2 = 0.7978846f * (v_2 + 0.044715f * v_2 * v_2 * v_2);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            y[i_2] = 0.5f * v_2 * (1.0f + tanhf(u_2));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float v_3 = x[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float u_3 = 0.7978846f * (v_3 + 0.044715f * v_3 * v_3 * v_3);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            y[i_3] = 0.5f * v_3 * (1.0f + tanhf(u_3));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float v_4 = x[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float u_4 = 0.7978846f * (v_4 + 0.044715f * v_4 * v_4 * v_4);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            y[i_4] = 0.5f * v_4 * (1.0f + tanhf(u_4));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float v_5 = x[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float u_5 = 0.7978846f * (v_5 + 0.044715f * v_5 * v_5 * v_5);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            y[i_5] = 0.5f * v_5 * (1.0f + tanhf(u_5));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float v_6 = x[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float u_6 = 0.7978846f * (v_6 + 0.044715f * v_6 * v_6 * v_6);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            y[i_6] = 0.5f * v_6 * (1.0f + tanhf(u_6));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float v_7 = x[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float u_7 = 0.7978846f * (v_7 + 0.044715f * v_7 * v_7 * v_7);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            y[i_7] = 0.5f * v_7 * (1.0f + tanhf(u_7));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        if (i_8 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float v_8 = x[i_8];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float u_8 = 0.7978846f * (v_8 + 0.044715f * v_8 * v_8 * v_8);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            y[i_8] = 0.5f * v_8 * (1.0f + tanhf(u_8));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        if (i_9 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float v_9 = x[i_9];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float u_9 = 0.7978846f * (v_9 + 0.044715f * v_9 * v_9 * v_9);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            y[i_9] = 0.5f * v_9 * (1.0f + tanhf(u_9));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        if (i_10 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float v_10 = x[i_10];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float u_10 = 0.7978846f * (v_10 + 0.044715f * v_10 * v_10 * v_10);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            y[i_10] = 0.5f * v_10 * (1.0f + tanhf(u_10));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        if (i_11 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float v_11 = x[i_11];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float u_11 = 0.7978846f * (v_11 + 0.044715f * v_11 * v_11 * v_11);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            y[i_11] = 0.5f * v_11 * (1.0f + tanhf(u_11));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        if (i_12 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float v_12 = x[i_12];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float u_12 = 0.7978846f * (v_12 + 0.044715f * v_12 * v_12 * v_12);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            y[i_12] = 0.5f * v_12 * (1.0f + tanhf(u_12));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        if (i_13 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float v_13 = x[i_13];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float u_13 = 0.7978846f * (v_13 + 0.044715f * v_13 * v_13 * v_13);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            y[i_13] = 0.5f * v_13 * (1.0f + tanhf(u_13));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        if (i_14 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float v_14 = x[i_14];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float u_14 = 0.7978846f * (v_14 + 0.044715f * v_14 * v_14 * v_14);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            y[i_14] = 0.5f * v_14 * (1.0f + tanhf(u_14));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        if (i_15 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float v_15 = x[i_15];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            float u_15 = 0.7978846f * (v_15 + 0.044715f * v_15 * v_15 * v_15);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
            y[i_15] = 0.5f * v_15 * (1.0f + tanhf(u_15));
        }
}
