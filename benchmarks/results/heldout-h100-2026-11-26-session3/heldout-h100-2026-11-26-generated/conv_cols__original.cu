extern "C" __global__ void conv_cols(const float* in, const float* w, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        for (int k = -3; k <= 3; k++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
            int yy = min(max(y + k, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
            s += w[k + 3] * in[yy * width + x];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        out[y * width + x] = s;
    }
}
