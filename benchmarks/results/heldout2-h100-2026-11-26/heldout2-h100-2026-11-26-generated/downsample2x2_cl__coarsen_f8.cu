extern "C" __global__ void downsample2x2_cf8x(const float* in, float* out, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    int x_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    int x_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    int x_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    int x_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    if (x_2 < ow && y < height / 2) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        int i_2 = 2 * y * width + 2 * x_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        out[y * ow + x_2] = 0.25f * (in[i_2] + in[i_2 + 1] + (in[i_2 + width] + in[i_2 + width + 1]));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    if (x_3 < ow && y < height / 2) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        int i_3 = 2 * y * width + 2 * x_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        out[y * ow + x_3] = 0.25f * (in[i_3] + in[i_3 + 1] + (in[i_3 + width] + in[i_3 + width + 1]));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    if (x_4 < ow && y < height / 2) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        int i_4 = 2 * y * width + 2 * x_4;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        out[y * ow + x_4] = 0.25f * (in[i_4] + in[i_4 + 1] + (in[i_4 + width] + in[i_4 + width + 1]));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    if (x_5 < ow && y < height / 2) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        int i_5 = 2 * y * width + 2 * x_5;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        out[y * ow + x_5] = 0.25f * (in[i_5] + in[i_5 + 1] + (in[i_5 + width] + in[i_5 + width + 1]));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    if (x_6 < ow && y < height / 2) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        int i_6 = 2 * y * width + 2 * x_6;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        out[y * ow + x_6] = 0.25f * (in[i_6] + in[i_6 + 1] + (in[i_6 + width] + in[i_6 + width + 1]));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
    if (x_7 < ow && y < height / 2) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        int i_7 = 2 * y * width + 2 * x_7;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cl"
        out[y * ow + x_7] = 0.25f * (in[i_7] + in[i_7 + 1] + (in[i_7 + width] + in[i_7 + width + 1]));
    }
}
