extern "C" __global__ void row_conv_shared_cf2x(const float* in, const float* w, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    __shared__ float s[144];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    int t_0 = threadIdx.x * 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    int t_1 = threadIdx.x * 2u + 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    int x_0 = blockIdx.x * 128 + t_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    int x_1 = blockIdx.x * 128 + t_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    int y = blockIdx.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    int row = y * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    s[t_0 + 8] = in[row + min(x_0, width - 1)];
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    s[t_1 + 8] = in[row + min(x_1, width - 1)];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    if (t_0 < 8) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
        s[t_0] = in[row + max(x_0 - 8, 0)];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
        s[t_0 + 136] = in[row + min(x_0 + 128, width - 1)];
    }
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    if (t_1 < 8) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
        s[t_1] = in[row + max(x_1 - 8, 0)];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
        s[t_1 + 136] = in[row + min(x_1 + 128, width - 1)];
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    if (x_0 < width) {
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
        float acc_0 = 0.0f;
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
        for (int k_0 = 0; k_0 < 17; k_0++)
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
            acc_0 += w[k_0] * s[t_0 + k_0];
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
        out[row + x_0] = acc_0;
    }
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    if (x_1 < width) {
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
        float acc_1 = 0.0f;
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
        for (int k_1 = 0; k_1 < 17; k_1++)
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
            acc_1 += w[k_1] * s[t_1 + k_1];
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
        out[row + x_1] = acc_1;
    }
}
