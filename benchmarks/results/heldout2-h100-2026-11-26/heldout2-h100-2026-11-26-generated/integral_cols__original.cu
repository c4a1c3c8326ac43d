extern "C" __global__ void integral_cols(const int* in, int* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
    if (x < width) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
        int s = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
        for (int y = 0; y < height; y++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
            s += in[y * width + x];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
            out[y * width + x] = s;
        }
    }
}
