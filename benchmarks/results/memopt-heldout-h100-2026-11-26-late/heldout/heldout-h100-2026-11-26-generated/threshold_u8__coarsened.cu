extern "C" __global__ void threshold_u8_cf8x_st32(const unsigned char* in, unsigned char* out, int t, int n) {
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u);
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u + 32u);
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u + 64u);
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u + 96u);
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u + 128u);
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u + 160u);
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u + 192u);
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u + 224u);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
        out[i_0] = in[i_0] > t ? 255 : 0;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
        out[i_1] = in[i_1] > t ? 255 : 0;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
    if (i_2 < n)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
        out[i_2] = in[i_2] > t ? 255 : 0;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
    if (i_3 < n)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
        out[i_3] = in[i_3] > t ? 255 : 0;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
    if (i_4 < n)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
        out[i_4] = in[i_4] > t ? 255 : 0;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
    if (i_5 < n)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
        out[i_5] = in[i_5] > t ? 255 : 0;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
    if (i_6 < n)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
        out[i_6] = in[i_6] > t ? 255 : 0;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
    if (i_7 < n)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/threshold_u8.cu"
        out[i_7] = in[i_7] > t ? 255 : 0;
}
