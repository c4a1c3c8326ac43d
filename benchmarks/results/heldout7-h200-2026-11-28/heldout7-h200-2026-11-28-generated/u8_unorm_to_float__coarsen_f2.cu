extern "C" __global__ void u8_unorm_to_float_cf2x(const unsigned char* in, float* out, float inv, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
        out[i_0] = (float)in[i_0] * inv;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
        out[i_1] = (float)in[i_1] * inv;
}
