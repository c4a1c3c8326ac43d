extern "C" __global__ void row_conv_shared_cf8x_st32(const float* in, const float* w, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    __shared__ float s[144];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int t_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull < 128ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        t_0 = (unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int t_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 128ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        t_1 = (unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 32ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int t_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 128ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        t_2 = (unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 64ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int t_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 128ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        t_3 = (unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 96ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int t_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 128ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        t_4 = (unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 128ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int t_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 128ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        t_5 = (unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 160ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int t_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 128ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        t_6 = (unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 192ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int t_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 128ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        t_7 = (unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 224ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int x_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull < 128ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        x_0 = (unsigned long long)blockIdx.x * 128 + t_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int x_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 128ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        x_1 = (unsigned long long)blockIdx.x * 128 + t_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int x_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 128ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        x_2 = (unsigned long long)blockIdx.x * 128 + t_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int x_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 128ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        x_3 = (unsigned long long)blockIdx.x * 128 + t_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int x_4;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 128ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        x_4 = (unsigned long long)blockIdx.x * 128 + t_4;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int x_5;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 128ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        x_5 = (unsigned long long)blockIdx.x * 128 + t_5;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int x_6;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 128ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        x_6 = (unsigned long long)blockIdx.x * 128 + t_6;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int x_7;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 128ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        x_7 = (unsigned long long)blockIdx.x * 128 + t_7;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int y = (unsigned long long)blockIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int row = y * width;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull < 128ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        s[t_0 + 8] = in[row + min(x_0, width - 1)];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 128ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        s[t_1 + 8] = in[row + min(x_1, width - 1)];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 128ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        s[t_2 + 8] = in[row + min(x_2, width - 1)];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 128ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        s[t_3 + 8] = in[row + min(x_3, width - 1)];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 128ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        s[t_4 + 8] = in[row + min(x_4, width - 1)];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 128ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        s[t_5 + 8] = in[row + min(x_5, width - 1)];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 128ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        s[t_6 + 8] = in[row + min(x_6, width - 1)];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 128ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        s[t_7 + 8] = in[row + min(x_7, width - 1)];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull < 128ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        if (t_0 < 8) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            s[t_0] = in[row + max(x_0 - 8, 0)];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            s[t_0 + 136] = in[row + min(x_0 + 128, width - 1)];
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 128ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        if (t_1 < 8) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            s[t_1] = in[row + max(x_1 - 8, 0)];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            s[t_1 + 136] = in[row + min(x_1 + 128, width - 1)];
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 128ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        if (t_2 < 8) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            s[t_2] = in[row + max(x_2 - 8, 0)];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            s[t_2 + 136] = in[row + min(x_2 + 128, width - 1)];
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 128ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        if (t_3 < 8) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            s[t_3] = in[row + max(x_3 - 8, 0)];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            s[t_3 + 136] = in[row + min(x_3 + 128, width - 1)];
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 128ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        if (t_4 < 8) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            s[t_4] = in[row + max(x_4 - 8, 0)];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            s[t_4 + 136] = in[row + min(x_4 + 128, width - 1)];
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 128ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        if (t_5 < 8) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            s[t_5] = in[row + max(x_5 - 8, 0)];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            s[t_5 + 136] = in[row + min(x_5 + 128, width - 1)];
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 128ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        if (t_6 < 8) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            s[t_6] = in[row + max(x_6 - 8, 0)];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            s[t_6 + 136] = in[row + min(x_6 + 128, width - 1)];
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 128ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        if (t_7 < 8) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            s[t_7] = in[row + max(x_7 - 8, 0)];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            s[t_7 + 136] = in[row + min(x_7 + 128, width - 1)];
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull < 128ull)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        if (x_0 < width) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            float acc_0 = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            for (int k_0 = 0; k_0 < 17; k_0++)
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
                acc_0 += w[k_0] * s[t_0 + k_0];
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            out[row + x_0] = acc_0;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 128ull)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        if (x_1 < width) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            float acc_1 = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            for (int k_1 = 0; k_1 < 17; k_1++)
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
                acc_1 += w[k_1] * s[t_1 + k_1];
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            out[row + x_1] = acc_1;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 128ull)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        if (x_2 < width) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            float acc_2 = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            for (int k_2 = 0; k_2 < 17; k_2++)
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
                acc_2 += w[k_2] * s[t_2 + k_2];
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            out[row + x_2] = acc_2;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 128ull)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        if (x_3 < width) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            float acc_3 = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            for (int k_3 = 0; k_3 < 17; k_3++)
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
                acc_3 += w[k_3] * s[t_3 + k_3];
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            out[row + x_3] = acc_3;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 128ull)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        if (x_4 < width) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            float acc_4 = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            for (int k_4 = 0; k_4 < 17; k_4++)
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
                acc_4 += w[k_4] * s[t_4 + k_4];
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            out[row + x_4] = acc_4;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 128ull)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        if (x_5 < width) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            float acc_5 = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            for (int k_5 = 0; k_5 < 17; k_5++)
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
                acc_5 += w[k_5] * s[t_5 + k_5];
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            out[row + x_5] = acc_5;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 128ull)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        if (x_6 < width) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            float acc_6 = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            for (int k_6 = 0; k_6 < 17; k_6++)
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
                acc_6 += w[k_6] * s[t_6 + k_6];
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            out[row + x_6] = acc_6;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 128ull)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        if (x_7 < width) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            float acc_7 = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            for (int k_7 = 0; k_7 < 17; k_7++)
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
                acc_7 += w[k_7] * s[t_7 + k_7];
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            out[row + x_7] = acc_7;
        }
}
