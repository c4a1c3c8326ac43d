extern "C" __global__ void stencil5_colwalk_cf4x(const float* in, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    int r_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    int r_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    int r_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    int r_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    int c = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    if (r_0 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        int p_0 = r_0 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        if (r_0 == 0 || c == 0 || r_0 == height - 1 || c == width - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p_0] = in[p_0];
        else
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p_0] = 0.2f * (in[p_0] + in[p_0 - 1] + in[p_0 + 1] + in[p_0 - width] + in[p_0 + width]);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    if (r_1 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        int p_1 = r_1 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        if (r_1 == 0 || c == 0 || r_1 == height - 1 || c == width - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p_1] = in[p_1];
        else
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p_1] = 0.2f * (in[p_1] + in[p_1 - 1] + in[p_1 + 1] + in[p_1 - width] + in[p_1 + width]);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    if (r_2 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        int p_2 = r_2 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        if (r_2 == 0 || c == 0 || r_2 == height - 1 || c == width - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p_2] = in[p_2];
        else
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p_2] = 0.2f * (in[p_2] + in[p_2 - 1] + in[p_2 + 1] + in[p_2 - width] + in[p_2 + width]);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    if (r_3 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        int p_3 = r_3 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        if (r_3 == 0 || c == 0 || r_3 == height - 1 || c == width - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p_3] = in[p_3];
        else
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p_3] = 0.2f * (in[p_3] + in[p_3 - 1] + in[p_3 + 1] + in[p_3 - width] + in[p_3 + width]);
    }
}
