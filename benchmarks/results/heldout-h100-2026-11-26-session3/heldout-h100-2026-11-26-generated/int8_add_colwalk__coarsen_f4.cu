extern "C" __global__ void int8_add_colwalk_cf4x(const char* a, const char* b, char* c, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    int r_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    int r_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    int r_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    int r_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    int col = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    if (r_0 < height && col < width)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        c[r_0 * width + col] = (char)(a[r_0 * width + col] + b[r_0 * width + col]);
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    if (r_1 < height && col < width)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        c[r_1 * width + col] = (char)(a[r_1 * width + col] + b[r_1 * width + col]);
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    if (r_2 < height && col < width)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        c[r_2 * width + col] = (char)(a[r_2 * width + col] + b[r_2 * width + col]);
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    if (r_3 < height && col < width)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        c[r_3 * width + col] = (char)(a[r_3 * width + col] + b[r_3 * width + col]);
}
