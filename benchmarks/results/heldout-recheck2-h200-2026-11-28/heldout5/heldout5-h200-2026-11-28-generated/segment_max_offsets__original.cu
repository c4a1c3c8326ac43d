extern "C" __global__ void segment_max_offsets(const float* vals, const int* offsets, float* out, int nseg) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
    int s = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
    if (s < nseg) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        int end = offsets[s + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        float m = vals[offsets[s]];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        for (int e = offsets[s] + 1; e < end; e++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
            m = fmaxf(m, vals[e]);
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/segment_max_offsets.cu"
        out[s] = m;
    }
}
