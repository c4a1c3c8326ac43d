extern "C" __global__ void dilate_cross2d(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        int i = y * width + x;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        float m = in[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (x > 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m = fmaxf(m, in[i - 1]);
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (x < width - 1)
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m = fmaxf(m, in[i + 1]);
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (y > 0)
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m = fmaxf(m, in[i - width]);
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (y < height - 1)
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m = fmaxf(m, in[i + width]);
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        out[i] = m;
    }
}
