extern "C" __global__ void downsample2x2_cf2y_st32(const float* in, float* out, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    int y_0;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull < 8ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        y_0 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    int y_1;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull + 32ull < 8ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        y_1 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull + 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    int ow = width / 2;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull < 8ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        if (x < ow && y_0 < height / 2) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
            int i_0 = 2 * y_0 * width + 2 * x;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
            out[y_0 * ow + x] = 0.25f * (in[i_0] + in[i_0 + 1] + (in[i_0 + width] + in[i_0 + width + 1]));
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull + 32ull < 8ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        if (x < ow && y_1 < height / 2) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
            int i_1 = 2 * y_1 * width + 2 * x;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
            out[y_1 * ow + x] = 0.25f * (in[i_1] + in[i_1 + 1] + (in[i_1 + width] + in[i_1 + width + 1]));
        }
}
