extern "C" __global__ void row_conv_shared_cf2x(const float* in, const float* w, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    __shared__ float s[144];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int t_0 = (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int t_1 = (unsigned long long)threadIdx.x * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int x_0 = (unsigned long long)blockIdx.x * 128 + t_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int x_1 = (unsigned long long)blockIdx.x * 128 + t_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int y = (unsigned long long)blockIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int row = y * width;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    s[t_0 + 8] = in[row + min(x_0, width - 1)];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    s[t_1 + 8] = in[row + min(x_1, width - 1)];
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
}
