extern "C" __global__ void stencil5_colwalk(const float* in, float* out, int width, int height) {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    int c = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/stencil5_colwalk.cu"
    if (r < height && c < width) {
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        int p = r * width + c;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/stencil5_colwalk.cu"
        if (r == 0 || c == 0 || r == height - 1 || c == width - 1)
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p] = in[p];
        else
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/stencil5_colwalk.cu"
            out[p] = 0.2f * (in[p] + in[p - 1] + in[p + 1] + in[p - width] + in[p + width]);
    }
}
