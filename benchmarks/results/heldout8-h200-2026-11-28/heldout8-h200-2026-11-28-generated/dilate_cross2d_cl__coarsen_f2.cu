extern "C" __global__ void dilate_cross2d_cf2x(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        int i_0 = y * width + x_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        float m_0 = in[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (x_0 > 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_0 = fmaxf(m_0, in[i_0 - 1]);
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (x_0 < width - 1)
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_0 = fmaxf(m_0, in[i_0 + 1]);
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (y > 0)
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_0 = fmaxf(m_0, in[i_0 - width]);
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (y < height - 1)
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_0 = fmaxf(m_0, in[i_0 + width]);
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        out[i_0] = m_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        int i_1 = y * width + x_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        float m_1 = in[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (x_1 > 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_1 = fmaxf(m_1, in[i_1 - 1]);
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (x_1 < width - 1)
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_1 = fmaxf(m_1, in[i_1 + 1]);
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (y > 0)
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_1 = fmaxf(m_1, in[i_1 - width]);
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (y < height - 1)
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_1 = fmaxf(m_1, in[i_1 + width]);
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        out[i_1] = m_1;
    }
}
