extern "C" __global__ void mirror_pad2d_cf8x(const float* in, float* out, int width, int height, int pad) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    int ox_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    int ox_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    int ox_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    int ox_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    int ox_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    int ox_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    int ox_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    int ox_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    int oy = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    int ow = width + 2 * pad;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    int oh = height + 2 * pad;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    if (ox_0 < ow && oy < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        int x_0 = ox_0 - pad;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        int y_0 = oy - pad;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        x_0 = x_0 < 0 ? -x_0 : x_0 >= width ? 2 * width - 2 - x_0 : x_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        y_0 = y_0 < 0 ? -y_0 : y_0 >= height ? 2 * height - 2 - y_0 : y_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        out[oy * ow + ox_0] = in[y_0 * width + x_0];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    if (ox_1 < ow && oy < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        int x_1 = ox_1 - pad;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        int y_1 = oy - pad;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        x_1 = x_1 < 0 ? -x_1 : x_1 >= width ? 2 * width - 2 - x_1 : x_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        y_1 = y_1 < 0 ? -y_1 : y_1 >= height ? 2 * height - 2 - y_1 : y_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        out[oy * ow + ox_1] = in[y_1 * width + x_1];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    if (ox_2 < ow && oy < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        int x_2 = ox_2 - pad;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        int y_2 = oy - pad;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        x_2 = x_2 < 0 ? -x_2 : x_2 >= width ? 2 * width - 2 - x_2 : x_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        y_2 = y_2 < 0 ? -y_2 : y_2 >= height ? 2 * height - 2 - y_2 : y_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        out[oy * ow + ox_2] = in[y_2 * width + x_2];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    if (ox_3 < ow && oy < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        int x_3 = ox_3 - pad;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        int y_3 = oy - pad;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        x_3 = x_3 < 0 ? -x_3 : x_3 >= width ? 2 * width - 2 - x_3 : x_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        y_3 = y_3 < 0 ? -y_3 : y_3 >= height ? 2 * height - 2 - y_3 : y_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        out[oy * ow + ox_3] = in[y_3 * width + x_3];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    if (ox_4 < ow && oy < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        int x_4 = ox_4 - pad;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        int y_4 = oy - pad;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        x_4 = x_4 < 0 ? -x_4 : x_4 >= width ? 2 * width - 2 - x_4 : x_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        y_4 = y_4 < 0 ? -y_4 : y_4 >= height ? 2 * height - 2 - y_4 : y_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        out[oy * ow + ox_4] = in[y_4 * width + x_4];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    if (ox_5 < ow && oy < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        int x_5 = ox_5 - pad;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        int y_5 = oy - pad;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        x_5 = x_5 < 0 ? -x_5 : x_5 >= width ? 2 * width - 2 - x_5 : x_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        y_5 = y_5 < 0 ? -y_5 : y_5 >= height ? 2 * height - 2 - y_5 : y_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        out[oy * ow + ox_5] = in[y_5 * width + x_5];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    if (ox_6 < ow && oy < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        int x_6 = ox_6 - pad;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        int y_6 = oy - pad;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        x_6 = x_6 < 0 ? -x_6 : x_6 >= width ? 2 * width - 2 - x_6 : x_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        y_6 = y_6 < 0 ? -y_6 : y_6 >= height ? 2 * height - 2 - y_6 : y_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        out[oy * ow + ox_6] = in[y_6 * width + x_6];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    if (ox_7 < ow && oy < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        int x_7 = ox_7 - pad;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        int y_7 = oy - pad;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        x_7 = x_7 < 0 ? -x_7 : x_7 >= width ? 2 * width - 2 - x_7 : x_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        y_7 = y_7 < 0 ? -y_7 : y_7 >= height ? 2 * height - 2 - y_7 : y_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        out[oy * ow + ox_7] = in[y_7 * width + x_7];
    }
}
