extern "C" __global__ void u8_unorm_to_float_cf4x_st16(const unsigned char* in, float* out, float inv, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 16u * 64u + threadIdx.x % 16u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u);
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
}
