extern "C" __global__ void downsample2x2_cf4x(const float* in, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    int x_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    int x_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    int x_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    int x_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    int ow = width / 2;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    if (x_0 < ow && y < height / 2) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
        int i_0 = 2 * y * width + 2 * x_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
        out[y * ow + x_0] = 0.25f * (in[i_0] + in[i_0 + 1] + (in[i_0 + width] + in[i_0 + width + 1]));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    if (x_1 < ow && y < height / 2) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
        int i_1 = 2 * y * width + 2 * x_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
        out[y * ow + x_1] = 0.25f * (in[i_1] + in[i_1 + 1] + (in[i_1 + width] + in[i_1 + width + 1]));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    if (x_2 < ow && y < height / 2) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
        int i_2 = 2 * y * width + 2 * x_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
        out[y * ow + x_2] = 0.25f * (in[i_2] + in[i_2 + 1] + (in[i_2 + width] + in[i_2 + width + 1]));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    if (x_3 < ow && y < height / 2) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
        int i_3 = 2 * y * width + 2 * x_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
        out[y * ow + x_3] = 0.25f * (in[i_3] + in[i_3 + 1] + (in[i_3 + width] + in[i_3 + width + 1]));
    }
}
