extern "C" __global__ void transpose_i16(const short* in, short* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    if (x < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
        out[x * height + y] = in[y * width + x];
}
