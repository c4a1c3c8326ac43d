extern "C" __global__ void u8_unorm_to_float(const unsigned char* in, float* out, float inv, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cu"
        out[i] = (float)in[i] * inv;
}
