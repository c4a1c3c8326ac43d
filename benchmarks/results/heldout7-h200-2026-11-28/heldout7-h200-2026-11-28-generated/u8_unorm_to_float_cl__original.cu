extern "C" __global__ void u8_unorm_to_float(const unsigned char* in, float* out, float inv, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cl"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/u8_unorm_to_float.cl"
        out[i] = (float)in[i] * inv;
}
