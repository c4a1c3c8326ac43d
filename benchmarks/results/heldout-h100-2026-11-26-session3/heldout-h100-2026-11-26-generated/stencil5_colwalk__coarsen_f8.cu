extern "C" __global__ void stencil5_colwalk_cf8x(const float* in, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    int r_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    int r_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    int r_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    int r_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    int r_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    int r_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    int r_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    int r_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    if (r_4 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        int p_4 = r_4 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        if (r_4 == 0 || c == 0 || r_4 == height - 1 || c == width - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p_4] = in[p_4];
        else
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p_4] = 0.2f * (in[p_4] + in[p_4 - 1] + in[p_4 + 1] + in[p_4 - width] + in[p_4 + width]);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    if (r_5 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        int p_5 = r_5 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        if (r_5 == 0 || c == 0 || r_5 == height - 1 || c == width - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p_5] = in[p_5];
        else
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p_5] = 0.2f * (in[p_5] + in[p_5 - 1] + in[p_5 + 1] + in[p_5 - width] + in[p_5 + width]);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    if (r_6 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        int p_6 = r_6 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        if (r_6 == 0 || c == 0 || r_6 == height - 1 || c == width - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p_6] = in[p_6];
        else
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p_6] = 0.2f * (in[p_6] + in[p_6 - 1] + in[p_6 + 1] + in[p_6 - width] + in[p_6 + width]);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    if (r_7 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        int p_7 = r_7 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        if (r_7 == 0 || c == 0 || r_7 == height - 1 || c == width - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p_7] = in[p_7];
        else
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p_7] = 0.2f * (in[p_7] + in[p_7 - 1] + in[p_7 + 1] + in[p_7 - width] + in[p_7 + width]);
    }
}
