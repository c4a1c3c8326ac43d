extern "C" __global__ void downsample2x2_cf2x(const float* in, float* out, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    int ow = width / 2;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    if (x_0 < ow && y < height / 2) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        int i_0 = 2 * y * width + 2 * x_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        out[y * ow + x_0] = 0.25f * (in[i_0] + in[i_0 + 1] + (in[i_0 + width] + in[i_0 + width + 1]));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    if (x_1 < ow && y < height / 2) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        int i_1 = 2 * y * width + 2 * x_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        out[y * ow + x_1] = 0.25f * (in[i_1] + in[i_1 + 1] + (in[i_1 + width] + in[i_1 + width + 1]));
    }
}
