extern "C" __global__ void gather_cf8x(const float* in, const int* idx, float* out, float s, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
    if (i_0 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
        out[i_0] = in[idx[i_0]] * s;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
    if (i_1 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
        out[i_1] = in[idx[i_1]] * s;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
    if (i_2 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
        out[i_2] = in[idx[i_2]] * s;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
    if (i_3 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
        out[i_3] = in[idx[i_3]] * s;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
    if (i_4 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
        out[i_4] = in[idx[i_4]] * s;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
    if (i_5 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
        out[i_5] = in[idx[i_5]] * s;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
    if (i_6 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
        out[i_6] = in[idx[i_6]] * s;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
    if (i_7 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
        out[i_7] = in[idx[i_7]] * s;
}
