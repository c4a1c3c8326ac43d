extern "C" __global__ void dilate_cross2d_cf4x(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        int i_2 = y * width + x_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        float m_2 = in[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (x_2 > 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_2 = fmaxf(m_2, in[i_2 - 1]);
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (x_2 < width - 1)
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_2 = fmaxf(m_2, in[i_2 + 1]);
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (y > 0)
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_2 = fmaxf(m_2, in[i_2 - width]);
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (y < height - 1)
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_2 = fmaxf(m_2, in[i_2 + width]);
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        out[i_2] = m_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        int i_3 = y * width + x_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        float m_3 = in[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (x_3 > 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_3 = fmaxf(m_3, in[i_3 - 1]);
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (x_3 < width - 1)
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_3 = fmaxf(m_3, in[i_3 + 1]);
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (y > 0)
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_3 = fmaxf(m_3, in[i_3 - width]);
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (y < height - 1)
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_3 = fmaxf(m_3, in[i_3 + width]);
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        out[i_3] = m_3;
    }
}
