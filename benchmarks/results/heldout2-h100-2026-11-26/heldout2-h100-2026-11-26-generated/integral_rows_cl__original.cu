extern "C" __global__ void integral_rows(const int* in, int* out, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
    int y = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
    if (y < height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
        int s = 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
        for (int x = 0; x < width; x++) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
            s += in[y * width + x];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
            out[y * width + x] = s;
        }
    }
}
