extern "C" __global__ void dilate_cross2d_cf8x(const float* in, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    if (x_0 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        int i_0 = y * width + x_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        float m_0 = in[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (x_0 > 0)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_0 = fmaxf(m_0, in[i_0 - 1]);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (x_0 < width - 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_0 = fmaxf(m_0, in[i_0 + 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (y > 0)
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_0 = fmaxf(m_0, in[i_0 - width]);
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (y < height - 1)
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_0 = fmaxf(m_0, in[i_0 + width]);
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        out[i_0] = m_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    if (x_1 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        int i_1 = y * width + x_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        float m_1 = in[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (x_1 > 0)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_1 = fmaxf(m_1, in[i_1 - 1]);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (x_1 < width - 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_1 = fmaxf(m_1, in[i_1 + 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (y > 0)
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_1 = fmaxf(m_1, in[i_1 - width]);
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (y < height - 1)
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_1 = fmaxf(m_1, in[i_1 + width]);
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        out[i_1] = m_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    if (x_2 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        int i_2 = y * width + x_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        float m_2 = in[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (x_2 > 0)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_2 = fmaxf(m_2, in[i_2 - 1]);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (x_2 < width - 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_2 = fmaxf(m_2, in[i_2 + 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (y > 0)
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_2 = fmaxf(m_2, in[i_2 - width]);
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (y < height - 1)
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_2 = fmaxf(m_2, in[i_2 + width]);
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        out[i_2] = m_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    if (x_3 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        int i_3 = y * width + x_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        float m_3 = in[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (x_3 > 0)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_3 = fmaxf(m_3, in[i_3 - 1]);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (x_3 < width - 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_3 = fmaxf(m_3, in[i_3 + 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (y > 0)
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_3 = fmaxf(m_3, in[i_3 - width]);
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (y < height - 1)
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_3 = fmaxf(m_3, in[i_3 + width]);
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        out[i_3] = m_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    if (x_4 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        int i_4 = y * width + x_4;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        float m_4 = in[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (x_4 > 0)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_4 = fmaxf(m_4, in[i_4 - 1]);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (x_4 < width - 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_4 = fmaxf(m_4, in[i_4 + 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (y > 0)
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_4 = fmaxf(m_4, in[i_4 - width]);
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (y < height - 1)
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_4 = fmaxf(m_4, in[i_4 + width]);
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        out[i_4] = m_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    if (x_5 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        int i_5 = y * width + x_5;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        float m_5 = in[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (x_5 > 0)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_5 = fmaxf(m_5, in[i_5 - 1]);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (x_5 < width - 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_5 = fmaxf(m_5, in[i_5 + 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (y > 0)
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_5 = fmaxf(m_5, in[i_5 - width]);
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (y < height - 1)
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_5 = fmaxf(m_5, in[i_5 + width]);
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        out[i_5] = m_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    if (x_6 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        int i_6 = y * width + x_6;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        float m_6 = in[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (x_6 > 0)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_6 = fmaxf(m_6, in[i_6 - 1]);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (x_6 < width - 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_6 = fmaxf(m_6, in[i_6 + 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (y > 0)
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_6 = fmaxf(m_6, in[i_6 - width]);
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (y < height - 1)
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_6 = fmaxf(m_6, in[i_6 + width]);
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        out[i_6] = m_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    if (x_7 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        int i_7 = y * width + x_7;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        float m_7 = in[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (x_7 > 0)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_7 = fmaxf(m_7, in[i_7 - 1]);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (x_7 < width - 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_7 = fmaxf(m_7, in[i_7 + 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (y > 0)
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_7 = fmaxf(m_7, in[i_7 - width]);
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        if (y < height - 1)
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
            m_7 = fmaxf(m_7, in[i_7 + width]);
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
        out[i_7] = m_7;
    }
}
