extern "C" __global__ void repeat_interleave_cf2x(const float* in, float* out, int n, int r) {
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    if (i_0 < n * r)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
        out[i_0] = in[i_0 / r];
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    if (i_1 < n * r)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
        out[i_1] = in[i_1 / r];
}
