extern "C" __global__ void row_conv_shared(const float* in, const float* w, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    __shared__ float s[144];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    int t = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    int x = blockIdx.x * 128 + t;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    int y = blockIdx.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    int row = y * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    s[t + 8] = in[row + min(x, width - 1)];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    if (t < 8) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
        s[t] = in[row + max(x - 8, 0)];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
        s[t + 136] = in[row + min(x + 128, width - 1)];
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    if (x < width) {
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
        float acc = 0.0f;
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
        for (int k = 0; k < 17; k++)
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
            acc += w[k] * s[t + k];
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
        out[row + x] = acc;
    }
}
