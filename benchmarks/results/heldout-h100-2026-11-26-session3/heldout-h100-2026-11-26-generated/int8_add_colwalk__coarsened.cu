extern "C" __global__ void int8_add_colwalk_cf4y_st4(const char* a, const char* b, char* c, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    int col_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        col_0 = blockIdx.y * 8u + (threadIdx.y / 4u * 16u + threadIdx.y % 4u);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    int col_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 4u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        col_1 = blockIdx.y * 8u + (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 4u);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    int col_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 8u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        col_2 = blockIdx.y * 8u + (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 8u);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    int col_3;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 12u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        col_3 = blockIdx.y * 8u + (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 12u);
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        if (r < height && col_0 < width)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
            c[r * width + col_0] = (char)(a[r * width + col_0] + b[r * width + col_0]);
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 4u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        if (r < height && col_1 < width)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
            c[r * width + col_1] = (char)(a[r * width + col_1] + b[r * width + col_1]);
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 8u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        if (r < height && col_2 < width)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
            c[r * width + col_2] = (char)(a[r * width + col_2] + b[r * width + col_2]);
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 12u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        if (r < height && col_3 < width)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add_colwalk.cu"
            c[r * width + col_3] = (char)(a[r * width + col_3] + b[r * width + col_3]);
}
