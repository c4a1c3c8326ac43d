extern "C" __global__ void mirror_pad2d_cf2x(const float* in, float* out, int width, int height, int pad) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    int ox_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    int ox_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
