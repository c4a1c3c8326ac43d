extern "C" __global__ void stencil5_colwalk_cf2x(const float* in, float* out, int width, int height) {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    int r_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    int r_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    int c = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    if (r_0 < height && c < width) {
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        int p_0 = r_0 * width + c;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        if (r_0 == 0 || c == 0 || r_0 == height - 1 || c == width - 1)
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p_0] = in[p_0];
        else
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p_0] = 0.2f * (in[p_0] + in[p_0 - 1] + in[p_0 + 1] + in[p_0 - width] + in[p_0 + width]);
    }
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    if (r_1 < height && c < width) {
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        int p_1 = r_1 * width + c;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        if (r_1 == 0 || c == 0 || r_1 == height - 1 || c == width - 1)
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p_1] = in[p_1];
        else
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p_1] = 0.2f * (in[p_1] + in[p_1 - 1] + in[p_1 + 1] + in[p_1 - width] + in[p_1 + width]);
    }
}
