extern "C" __global__ void downsample2x2_cf2x(const float* in, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
