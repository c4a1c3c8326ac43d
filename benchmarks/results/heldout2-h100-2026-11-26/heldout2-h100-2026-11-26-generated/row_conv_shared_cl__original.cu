extern "C" __global__ void row_conv_shared(const float* in, const float* w, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    __shared__ float s[144];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int t = (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int x = (unsigned long long)blockIdx.x * 128 + t;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int y = (unsigned long long)blockIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    int row = y * width;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    s[t + 8] = in[row + min(x, width - 1)];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if (t < 8) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        s[t] = in[row + max(x - 8, 0)];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        s[t + 136] = in[row + min(x + 128, width - 1)];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
    if (x < width) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        float acc = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        for (int k = 0; k < 17; k++)
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
            acc += w[k] * s[t + k];
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cl"
        out[row + x] = acc;
    }
}
