extern "C" __global__ void repeat_interleave_cf4x(const float* in, float* out, int n, int r) {
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    if (i_0 < n * r)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
        out[i_0] = in[i_0 / r];
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    if (i_1 < n * r)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
        out[i_1] = in[i_1 / r];
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    if (i_2 < n * r)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
        out[i_2] = in[i_2 / r];
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    if (i_3 < n * r)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
        out[i_3] = in[i_3 / r];
}
