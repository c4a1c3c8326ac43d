extern "C" __global__ void mirror_pad2d_cf2x(const float* in, float* out, int width, int height, int pad) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    int ox_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    int ox_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
