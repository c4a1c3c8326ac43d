extern "C" __global__ void row_conv_shared_cf4x(const float* in, const float* w, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    __shared__ float s[144];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int t_0 = (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int t_1 = (unsigned long long)threadIdx.x * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int t_2 = (unsigned long long)threadIdx.x * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int t_3 = (unsigned long long)threadIdx.x * 4ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int x_0 = (unsigned long long)blockIdx.x * 128 + t_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int x_1 = (unsigned long long)blockIdx.x * 128 + t_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int x_2 = (unsigned long long)blockIdx.x * 128 + t_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int x_3 = (unsigned long long)blockIdx.x * 128 + t_3;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int y = (unsigned long long)blockIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int row = y * width;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    s[t_0 + 8] = in[row + min(x_0, width - 1)];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    s[t_1 + 8] = in[row + min(x_1, width - 1)];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    s[t_2 + 8] = in[row + min(x_2, width - 1)];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    s[t_3 + 8] = in[row + min(x_3, width - 1)];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if (t_0 < 8) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        s[t_0] = in[row + max(x_0 - 8, 0)];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        s[t_0 + 136] = in[row + min(x_0 + 128, width - 1)];
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if (t_1 < 8) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        s[t_1] = in[row + max(x_1 - 8, 0)];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        s[t_1 + 136] = in[row + min(x_1 + 128, width - 1)];
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if (t_2 < 8) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        s[t_2] = in[row + max(x_2 - 8, 0)];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        s[t_2 + 136] = in[row + min(x_2 + 128, width - 1)];
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if (t_3 < 8) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        s[t_3] = in[row + max(x_3 - 8, 0)];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        s[t_3 + 136] = in[row + min(x_3 + 128, width - 1)];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    __syncthreads();
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
}
