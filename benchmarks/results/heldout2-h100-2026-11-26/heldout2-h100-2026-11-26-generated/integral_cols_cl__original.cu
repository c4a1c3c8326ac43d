extern "C" __global__ void integral_cols(const int* in, int* out, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
    if (x < width) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
        int s = 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
        for (int y = 0; y < height; y++) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
            s += in[y * width + x];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
            out[y * width + x] = s;
        }
    }
}
