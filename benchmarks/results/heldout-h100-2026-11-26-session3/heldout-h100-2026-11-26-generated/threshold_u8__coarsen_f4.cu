extern "C" __global__ void threshold_u8_cf4x(const unsigned char* in, unsigned char* out, int t, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/threshold_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/threshold_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/threshold_u8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/threshold_u8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/threshold_u8.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/threshold_u8.cu"
        out[i_0] = in[i_0] > t ? 255 : 0;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/threshold_u8.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/threshold_u8.cu"
        out[i_1] = in[i_1] > t ? 255 : 0;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/threshold_u8.cu"
    if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/threshold_u8.cu"
        out[i_2] = in[i_2] > t ? 255 : 0;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/threshold_u8.cu"
    if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/threshold_u8.cu"
        out[i_3] = in[i_3] > t ? 255 : 0;
}
