extern "C" __global__ void mirror_pad2d_cf4x(const float* in, float* out, int width, int height, int pad) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    int ox_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    int ox_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    int ox_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    int ox_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    int oy = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    int ow = width + 2 * pad;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    int oh = height + 2 * pad;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    if (ox_0 < ow && oy < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        int x_0 = ox_0 - pad;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        int y_0 = oy - pad;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        x_0 = x_0 < 0 ? -x_0 : x_0 >= width ? 2 * width - 2 - x_0 : x_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        y_0 = y_0 < 0 ? -y_0 : y_0 >= height ? 2 * height - 2 - y_0 : y_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        out[oy * ow + ox_0] = in[y_0 * width + x_0];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    if (ox_1 < ow && oy < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        int x_1 = ox_1 - pad;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        int y_1 = oy - pad;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        x_1 = x_1 < 0 ? -x_1 : x_1 >= width ? 2 * width - 2 - x_1 : x_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        y_1 = y_1 < 0 ? -y_1 : y_1 >= height ? 2 * height - 2 - y_1 : y_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        out[oy * ow + ox_1] = in[y_1 * width + x_1];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    if (ox_2 < ow && oy < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        int x_2 = ox_2 - pad;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        int y_2 = oy - pad;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        x_2 = x_2 < 0 ? -x_2 : x_2 >= width ? 2 * width - 2 - x_2 : x_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        y_2 = y_2 < 0 ? -y_2 : y_2 >= height ? 2 * height - 2 - y_2 : y_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        out[oy * ow + ox_2] = in[y_2 * width + x_2];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    if (ox_3 < ow && oy < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        int x_3 = ox_3 - pad;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        int y_3 = oy - pad;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        x_3 = x_3 < 0 ? -x_3 : x_3 >= width ? 2 * width - 2 - x_3 : x_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        y_3 = y_3 < 0 ? -y_3 : y_3 >= height ? 2 * height - 2 - y_3 : y_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        out[oy * ow + ox_3] = in[y_3 * width + x_3];
    }
}
