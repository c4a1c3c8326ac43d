extern "C" __global__ void transpose_i16_cf4x(const short* in, short* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
    int x_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
    int x_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
    int x_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
    int x_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
    if (x_0 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
        out[x_0 * height + y] = in[y * width + x_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
    if (x_1 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
        out[x_1 * height + y] = in[y * width + x_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
    if (x_2 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
        out[x_2 * height + y] = in[y * width + x_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
    if (x_3 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
        out[x_3 * height + y] = in[y * width + x_3];
}
