extern "C" __global__ void row_smooth3_opt(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    int y = blockIdx.x * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    if (y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        int base = y * width;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        out[base] = in[base];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        for (int x = 1 + (int)threadIdx.x; x < width - 1; x += 32)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
            out[base + x] = in[base + x - 1] + in[base + x] + in[base + x + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        out[base + width - 1] = in[base + width - 1];
    }
}
