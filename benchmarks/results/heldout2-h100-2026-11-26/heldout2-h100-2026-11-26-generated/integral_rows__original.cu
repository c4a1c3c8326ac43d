extern "C" __global__ void integral_rows(const int* in, int* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    int y = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    if (y < height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
        int s = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
        for (int x = 0; x < width; x++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
            s += in[y * width + x];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
            out[y * width + x] = s;
        }
    }
}
