extern "C" __global__ void mirror_pad2d_cf8x(const float* in, float* out, int width, int height, int pad) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    int ox_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    int ox_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    int ox_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    int ox_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    int ox_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    int ox_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    int ox_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    int ox_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    if (ox_4 < ow && oy < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        int x_4 = ox_4 - pad;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        int y_4 = oy - pad;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        x_4 = x_4 < 0 ? -x_4 : x_4 >= width ? 2 * width - 2 - x_4 : x_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        y_4 = y_4 < 0 ? -y_4 : y_4 >= height ? 2 * height - 2 - y_4 : y_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        out[oy * ow + ox_4] = in[y_4 * width + x_4];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    if (ox_5 < ow && oy < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        int x_5 = ox_5 - pad;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        int y_5 = oy - pad;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        x_5 = x_5 < 0 ? -x_5 : x_5 >= width ? 2 * width - 2 - x_5 : x_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        y_5 = y_5 < 0 ? -y_5 : y_5 >= height ? 2 * height - 2 - y_5 : y_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        out[oy * ow + ox_5] = in[y_5 * width + x_5];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    if (ox_6 < ow && oy < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        int x_6 = ox_6 - pad;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        int y_6 = oy - pad;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        x_6 = x_6 < 0 ? -x_6 : x_6 >= width ? 2 * width - 2 - x_6 : x_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        y_6 = y_6 < 0 ? -y_6 : y_6 >= height ? 2 * height - 2 - y_6 : y_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        out[oy * ow + ox_6] = in[y_6 * width + x_6];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    if (ox_7 < ow && oy < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        int x_7 = ox_7 - pad;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        int y_7 = oy - pad;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        x_7 = x_7 < 0 ? -x_7 : x_7 >= width ? 2 * width - 2 - x_7 : x_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        y_7 = y_7 < 0 ? -y_7 : y_7 >= height ? 2 * height - 2 - y_7 : y_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        out[oy * ow + ox_7] = in[y_7 * width + x_7];
    }
}
