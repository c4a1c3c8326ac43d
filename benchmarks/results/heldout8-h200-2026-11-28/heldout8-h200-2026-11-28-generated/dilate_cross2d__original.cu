extern "C" __global__ void dilate_cross2d(const float* in, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    if (x < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        int i = y * width + x;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        float m = in[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (x > 0)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m = fmaxf(m, in[i - 1]);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (x < width - 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m = fmaxf(m, in[i + 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (y > 0)
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m = fmaxf(m, in[i - width]);
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (y < height - 1)
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m = fmaxf(m, in[i + width]);
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        out[i] = m;
    }
}
