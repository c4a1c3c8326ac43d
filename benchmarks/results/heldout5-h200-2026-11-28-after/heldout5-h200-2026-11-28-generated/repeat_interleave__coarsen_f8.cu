extern "C" __global__ void repeat_interleave_cf8x(const float* in, float* out, int n, int r) {
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    if (i_4 < n * r)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
        out[i_4] = in[i_4 / r];
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    if (i_5 < n * r)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
        out[i_5] = in[i_5 / r];
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    if (i_6 < n * r)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
        out[i_6] = in[i_6 / r];
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
    if (i_7 < n * r)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cu"
        out[i_7] = in[i_7 / r];
}
