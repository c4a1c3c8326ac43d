extern "C" __global__ void downsample2x2_opt(const float* in, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    int ow = width / 2;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    if (x < ow && y < height / 2) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
        int i = 2 * y * width + 2 * x;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
        float2 in_v = *(const float2*)&in[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
        out[y * ow + x] = 0.25f * (in_v.x + in_v.y + (in[i + width] + in[i + width + 1]));
    }
}
