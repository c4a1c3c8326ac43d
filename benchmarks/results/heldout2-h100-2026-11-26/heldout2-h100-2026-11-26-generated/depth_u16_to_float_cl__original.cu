extern "C" __global__ void depth_u16_to_float(const unsigned short* d, float* out, float scale, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int g = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if (g < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        unsigned short v = d[g];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        out[g] = v == 0 ? -1.0f : (float)v * scale;
    }
}
