extern "C" __global__ void dilate_cross2d_cf8x(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    int x_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    int x_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    int x_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    int x_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    if (x_4 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        int i_4 = y * width + x_4;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        float m_4 = in[i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (x_4 > 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_4 = fmaxf(m_4, in[i_4 - 1]);
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (x_4 < width - 1)
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_4 = fmaxf(m_4, in[i_4 + 1]);
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (y > 0)
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_4 = fmaxf(m_4, in[i_4 - width]);
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (y < height - 1)
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_4 = fmaxf(m_4, in[i_4 + width]);
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        out[i_4] = m_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    if (x_5 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        int i_5 = y * width + x_5;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        float m_5 = in[i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (x_5 > 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_5 = fmaxf(m_5, in[i_5 - 1]);
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (x_5 < width - 1)
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_5 = fmaxf(m_5, in[i_5 + 1]);
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (y > 0)
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_5 = fmaxf(m_5, in[i_5 - width]);
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (y < height - 1)
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_5 = fmaxf(m_5, in[i_5 + width]);
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        out[i_5] = m_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    if (x_6 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        int i_6 = y * width + x_6;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        float m_6 = in[i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (x_6 > 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_6 = fmaxf(m_6, in[i_6 - 1]);
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (x_6 < width - 1)
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_6 = fmaxf(m_6, in[i_6 + 1]);
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (y > 0)
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_6 = fmaxf(m_6, in[i_6 - width]);
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (y < height - 1)
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_6 = fmaxf(m_6, in[i_6 + width]);
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        out[i_6] = m_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
    if (x_7 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        int i_7 = y * width + x_7;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        float m_7 = in[i_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (x_7 > 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_7 = fmaxf(m_7, in[i_7 - 1]);
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (x_7 < width - 1)
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_7 = fmaxf(m_7, in[i_7 + 1]);
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (y > 0)
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_7 = fmaxf(m_7, in[i_7 - width]);
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        if (y < height - 1)
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
            m_7 = fmaxf(m_7, in[i_7 + width]);
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cl"
        out[i_7] = m_7;
    }
}
