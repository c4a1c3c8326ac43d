extern "C" __global__ void transpose_i16(const short* in, short* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
    if (x < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
        out[x * height + y] = in[y * width + x];
}
