extern "C" __global__ void int8_add_colwalk(const char* a, const char* b, char* c, int width, int height) {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    int col = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    if (r < height && col < width)
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        c[r * width + col] = (char)(a[r * width + col] + b[r * width + col]);
}
