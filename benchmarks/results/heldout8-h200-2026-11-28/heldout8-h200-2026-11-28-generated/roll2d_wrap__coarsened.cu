extern "C" __global__ void roll2d_wrap_cf4x_st16(const float* in, float* out, int width, int height, int sx, int sy) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
    int x_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
        x_0 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
    int x_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
        x_1 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
    int x_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
        x_2 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
    int x_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
        x_3 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
        if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
            int xs_0 = ((x_0 - sx) % width + width) % width;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
            int ys_0 = ((y - sy) % height + height) % height;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
            out[y * width + x_0] = in[ys_0 * width + xs_0];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
        if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
            int xs_1 = ((x_1 - sx) % width + width) % width;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
            int ys_1 = ((y - sy) % height + height) % height;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
            out[y * width + x_1] = in[ys_1 * width + xs_1];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
        if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
            int xs_2 = ((x_2 - sx) % width + width) % width;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
            int ys_2 = ((y - sy) % height + height) % height;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
            out[y * width + x_2] = in[ys_2 * width + xs_2];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
        if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
            int xs_3 = ((x_3 - sx) % width + width) % width;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
            int ys_3 = ((y - sy) % height + height) % height;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
            out[y * width + x_3] = in[ys_3 * width + xs_3];
        }
}
