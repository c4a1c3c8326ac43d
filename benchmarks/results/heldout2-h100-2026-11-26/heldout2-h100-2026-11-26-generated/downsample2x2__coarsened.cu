extern "C" __global__ void downsample2x2_cf2y_st32(const float* in, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    int y_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    if (threadIdx.y / 32u * 64u + threadIdx.y % 32u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
        y_0 = blockIdx.y * 8u + (threadIdx.y / 32u * 64u + threadIdx.y % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    int y_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    if (threadIdx.y / 32u * 64u + threadIdx.y % 32u + 32u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
        y_1 = blockIdx.y * 8u + (threadIdx.y / 32u * 64u + threadIdx.y % 32u + 32u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    int ow = width / 2;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    if (threadIdx.y / 32u * 64u + threadIdx.y % 32u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
        if (x < ow && y_0 < height / 2) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
            int i_0 = 2 * y_0 * width + 2 * x;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
            out[y_0 * ow + x] = 0.25f * (in[i_0] + in[i_0 + 1] + (in[i_0 + width] + in[i_0 + width + 1]));
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
    if (threadIdx.y / 32u * 64u + threadIdx.y % 32u + 32u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
        if (x < ow && y_1 < height / 2) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
            int i_1 = 2 * y_1 * width + 2 * x;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/downsample2x2.cu"
            out[y_1 * ow + x] = 0.25f * (in[i_1] + in[i_1 + 1] + (in[i_1 + width] + in[i_1 + width + 1]));
        }
}
