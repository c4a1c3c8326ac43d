extern "C" __global__ void transpose_i16_cf2x(const short* in, short* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
