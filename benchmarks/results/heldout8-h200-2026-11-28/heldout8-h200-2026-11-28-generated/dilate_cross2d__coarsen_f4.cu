extern "C" __global__ void dilate_cross2d_cf4x(const float* in, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    int x_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    int x_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    int x_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dilate_cross2d.cu"
    int x_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
