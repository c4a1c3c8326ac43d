extern "C" __global__ void downsample2x2_opt(const float* in, float* out, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    int ow = width / 2;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    if (x < ow && y < height / 2) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        int i = 2 * y * width + 2 * x;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        float2 in_v = *(const float2*)&in[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        out[y * ow + x] = 0.25f * (in_v.x + in_v.y + (in[i + width] + in[i + width + 1]));
    }
}
