extern "C" __global__ void segment_max_offsets_cf2x(const float* vals, const int* offsets, float* out, int nseg) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
    int s_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
    int s_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
