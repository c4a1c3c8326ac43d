extern "C" __global__ void depth_u16_to_float(const unsigned short* d, float* out, float scale, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (g < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        unsigned short v = d[g];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        out[g] = v == 0 ? -1.0f : (float)v * scale;
    }
}
