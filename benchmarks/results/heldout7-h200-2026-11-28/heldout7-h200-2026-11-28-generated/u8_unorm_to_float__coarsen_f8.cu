extern "C" __global__ void u8_unorm_to_float_cf8x(const unsigned char* in, float* out, float inv, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
        out[i_0] = (float)in[i_0] * inv;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
        out[i_1] = (float)in[i_1] * inv;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
        out[i_2] = (float)in[i_2] * inv;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
        out[i_3] = (float)in[i_3] * inv;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
        out[i_4] = (float)in[i_4] * inv;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
        out[i_5] = (float)in[i_5] * inv;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
        out[i_6] = (float)in[i_6] * inv;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
        out[i_7] = (float)in[i_7] * inv;
}
