extern "C" __global__ void segment_max_offsets_cf8x(const float* vals, const int* offsets, float* out, int nseg) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
    int s_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
    int s_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
    int s_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
    int s_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
    int s_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
    int s_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
    int s_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
    int s_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
    if (s_0 < nseg) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        int end_0 = offsets[s_0 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        float m_0 = vals[offsets[s_0]];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        for (int e_0 = offsets[s_0] + 1; e_0 < end_0; e_0++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
            m_0 = fmaxf(m_0, vals[e_0]);
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        out[s_0] = m_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
    if (s_1 < nseg) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        int end_1 = offsets[s_1 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        float m_1 = vals[offsets[s_1]];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        for (int e_1 = offsets[s_1] + 1; e_1 < end_1; e_1++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
            m_1 = fmaxf(m_1, vals[e_1]);
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        out[s_1] = m_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
    if (s_2 < nseg) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        int end_2 = offsets[s_2 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        float m_2 = vals[offsets[s_2]];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        for (int e_2 = offsets[s_2] + 1; e_2 < end_2; e_2++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
            m_2 = fmaxf(m_2, vals[e_2]);
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        out[s_2] = m_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
    if (s_3 < nseg) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        int end_3 = offsets[s_3 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        float m_3 = vals[offsets[s_3]];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        for (int e_3 = offsets[s_3] + 1; e_3 < end_3; e_3++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
            m_3 = fmaxf(m_3, vals[e_3]);
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        out[s_3] = m_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
    if (s_4 < nseg) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        int end_4 = offsets[s_4 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        float m_4 = vals[offsets[s_4]];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        for (int e_4 = offsets[s_4] + 1; e_4 < end_4; e_4++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
            m_4 = fmaxf(m_4, vals[e_4]);
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        out[s_4] = m_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
    if (s_5 < nseg) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        int end_5 = offsets[s_5 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        float m_5 = vals[offsets[s_5]];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        for (int e_5 = offsets[s_5] + 1; e_5 < end_5; e_5++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
            m_5 = fmaxf(m_5, vals[e_5]);
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        out[s_5] = m_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
    if (s_6 < nseg) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        int end_6 = offsets[s_6 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        float m_6 = vals[offsets[s_6]];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        for (int e_6 = offsets[s_6] + 1; e_6 < end_6; e_6++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
            m_6 = fmaxf(m_6, vals[e_6]);
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        out[s_6] = m_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
    if (s_7 < nseg) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        int end_7 = offsets[s_7 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        float m_7 = vals[offsets[s_7]];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        for (int e_7 = offsets[s_7] + 1; e_7 < end_7; e_7++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
            m_7 = fmaxf(m_7, vals[e_7]);
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        out[s_7] = m_7;
    }
}
